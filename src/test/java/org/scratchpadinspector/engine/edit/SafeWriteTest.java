package org.scratchpadinspector.engine.edit;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.EditFixture;
import org.scratchpadinspector.testsupport.FaultyDisks;
import org.scratchpadinspector.testsupport.InPlaceWriter;

/**
 * The one safe write on real files, raced by a real in-place writer (Python's {@code open(path, 'w')}, as the
 * seed agent saves) stopped at each step of the write, on a file held open by a stalled writer, with a journal
 * that cannot be written and on a full file system.
 */
class SafeWriteTest {
    private static final String MINE = "{\"notes\": \"the operator's edit\"}\n";
    private static final String ORIGINAL = "{\"notes\": \"as the agent left it\"}\n";
    private static final String AGENT_SAVE = "{\"notes\": \"the agent's newest save\", \"turn\": 8}\n";

    @TempDir
    Path tmp;

    private Path memory() throws IOException {
        Path file = Files.createDirectories(tmp.resolve("memory")).resolve("state.json");
        Files.writeString(file, ORIGINAL);
        return file;
    }

    private static SafeWrite safeWrite(Path file) {
        Path inspector = file.getParent().resolve(".inspector");
        return new SafeWrite(new Journal(inspector.resolve(Journal.FILE_NAME)),
                new PreviousVersions(inspector.resolve("history")), EditFixture.CLOCK, SafeWrite.SETTLE,
                Duration.ofMillis(600));
    }

    private static SafeWrite.Request request(Path file, String text) throws IOException {
        String base = Hashes.sha256(Files.readAllBytes(file));
        return new SafeWrite.Request(file, base, text.getBytes(StandardCharsets.UTF_8),
                JournalEntry.of(EditFixture.CLOCK.instant(), JournalEntry.How.FILE, JournalEntry.Status.APPLIED,
                        "replace notes", List.of("notes")), PreviousVersions.hashLabel(base, "_state.json"),
                SafeWrite.Completeness.NOT_EMPTY);
    }

