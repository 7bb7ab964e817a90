package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.GitRepo;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class RecordViewModelTest {
    @TempDir
    Path tmp;
    private String previous;

    @BeforeEach
    void ownDataFolder() {
        previous = System.getProperty(InspectorData.PROPERTY);
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data").toString());
    }

    @AfterEach
    void restoreDataFolder() {
        if (previous == null) {
            System.clearProperty(InspectorData.PROPERTY);
        } else {
            System.setProperty(InspectorData.PROPERTY, previous);
        }
    }

    private static MemorySource open(Path dir) throws Exception {
        return Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE);
    }

    @Test
    void turnedOnItRecordsEachChangeAndAsksTheListToReadAgainUntilTurnedOff() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("memory-bank"));
        Files.writeString(dir.resolve("progress.md"), "# Progress\n");
        AtomicInteger rereads = new AtomicInteger();
        RecordViewModel vm = new RecordViewModel(new InlineTaskRunner(), rereads::incrementAndGet);
        vm.source(open(dir));
        assertThat(vm.availableProperty().get()).isTrue();
        vm.recordingProperty().set(true);
        assertThat(vm.statusProperty().get()).startsWith("r1 recorded: progress.md");
        Files.writeString(dir.resolve("progress.md"), "# Progress\n\n- one\n");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!vm.statusProperty().get().startsWith("r2") && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(vm.statusProperty().get()).isEqualTo("r2 recorded: progress.md");
        assertThat(rereads.get()).isGreaterThanOrEqualTo(2);
        vm.recordingProperty().set(false);
        assertThat(vm.statusProperty().get()).isEqualTo("recording stopped");
        assertThat(open(dir).units()).extracting(u -> u.id().text()).containsExactly("r1", "r2");
    }

    @Test
    void aMemoryInAGitWorkTreeIsNotRecordedAndTheToggleTurnsBackOffSayingWhy() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("project"));
        repo.write("CLAUDE.md", "# P\n").commit("2026-03-01T10:00:00+00:00", "Ann", "one");
        RecordViewModel vm = new RecordViewModel(new InlineTaskRunner(), () -> { });
        vm.source(open(repo.top()));
        vm.recordingProperty().set(true);
        assertThat(vm.recordingProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).contains("git work tree");
    }

    @Test
    void noSourceOrOneThatKeepsItsOwnStatesCannotBeRecorded() {
        RecordViewModel vm = new RecordViewModel(new InlineTaskRunner(), () -> { });
        vm.source(null);
        assertThat(vm.availableProperty().get()).isFalse();
        vm.recordingProperty().set(true);
        assertThat(vm.recordingProperty().get()).isFalse();
    }
}
