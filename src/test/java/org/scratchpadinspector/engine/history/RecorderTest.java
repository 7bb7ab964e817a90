package org.scratchpadinspector.engine.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class RecorderTest {
    private static final MemoryFiles MARKDOWN = path -> path.endsWith(".md");

    @TempDir
    Path tmp;
    private String previous;

    @BeforeEach
    void ownDataFolder() {
        previous = System.getProperty(InspectorData.PROPERTY);
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data").toString());
    }

    @AfterEach
    void restore() {
        if (previous == null) {
            System.clearProperty(InspectorData.PROPERTY);
        } else {
            System.setProperty(InspectorData.PROPERTY, previous);
        }
    }

    private static final class Seen implements Recorder.Listener {
        final List<String> ids = new CopyOnWriteArrayList<>();
        final List<String> troubles = new CopyOnWriteArrayList<>();

        @Override
        public void recorded(String id, List<String> files, boolean gap) {
            ids.add(id + (gap ? " gap" : "") + " " + files);
        }

        @Override
        public void trouble(String message) {
            troubles.add(message);
        }

        void awaitCount(int n) throws InterruptedException {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (ids.size() < n && System.nanoTime() < until) {
                Thread.sleep(20);
            }
        }
    }

    @Test
    void everySettledChangeBecomesTheNextVersionAndNothingIsWrittenBesideTheAgent() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("memory"));
        Files.writeString(dir.resolve("MEMORY.md"), "# Notes\n");
        Seen seen = new Seen();
        try (Recorder recorder = Recorder.start(dir, MARKDOWN, seen, Duration.ofMillis(50), Duration.ofMillis(300))) {
            Files.writeString(dir.resolve("MEMORY.md"), "# Notes\n\n- one\n");
            seen.awaitCount(2);
            Files.writeString(dir.resolve("topic.md"), "x\n");
            Files.writeString(dir.resolve("MEMORY.md.lock"), "");
            seen.awaitCount(3);
        }
        assertThat(seen.ids).containsExactly("r1 [MEMORY.md]", "r2 [MEMORY.md]", "r3 [topic.md]");
        assertThat(seen.troubles).isEmpty();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("MEMORY.md", "MEMORY.md.lock", "topic.md");
        }
        try (RecordingRepository recording = RecordingRepository.open(dir).orElseThrow()) {
            List<LoggedVersion> versions = recording.history().versions(p -> true, Cancellation.NONE);
            assertThat(versions).extracting(LoggedVersion::id).containsExactly("r1", "r2", "r3");
            assertThat(versions).extracting(LoggedVersion::author).containsOnly(Recorder.UNKNOWN);
            assertThat(recording.newest()).containsOnlyKeys("MEMORY.md", "topic.md");
            assertThat(recording.location()).startsWith(tmp.resolve("data"));
            assertThat(Files.readString(recording.location().resolve("description")).strip())
                    .isEqualTo(dir.toRealPath().toString());
        }
    }

    @Test
    void startedAgainItRecordsWhatChangedMeanwhileAsOneVersionFlaggedGap() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("memory"));
        Files.writeString(dir.resolve("MEMORY.md"), "one\n");
        Seen seen = new Seen();
        Recorder.start(dir, MARKDOWN, seen).close();
        Files.writeString(dir.resolve("MEMORY.md"), "two\n");
        Files.writeString(dir.resolve("MEMORY.md"), "three\n");
        Recorder.start(dir, MARKDOWN, seen).close();
        Recorder.start(dir, MARKDOWN, seen).close();
        assertThat(seen.ids).containsExactly("r1 [MEMORY.md]", "r2 gap [MEMORY.md]");
        try (RecordingRepository recording = RecordingRepository.open(dir).orElseThrow()) {
            List<LoggedVersion> versions = recording.history().versions(p -> true, Cancellation.NONE);
            assertThat(versions.get(1).flags()).containsExactly(Recorder.GAP);
            assertThat(versions.get(1).message()).startsWith("changed while recording was off");
        }
    }

    @Test
    void theInspectorsOwnDataFolderAndAMissingDirectoryAreRefusedInOneLine() throws Exception {
        Path inside = Files.createDirectories(tmp.resolve("data/history/x"));
        assertThatThrownBy(() -> Recorder.start(inside, MARKDOWN, new Seen())).hasMessageContaining("data folder");
        assertThatThrownBy(() -> Recorder.start(tmp.resolve("nope"), MARKDOWN, new Seen())).hasMessageContaining("does not exist");
    }

    @Test
    void aRecordingNumbersItsVersionsAndSkipsFilesItHoldsAlready() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("m"));
        try (RecordingRepository recording = RecordingRepository.openOrCreate(dir)) {
            assertThat(recording.record(Map.of(), "unknown", "nothing yet", List.of(), Instant.now())).isEmpty();
            assertThat(recording.record(Map.of("a.md", "1".getBytes()), "unknown", "first", List.of(), Instant.now())).contains("r1");
            assertThat(recording.record(Map.of("a.md", "1".getBytes()), "unknown", "same", List.of(), Instant.now())).isEmpty();
            assertThat(recording.record(Map.of("a/b.md", "2".getBytes()), "inspector", "nested", List.of("gap"),
                    Instant.parse("2026-03-01T10:00:00Z"))).contains("r2");
            LoggedVersion second = recording.history().versions(p -> true, Cancellation.NONE).get(1);
            assertThat(second.time()).isEqualTo("2026-03-01T10:00:00+00:00");
            assertThat(second.author()).isEqualTo("inspector");
            assertThat(second.message()).isEqualTo("nested");
            assertThat(second.changes()).extracting(FileChange::path).containsExactly("a.md", "a/b.md");
        }
    }
}
