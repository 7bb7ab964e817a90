package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.MemoryVersion;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEditing;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.model.MemorySource;

/**
 * What every source offering {@link SectionEditing} promises, run on a writable copy of a sample of its format where
 * no unit is running: planning writes nothing, a confirmed plan is written and journaled, an edit made on an older
 * version is a conflict that writes nothing, and Undo puts the file back byte for byte. Each provider of the facet has
 * a test that extends this.
 */
public abstract class SectionEditingContract {
    /** A source over a fresh writable copy of a sample (a new copy on each call is fine). */
    protected abstract MemorySource source() throws Exception;

    /** A section of the sample's memory to replace. */
    protected abstract String section();

    /** Two different values for {@link #section()}, in the format's value syntax. */
    protected abstract String value();

    protected abstract String otherValue();

    private static SectionEditor editor(MemorySource source) {
        return source.facet(SectionEditing.class).orElseThrow(() -> new AssertionError("no SectionEditing facet"))
                .open(Clock.systemUTC());
    }

    private EditPlan plan(SectionEditor editor, MemoryVersion on, String value) throws Exception {
        PlanResult result = editor.planning().plan(
                editor.planning().sectionRequest(on.state(), SectionOperation.REPLACE, section(), value), on);
        assertThat(result).as("a plan, not a refusal: %s", result).isInstanceOf(EditPlan.class);
        return (EditPlan) result;
    }

    @Test
    void planningReadsOnlyAndNamesTheSectionItChanges() throws Exception {
        SectionEditor editor = editor(source());
        MemoryVersion now = editor.readCurrent();
        byte[] before = Files.readAllBytes(now.path());

        EditPlan plan = plan(editor, now, value());

        assertThat(Files.readAllBytes(now.path())).isEqualTo(before);
        assertThat(plan.baseHash()).isEqualTo(now.hash());
        assertThat(plan.changedSections()).contains(section());
        assertThat(plan.decodedResult()).isNotEqualTo(plan.decodedBase());
    }

    @Test
    void aConfirmedPlanIsWrittenJournaledAndUndoneByteForByte() throws Exception {
        SectionEditor editor = editor(source());
        MemoryVersion now = editor.readCurrent();
        byte[] before = Files.readAllBytes(now.path());

        EditOutcome written = editor.apply(plan(editor, now, value()), true);

        assertThat(written).as(written.message()).isInstanceOf(EditOutcome.Applied.class);
        assertThat(editor.readCurrent().hash()).isEqualTo(((EditOutcome.Applied) written).hashAfter());
        assertThat(editor.journal().read().entries()).anySatisfy(line -> {
            assertThat(line.status()).isEqualTo(JournalEntry.Status.APPLIED);
            assertThat(line.sections()).contains(section());
        });

        PlanResult undo = editor.planUndo(false, null);
        assertThat(undo).as("an undo plan: %s", undo).isInstanceOf(EditPlan.class);
        EditOutcome undone = editor.apply((EditPlan) undo, true);

        assertThat(undone).as(undone.message()).isInstanceOf(EditOutcome.Applied.class);
        assertThat(Files.readAllBytes(now.path())).isEqualTo(before);
    }

    @Test
    void anEditMadeOnAnOlderVersionIsAConflictThatWritesNothing() throws Exception {
        SectionEditor editor = editor(source());
        MemoryVersion old = editor.readCurrent();
        EditPlan stale = plan(editor, old, value());
        assertThat(editor.apply(plan(editor, old, otherValue()), true)).isInstanceOf(EditOutcome.Applied.class);
        byte[] theirs = Files.readAllBytes(old.path());

        EditOutcome outcome = editor.apply(stale, true);

        assertThat(outcome).isInstanceOf(EditOutcome.Conflict.class);
        assertThat(((EditOutcome.Conflict) outcome).canReapply()).isTrue();
        assertThat(((EditOutcome.Conflict) outcome).reapplyOnTheirs()).isInstanceOf(EditPlan.class);
        assertThat(Files.readAllBytes(old.path())).isEqualTo(theirs);
    }
}