    private static List<String> temporaryFiles(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(AtomicWriter.TEMP_SUFFIX)).toList();
        }
    }

    private static Journal journalOf(Path file) {
        return new Journal(file.getParent().resolve(".inspector").resolve(Journal.FILE_NAME));
    }

    @Test
    void aWriteKeepsThePreviousVersionJournalsItsIntentBeforeItsVerdictAndLeavesNoTemporaryFile() throws Exception {
        Path file = memory();
        SafeWrite.Result result = safeWrite(file).write(request(file, MINE));

        SafeWrite.Written written = (SafeWrite.Written) result;
        assertThat(file).hasContent(MINE.strip());
        assertThat(written.previous()).hasContent(ORIGINAL.strip());
        assertThat(written.warning()).isNull();
        List<String> lines = Files.readAllLines(journalOf(file).path());
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).contains("\"status\":\"intended\"").contains("\"id\":\"" + written.line().id() + "\"");
        assertThat(lines.get(1)).contains("\"status\":\"applied\"").contains("\"file\":\"state.json\"");
        assertThat(journalOf(file).read().entries()).containsExactly(written.line());
        assertThat(journalOf(file).read().unfinished()).isEmpty();
        assertThat(temporaryFiles(tmp)).isEmpty();
    }

    @Test
    void anAgentSaveIntoTheFileBeingReplacedIsPutBackAndTheWriteIsAConflictNeverWritten() throws Exception {
        Path file = memory();
        SafeWrite write = safeWrite(file).withCheckpoint(step -> {
            if (step.equals("before rename")) {
                InPlaceWriter.save(file, AGENT_SAVE); // lands in the file that the rename is about to unlink
            }
        });

        SafeWrite.Result result = write.write(request(file, MINE));

        assertThat(result).isInstanceOf(SafeWrite.Raced.class);
        assertThat(result.message()).startsWith("conflict: state.json was saved by another writer (the agent)")
                .contains("its save was put back").endsWith("the edit was not applied");
        assertThat(file).hasContent(AGENT_SAVE.strip());
        assertThat(((SafeWrite.Raced) result).theirs()).isEqualTo(AGENT_SAVE.getBytes(StandardCharsets.UTF_8));
        Journal.Contents journal = journalOf(file).read();
        assertThat(journal.unfinished()).isEmpty();
        assertThat(journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(JournalEntry.Status.REJECTED);
            assertThat(e.isWrite()).isFalse();
            assertThat(e.message()).startsWith("conflict: state.json was saved by the agent");
        });
        assertThat(temporaryFiles(tmp)).isEmpty();
    }

    @Test
    void anAgentSaveBeforeTheRenameStopsTheWriteThereAndNothingIsWritten() throws Exception {
        Path file = memory();
        SafeWrite write = safeWrite(file).withCheckpoint(step -> {
            if (step.equals("temp written")) {
                InPlaceWriter.save(file, AGENT_SAVE);
            }
        });

        SafeWrite.Result result = write.write(request(file, MINE));

        assertThat(result).isInstanceOfSatisfying(SafeWrite.Changed.class, c -> {
            assertThat(c.duringWrite()).isTrue();
            assertThat(c.current()).isEqualTo(AGENT_SAVE.getBytes(StandardCharsets.UTF_8));
        });
        assertThat(result.message()).isEqualTo("state.json changed while the edit was being written: nothing was written");
        assertThat(file).hasContent(AGENT_SAVE.strip());
        assertThat(journalOf(file).read().entries()).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.REJECTED));
        assertThat(temporaryFiles(tmp)).isEmpty();
    }

    @Test
    void aSecondSaveIntoTheNewFileIsTheAgentsNewestAndStaysInPlace() throws Exception {
        Path file = memory();
        String newest = "{\"notes\": \"the save after that\", \"turn\": 9}\n";
        SafeWrite write = safeWrite(file).withCheckpoint(step -> {
            if (step.equals("before rename")) {
                InPlaceWriter.save(file, AGENT_SAVE);
            } else if (step.equals("renamed")) {
                InPlaceWriter.save(file, newest); // into the file just put in place
            }
        });

        SafeWrite.Result result = write.write(request(file, MINE));

        assertThat(result).isInstanceOf(SafeWrite.Raced.class);
        assertThat(file).hasContent(newest.strip());
        assertThat(temporaryFiles(tmp)).isEmpty();
    }

    @Test
    void anEmptyFileIsNoBaseAndNothingIsWrittenOrCreated() throws Exception {
        Path file = memory();
        Files.write(file, new byte[0]);

        SafeWrite.Result result = safeWrite(file).write(request(file, MINE));

        assertThat(result).isInstanceOf(SafeWrite.Incomplete.class);
        assertThat(result.message()).isEqualTo("state.json is empty or being written: nothing was written");
        assertThat(file).isEmptyFile();
        assertThat(file.getParent().resolve(".inspector")).doesNotExist();
    }

    @Test
    void aFileHeldOpenByAStalledWriterIsBeingWrittenEvenWhenItsPrefixParses() throws Exception {
        Path file = memory();
        byte[] whole = "{\"notes\": \"a long save\"}\n".getBytes(StandardCharsets.UTF_8);
        Process writer = InPlaceWriter.stall(file, Arrays.copyOf(whole, 10), 60);
        try {
            SafeWrite.Result result = safeWrite(file).write(request(file, MINE));

            assertThat(result).isInstanceOf(SafeWrite.Incomplete.class);
            assertThat(result.message()).startsWith("state.json is empty or being written: nothing was written (")
                    .contains("process " + writer.pid() + " has it open for writing");
            assertThat(Files.readAllBytes(file)).isEqualTo(Arrays.copyOf(whole, 10));
            assertThat(file.getParent().resolve(".inspector")).doesNotExist();
        } finally {
            writer.destroyForcibly().waitFor();
        }
    }

    @Test
    void aJournalThatCannotBeWrittenMeansNoWriteAndARetryJournalsItOnce() throws Exception {
        Path file = memory();
        Path journal = journalOf(file).path();
        Files.createDirectories(journal); // a journal that is a folder cannot take a line

        assertThatThrownBy(() -> safeWrite(file).write(request(file, MINE)))
                .isInstanceOfSatisfying(WriteFailure.class, f -> assertThat(f.nothingWritten()).isTrue())
                .hasMessageStartingWith("cannot write the journal .inspector/journal.jsonl (")
                .hasMessageEndingWith("): nothing was written to state.json");
        assertThat(file).hasContent(ORIGINAL.strip());
        assertThat(new PreviousVersions(file.getParent().resolve(".inspector/history")).entries()).isEmpty();
        assertThat(temporaryFiles(tmp)).isEmpty();

        Files.delete(journal);
        assertThat(safeWrite(file).write(request(file, MINE))).isInstanceOf(SafeWrite.Written.class);
        assertThat(Files.readAllLines(journal)).hasSize(2);
        assertThat(journalOf(file).read().entries()).hasSize(1);
    }

    @Test
    void aReadOnlyInspectorFolderMeansNoWrite() throws Exception {
        Path file = memory();
        Path inspector = Files.createDirectories(file.getParent().resolve(".inspector/history"));
        try (AutoCloseable locked = FaultyDisks.readOnly(inspector.getParent())) {
            assertThatThrownBy(() -> safeWrite(file).write(request(file, MINE)))
                    .isInstanceOfSatisfying(WriteFailure.class, f -> assertThat(f.nothingWritten()).isTrue())
                    .hasMessageContaining("state.json").hasMessageContaining("nothing was written");
            assertThat(file).hasContent(ORIGINAL.strip());
        }
        assertThat(temporaryFiles(tmp)).isEmpty();
        assertThat(journalOf(file).path()).doesNotExist();
    }

    @Test
    void aFullDiskNamesTheFileAndSaysNothingWasWritten() throws Exception {
        try (FaultyDisks.Mount disk = FaultyDisks.tmpfs(tmp.resolve("small"), "256k")) {
            Path file = disk.dir().resolve("state.json");
            String big = "{\"notes\": \"" + "x".repeat(40_000) + "\"}\n";
            Files.writeString(file, big);
            String mine = "{\"notes\": \"" + "y".repeat(40_000) + "\"}\n";
            // room for the previous version and the journal's intent, not for the new file beside them
            FaultyDisks.fill(disk.dir(), 40_960 + 8_192 + 4_096);

            assertThatThrownBy(() -> safeWrite(file).write(request(file, mine)))
                    .isInstanceOfSatisfying(WriteFailure.class, f -> assertThat(f.nothingWritten()).isTrue())
                    .hasMessageContaining("state.json").hasMessageContaining("No space left on device")
                    .hasMessageEndingWith("nothing was written" + (/* the journal step names the file after */ ""))
                    .satisfies(f -> assertThat(f.getMessage()).doesNotStartWith("No space"));
            assertThat(file).hasContent(big.strip());
            assertThat(temporaryFiles(disk.dir())).isEmpty();
            assertThat(journalOf(file).read().unfinished()).isEmpty();
        }
    }

    @Test
    void aFullDiskAtTheNewFileIsSaidAsSuchAndJournaledAsNotWritten() throws Exception {
        try (FaultyDisks.Mount disk = FaultyDisks.tmpfs(tmp.resolve("small"), "256k")) {
            Path file = disk.dir().resolve("state.json");
            Files.writeString(file, "{\"notes\": \"" + "x".repeat(40_000) + "\"}\n");
            String mine = "{\"notes\": \"" + "y".repeat(60_000) + "\"}\n";
            Path inspector = Files.createDirectories(disk.dir().resolve(".inspector/history"));
            Files.writeString(inspector.getParent().resolve(Journal.FILE_NAME), "");
            AtomicBoolean full = new AtomicBoolean();
            SafeWrite write = safeWrite(file).withCheckpoint(step -> {
                if (step.equals("intended")) {
                    FaultyDisks.fill(disk.dir(), 8_192); // the disk fills up between the intent and the new file
                    full.set(true);
                }
            });

            assertThatThrownBy(() -> write.write(request(file, mine)))
                    .isInstanceOf(WriteFailure.class)
                    .hasMessage("cannot write state.json (No space left on device): nothing was written");
            assertThat(full).isTrue();
            assertThat(Files.readString(file)).startsWith("{\"notes\": \"xxx");
            assertThat(temporaryFiles(disk.dir())).isEmpty();
            Journal.Contents journal = journalOf(file).read();
            assertThat(journal.unfinished()).isEmpty();
            assertThat(journal.entries()).singleElement().satisfies(e -> {
                assertThat(e.status()).isEqualTo(JournalEntry.Status.REJECTED);
                assertThat(e.message()).isEqualTo("cannot write state.json (No space left on device): nothing was written");
            });
        }
    }
}
