package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditQueue;

import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.engine.edit.JournalEntry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal read as one row per edit, with its final verdict; and which lost edits still stand. */
class JournalEditsTest {
    static final String RUNNING = QueueAndLostEditTest.RUNNING;

    @TempDir
    Path tmp;

    /** An append to goals that the racing cycle RUNNING overwrote (its wake read active.yaml just before). */
    static EditOutcome.Applied loseAnEdit(EditFixture fx, MemoryEditor editor) throws Exception {
        String read = fx.activeText();
        EditOutcome.Applied edit = applied(editor.apply(
                plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "Hand goal"))), false));
        Instant written = edit.journalEntry().writtenAt();
        fx.touch("20260401_102137_after.yaml", written.minus(Duration.ofMinutes(5)));
        fx.write(RUNNING + "_before.yaml", read);
        QueueAndLostEditTest.agentEndsCycle(fx, RUNNING, "agent");
        fx.touch(RUNNING + "_after.yaml", written.plusSeconds(30));
        return edit;
    }

    @Test
    void aWriteMarkedLostLaterIsOneRowWhoseVerdictIsLostNamingTheOverwritingCycle() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        EditOutcome.Applied edit = loseAnEdit(fx, editor);
        assertThat(LostEditDetector.detectAndMark(editor)).hasSize(1);

        List<JournalEntry> lines = editor.journal().read().entries();
        assertThat(lines).hasSize(2);
        List<JournalEdit> edits = JournalEdits.fold(lines, LostEditDetector.detect(editor.location(), lines));

        assertThat(edits).singleElement().satisfies(e -> {
            assertThat(e.id()).isEqualTo(edit.journalEntry().id());
            assertThat(e.status()).isEqualTo(JournalEntry.Status.LOST);
            assertThat(e.cycle()).isEqualTo(RUNNING);
            assertThat(e.lines()).hasSize(2);
            assertThat(e.lossMessage()).startsWith("LOST EDIT: append goals").contains("cycle " + RUNNING);
        });
    }

    @Test
    void aLossFoundNowButNotJournaledSetsTheVerdictOfItsRow() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        loseAnEdit(fx, editor);
        List<JournalEntry> lines = editor.journal().read().entries();

        List<JournalEdit> edits = JournalEdits.fold(lines, LostEditDetector.detect(editor.location(), lines));

        assertThat(edits).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(JournalEntry.Status.LOST);
            assertThat(e.cycle()).isEqualTo(RUNNING);
            assertThat(e.lostSections()).containsExactly("goals");
        });
        assertThat(LostEditDetector.standingLost(editor)).hasSize(1);
    }

    @Test
    void twoChecksAtOnceMarkALossOnce() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        loseAnEdit(fx, editor);
        Thread other = new Thread(() -> {
            try {
                LostEditDetector.detectAndMark(editor);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        other.start();
        LostEditDetector.detectAndMark(editor);
        other.join(20_000);

        assertThat(editor.journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);
    }

    @Test
    void aQueuedEditWrittenWhenTheCycleEndedIsOneRowApplied() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();
        EditQueue queue = new EditQueue(editor);
        queue.enqueue(plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "current_task", "Hand"))), false);
        QueueAndLostEditTest.agentEndsCycle(fx, RUNNING, "agent");
        queue.applyPending();

        List<JournalEdit> edits = JournalEdits.fold(editor.journal().read().entries(), List.of());

        assertThat(edits).singleElement().satisfies(e -> {
            assertThat(e.first().how()).isEqualTo(JournalEntry.How.QUEUED);
            assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED);
            assertThat(e.effect().hashAfter()).hasSize(64);
        });
    }

    @Test
    void anUndoIsARowOfItsOwnAndLeavesTheEditItUndoesApplied() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "x"))), false));
        applied(editor.undo(false));

        List<JournalEdit> edits = JournalEdits.fold(editor.journal().read().entries(), List.of());

        assertThat(edits).extracting(e -> e.first().operation(), JournalEdit::status).containsExactly(
                org.assertj.core.groups.Tuple.tuple("append goals", JournalEntry.Status.APPLIED),
                org.assertj.core.groups.Tuple.tuple("undo append goals", JournalEntry.Status.UNDONE));
    }

    @Test
    void aLostEditWrittenAgainLaterNoLongerStands() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        loseAnEdit(fx, editor);
        LostEditDetector.detectAndMark(editor);
        assertThat(LostEditDetector.standingLost(editor)).hasSize(1);

        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "Hand goal"))), false));

        assertThat(LostEditDetector.standingLost(editor)).isEmpty();
    }

    @Test
    void aJournalWrittenBeforeTheseFieldsExistedStillReads() throws Exception {
        Path file = tmp.resolve("journal.jsonl");
        Files.writeString(file, """
                {"id":"a1","time":"2026-04-02T09:00:00Z","how":"file","status":"applied","operation":"append goals","sections":["goals"],"cycle":"20260401_102137","hash_before":"00","hash_after":"11","expect":{"goals":"ff"}}
                {"id":"a2","time":"2026-04-02T09:10:00Z","how":"file","status":"lost","operation":"append goals","sections":["goals"],"ref":"a1","cycle":"20260401_102637","next_cycle":"20260401_102637","message":"LOST EDIT: append goals"}
                """, StandardCharsets.UTF_8);

        Journal.Contents contents = new Journal(file).read();

        assertThat(contents.damagedLines()).isZero();
        assertThat(contents.entries().get(0).value()).isNull();
        assertThat(JournalEdits.fold(contents.entries(), List.of())).singleElement()
                .satisfies(e -> assertThat(e.cycle()).isEqualTo("20260401_102637"));
    }
}
