package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.JournalEntry;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rule 4 with the sign-of-life rule: which cycle holds a write back, and the operator's word that the agent is stopped. */
class AgentStoppedEditTest {
    static final String NEXT = "20260401_102637";

    @TempDir
    java.nio.file.Path tmp;

    private EditPlan appendNote(MemoryEditor editor, String text) throws Exception {
        return EditFixture.plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "'" + text + "'")));
    }

    @Test
    void aPlainEditIsWrittenBehindACycleWithNoSignOfLifeForTwoDays() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(NEXT + "_before.yaml", fx.activeText());
        fx.touch(NEXT + "_before.yaml", Instant.now().minus(Duration.ofDays(2)));
        MemoryEditor editor = fx.editor();

        EditOutcome outcome = editor.apply(appendNote(editor, "after the crash"), false);

        EditOutcome.Applied applied = EditFixture.applied(outcome);
        assertThat(fx.activeText()).contains("after the crash");
        assertThat(applied.journalEntry().agentStopped()).isFalse();
        assertThat(applied.journalEntry().cycle()).isEqualTo(NEXT);
        assertThat(applied.journalEntry().cycleRunning()).isFalse();
    }

    @Test
    void aPlainEditIsRefusedBehindAFreshCycleAndNothingIsWritten() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(NEXT + "_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();
        var before = fx.tree();

        EditOutcome outcome = editor.apply(appendNote(editor, "too early"), false);

        assertThat(outcome).isInstanceOf(EditOutcome.CycleRunning.class);
        assertThat(fx.tree()).isEqualTo(before);
    }

    @Test
    void theOperatorsWordThatTheAgentIsStoppedWritesAndIsJournaled() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(NEXT + "_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();

        EditOutcome.Applied applied = EditFixture.applied(editor.applyAgentStopped(appendNote(editor, "stopped"), false));

        assertThat(fx.activeText()).contains("stopped");
        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).hasSize(1);
        JournalEntry line = journal.get(0);
        assertThat(line.id()).isEqualTo(applied.journalEntry().id());
        assertThat(line.agentStopped()).isTrue();
        assertThat(line.cycle()).isEqualTo(NEXT);
        assertThat(line.cycleRunning()).isTrue();
        assertThat(line.message()).contains("agent is stopped").contains("cycle " + NEXT + " looked running");
        assertThat(Files.readString(fx.dir.resolve(".inspector/journal.jsonl"))).contains("\"agent_stopped\":true");
    }

    @Test
    void undoWithTheAgentStoppedPutsTheVersionBackBehindAFreshCycle() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        String original = fx.activeText();
        MemoryEditor editor = fx.editor();
        EditFixture.applied(editor.apply(appendNote(editor, "to undo"), false));
        fx.write(NEXT + "_before.yaml", fx.activeText());

        assertThat(editor.undo(false)).isInstanceOf(EditOutcome.CycleRunning.class);
        EditOutcome.Applied undone = EditFixture.applied(editor.undo(false, true));

        assertThat(fx.activeText()).isEqualTo(original);
        assertThat(undone.journalEntry().agentStopped()).isTrue();
    }
}
