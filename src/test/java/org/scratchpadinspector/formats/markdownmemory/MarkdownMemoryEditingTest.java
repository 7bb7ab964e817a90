package org.scratchpadinspector.formats.markdownmemory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.engine.history.RecordingRepository;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.GitRepo;

/** Section and entry edits, restore and fork, written through the source's safe write. */
class MarkdownMemoryEditingTest {
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

    private static MarkdownMemorySource open(Path dir) throws Exception {
        var d = Formats.registry().detect(dir);
        return (MarkdownMemorySource) d.provider().open(d.recognition(), SourceOptions.NOW, Cancellation.NONE);
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    private Path autoMemory() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("home/.claude/projects/-p/memory"));
        Files.writeString(dir.resolve("MEMORY.md"), "# Memory\n\n- [Role](role.md) — engineer\n\n# Todo\n\n- tests\n");
        return dir;
    }

    @Test
    void aSectionEditIsWrittenRecordedAsTheInspectorsAndJournaledOutsideTheAgentsDirectory() throws Exception {
        Path dir = autoMemory();
        MarkdownMemorySource source = open(dir);
        assertThat(source.units()).extracting(u -> u.id().text()).containsExactly("worktree");
        EditPreview preview = source.preview(null, MemoryEdits.APPEND, Map.of("section", "MEMORY.md#Todo", "text", "- docs"));
        assertThat(preview.newText()).endsWith("# Todo\n\n- tests\n- docs\n");
        String said = source.apply(preview);
        assertThat(said).contains("recorded as r2 by inspector");
        assertThat(Files.readString(dir.resolve("MEMORY.md"))).endsWith("- tests\n- docs\n");
        assertThat(names(dir)).containsExactly("MEMORY.md");
        List<Unit> units = open(dir).units();
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r1", "r2");
        assertThat(units.get(1).fields()).containsEntry("author", "inspector")
                .containsEntry("sections_changed", List.of("MEMORY.md#Todo"));
        assertThat(Files.readString(InspectorData.journalOf(dir))).contains("append-section MEMORY.md#Todo");
    }

    @Test
    void anEditOnAFileChangedSincePreviewWritesNothing() throws Exception {
        Path dir = autoMemory();
        MarkdownMemorySource source = open(dir);
        EditPreview preview = source.preview(null, MemoryEdits.CLEAR, Map.of("section", "MEMORY.md#Todo"));
        Files.writeString(dir.resolve("MEMORY.md"), "# Memory\n\nthe agent wrote this\n");
        assertThatThrownBy(() -> source.apply(preview)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("changed since the preview");
        assertThat(Files.readString(dir.resolve("MEMORY.md"))).isEqualTo("# Memory\n\nthe agent wrote this\n");
        assertThatThrownBy(() -> source.preview(null, MemoryEdits.CLEAR, Map.of("section", "../etc/passwd#x")))
                .hasMessageContaining("not a memory file");
    }

    @Test
    void editingAMemoryInGitCommitsNothingThereAndKeepsTheReplacedFileInTheRecording() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("project"));
        repo.write("CLAUDE.md", "# Project\n\nold\n").commit("2026-03-01T10:00:00+00:00", "Ann", "add");
        String log = repo.git("log", "--oneline");
        MarkdownMemorySource source = open(repo.top());
        source.apply(source.preview(null, MemoryEdits.REPLACE, Map.of("section", "CLAUDE.md#Project", "text", "new")));
        assertThat(repo.git("log", "--oneline")).isEqualTo(log);
        assertThat(names(repo.top()).stream().filter(n -> !n.startsWith(".git/")).toList()).containsExactly("CLAUDE.md");
        List<Unit> units = open(repo.top()).units();
        assertThat(units.get(units.size() - 1).id().text()).isEqualTo("worktree");
        try (RecordingRepository recording = RecordingRepository.open(repo.top()).orElseThrow()) {
            assertThat(recording.repository().resolve(RecordingRepository.KEPT)).isNotNull();
            assertThat(recording.repository().resolve(RecordingRepository.BRANCH)).isNull();
        }
    }

    @Test
    void hermesEntriesAreAddedAndRemovedAndTheCapIsKept() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(".hermes/memories"));
        Files.writeString(dir.resolve("MEMORY.md"), "one\n§\ntwo");
        MarkdownMemorySource source = open(tmp.resolve(".hermes"));
        assertThat(source.actions(null)).extracting(a -> a.name()).contains(MemoryEdits.ADD_ENTRY, MemoryEdits.REMOVE_ENTRY);
        source.apply(source.preview(null, MemoryEdits.ADD_ENTRY, Map.of("file", "MEMORY.md", "text", "three")));
        source.apply(source.preview(null, MemoryEdits.REMOVE_ENTRY, Map.of("entry", "MEMORY.md#§0")));
        assertThat(Files.readString(dir.resolve("MEMORY.md"))).isEqualTo("two\n§\nthree");
        assertThatThrownBy(() -> source.preview(null, MemoryEdits.ADD_ENTRY, Map.of("file", "MEMORY.md", "text", "x".repeat(2300))))
                .hasMessageContaining("over its cap of 2,200");
        assertThatThrownBy(() -> source.preview(null, MemoryEdits.REPLACE, Map.of("section", "MEMORY.md#", "text", "x")))
                .hasMessageContaining("entries");
        assertThat(open(tmp.resolve(".hermes")).units()).last().satisfies(u ->
                assertThat(u.fields().get("sections_changed")).isEqualTo(List.of("MEMORY.md#§0")));
    }

    @Test
    void restoringAVersionPutsEveryFileBackAndForkingStartsANewMemoryWithTheHistoryBeforeIt() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("bank"));
        String first = repo.write("memory-bank/progress.md", "# Progress\n\nnothing yet\n")
                .commit("2026-03-01T10:00:00+00:00", "Cline", "one");
        String second = repo.write("memory-bank/progress.md", "# Progress\n\n- sync works\n")
                .write("memory-bank/extra.md", "# Extra\n").commit("2026-03-02T10:00:00+00:00", "Cline", "two");
        MarkdownMemorySource source = open(repo.top());
        var unit = source.find(first).orElseThrow();
        EditPreview restore = source.restore(new HistoryPoint(unit, MemoryState.NAME, first, HistoryPoint.Origin.START, null, null));
        assertThat(restore.newText()).contains("nothing yet").doesNotContain("Extra");
        source.apply(restore);
        assertThat(Files.readString(repo.top().resolve("memory-bank/progress.md"))).contains("nothing yet");
        assertThat(repo.top().resolve("memory-bank/extra.md")).doesNotExist();

        Path fork = tmp.resolve("fork");
        String said = source.fork(source.find(second).orElseThrow(), fork);
        assertThat(said).contains("1 version");
        assertThat(Files.readString(fork.resolve("progress.md"))).contains("nothing yet");
        MemorySource forked = open(fork);
        assertThat(forked.units()).extracting(u -> u.id().text()).containsExactly("r1");
        assertThat(forked.units().get(0).fields()).containsEntry("author", "Cline")
                .containsEntry("time", "2026-03-01T10:00:00+00:00");
        assertThatThrownBy(() -> source.fork(source.find(second).orElseThrow(), fork)).hasMessageContaining("not an empty directory");
    }
}
