package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.WriteRecovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The next command settles a write that was stopped between its intent and its verdict by what the file holds,
 * says so in one line, and removes what the stopped writer left; a writer that is still running is left alone.
 */
class WriteRecoveryTest {
    @TempDir
    Path tmp;

    /** Thrown at a step of the write: the writer stops there as if it were killed (its finally blocks aside). */
    private static final class Stopped extends RuntimeException {
    }

    private static MemoryEditor stoppedAt(EditFixture fx, String step) {
        return fx.editor().checkpoints(reached -> {
            if (reached.equals(step)) {
                throw new Stopped();
            }
        });
    }

    private static EditPlan appendGoal(MemoryEditor editor, String goal) throws Exception {
        return EditFixture.plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", goal)));
    }

    private List<String> recover(EditFixture fx) {
        return new WriteRecovery(Clock.systemUTC()).recoverUnder(fx.root, List.of());
    }

    @Test
    void aWriteStoppedAfterTheRenameIsJournaledAsWrittenAndUndoTakesItBack() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        byte[] original = Files.readAllBytes(fx.active);
        MemoryEditor editor = stoppedAt(fx, "renamed");
        assertThatThrownBy(() -> editor.apply(appendGoal(editor, "Tag 1.4.1"), false)).isInstanceOf(Stopped.class);
        assertThat(fx.activeText()).contains("Tag 1.4.1");
        assertThat(editor.journal().read().entries()).isEmpty();
        assertThat(editor.journal().read().unfinished()).hasSize(1);

        List<String> said = recover(fx);

        assertThat(said).singleElement().asString()
                .startsWith("an edit of active.yaml at 2026-04-02T09:00:00Z (append goals) was interrupted: ")
                .endsWith("the file holds the new version; journaled as applied");
        Journal.Contents journal = editor.journal().read();
        assertThat(journal.unfinished()).isEmpty();
        assertThat(journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED);
            assertThat(e.isWrite()).isTrue();
            assertThat(e.writtenAt()).isNotNull();
            assertThat(e.message()).startsWith("recovered:");
        });
        assertThat(recover(fx)).isEmpty();
        EditFixture.applied(fx.editor().undo(false));
        assertThat(fx.active).hasBinaryContent(original);
    }

    @Test
    void aWriteStoppedBeforeTheRenameIsJournaledAsNotWrittenAndUndoDoesNotTakeIt() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        EditFixture.applied(fx.editor().apply(appendGoal(fx.editor(), "first"), false));
        String afterFirst = fx.activeText();
        MemoryEditor editor = stoppedAt(fx, "temp written");
        assertThatThrownBy(() -> editor.apply(appendGoal(editor, "second"), false)).isInstanceOf(Stopped.class);

        assertThat(recover(fx)).singleElement().asString()
                .endsWith("the file holds the old version, nothing was written; journaled as not written");
        assertThat(fx.activeText()).isEqualTo(afterFirst);
        EditOutcome.Applied undone = EditFixture.applied(fx.editor().undo(false));
        assertThat(undone.operation()).isEqualTo("undo append goals");
        assertThat(fx.activeText()).doesNotContain("first");
    }

    @Test
    void aFileChangedSinceTheStoppedWriteIsSaidToHoldNeitherVersion() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = stoppedAt(fx, "renamed");
        assertThatThrownBy(() -> editor.apply(appendGoal(editor, "mine"), false)).isInstanceOf(Stopped.class);
        Files.writeString(fx.active, "goals: []\nnotes: the agent's\n");

        assertThat(recover(fx)).singleElement().asString()
                .endsWith("the file holds neither version (it changed since); journaled as interrupted");
        assertThat(editor.journal().read().entries()).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.REJECTED));
    }

    @Test
    void theTemporaryFilesOfADeadWriterAreRemovedWithALineAndALiveWritersIntentIsLeftAlone() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        Process dead = new ProcessBuilder("true").start();
        dead.waitFor(1, TimeUnit.MINUTES);
        Process alive = new ProcessBuilder("sleep", "60").start();
        try {
            Journal journal = fx.editor().journal();
            String hash = Hashes.sha256(Files.readAllBytes(fx.active));
            JournalEntry live = JournalEntry.of(EditFixture.CLOCK.instant(), JournalEntry.How.FILE,
                    JournalEntry.Status.APPLIED, "append notes", List.of("notes")).withHashes(hash, "f".repeat(64))
                    .withFile("active.yaml");
            journal.appendIntent(live, alive.pid(), ".active.yaml." + alive.pid() + "-" + live.id() + ".inspector-tmp");
            Path deadTemp = Files.createDirectories(fx.dir.resolve(".inspector/history"))
                    .resolve(".x.yaml." + dead.pid() + "-abc.inspector-tmp");
            Files.writeString(deadTemp, "half a copy");
            Path liveTemp = fx.dir.resolve(".active.yaml." + alive.pid() + "-" + live.id() + ".inspector-tmp");
            Files.writeString(liveTemp, "being written");

            assertThat(recover(fx)).containsExactly("removed " + deadTemp.getFileName()
                    + ", the temporary file left by a writer that is no longer running");
            assertThat(deadTemp).doesNotExist();
            assertThat(liveTemp).exists();
            assertThat(journal.read().unfinished()).hasSize(1);
        } finally {
            alive.destroyForcibly().waitFor();
        }
    }
}
