package org.scratchpadinspector.ui.edit;

import org.scratchpadinspector.agent.inject.JournaledInjector;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditQueue;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SectionEditor;

/**
 * The rules of the edit paths that need no toolkit: which path an edit takes, the blocking work of the file
 * path (write now, or hold behind a running cycle or command step), and the rows that tell the operator
 * where each edit went. Pure apart from the editor's own file work.
 */
final class EditPaths {
    /** The path of one edit. */
    enum Route { INJECT, FILE }

    private EditPaths() {
    }

    /** Section edits made on the agent's state go to an attached, ready agent; everything else to the file. */
    static Route route(EditPlan plan, EditBase base, boolean injectionReady) {
        return plan.request() instanceof EditRequest.Section && base.fromAgent() && injectionReady
                ? Route.INJECT : Route.FILE;
    }

    static JournalEntry.How how(EditMode mode) {
        return mode == EditMode.COMMAND ? JournalEntry.How.COMMAND : JournalEntry.How.FILE;
    }

    static boolean needsConfirmationFirst(EditPlan plan, boolean confirmTypeChange) {
        return plan.needsConfirmation() && !confirmTypeChange;
    }

    /**
     * Off the UI thread: writes {@code plan} now, or holds it in {@code queue} when a command step runs
     * ({@code stepRunning}) or the editor finds a cycle running.
     */
    static Submission writeOrHold(SectionEditor editor, EditQueue queue, EditPlan plan, boolean confirmTypeChange,
                                  JournalEntry.How how, boolean stepRunning) throws Exception {
        EditOutcome outcome = stepRunning ? null : editor.apply(plan, confirmTypeChange, how);
        if (stepRunning || outcome instanceof EditOutcome.CycleRunning) {
            if (needsConfirmationFirst(plan, confirmTypeChange)) {
                return new Submission.NotWritten(new EditOutcome.NeedsConfirmation(plan));
            }
            String cycle = outcome instanceof EditOutcome.CycleRunning running ? running.cycle() : null;
            return new Submission.Queued(queue.enqueue(plan, confirmTypeChange), cycle);
        }
        return written(outcome);
    }

    static Submission written(EditOutcome outcome) {
        return outcome instanceof EditOutcome.Applied applied ? new Submission.Written(applied)
                : new Submission.NotWritten(outcome);
    }

    static Submission.NotWritten failed(String text) {
        return new Submission.NotWritten(new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID, text, null, null));
    }

    static EditRow injectedRow(JournaledInjector.Sent sent) {
        return new EditRow(sent.queued().id(), "injected", sent.edit().describe(), "queued",
                "sent as " + sent.injectionId() + ", waiting for the agent's next safe point", true);
    }

    static EditRow writtenRow(Submission.Written written, JournalEntry.How how, EditPlan plan) {
        return new EditRow(written.applied().journalEntry().id(), how.key(), plan.request().describe(),
                "applied", "written to " + written.applied().file().getFileName() + " " + shortHash(written.applied().hashAfter()), false);
    }

    static EditRow queuedRow(Submission.Queued queued, EditPlan plan) {
        return new EditRow(queued.edit().id(), "queued", plan.request().describe(), "queued",
                queued.runningCycle() == null ? "until the command step ends"
                        : "until cycle " + queued.runningCycle() + " ends", true);
    }

    static EditRow agentStoppedRow(Submission.Written written, EditPlan plan) {
        return new EditRow(written.applied().journalEntry().id(), "file", plan.request().describe(), "applied",
                "written on your word that the agent is stopped " + shortHash(written.applied().hashAfter()),
                false);
    }

    static EditRow undoneRow(EditOutcome.Applied applied) {
        return new EditRow(applied.journalEntry().id(), "file", applied.operation(), "undone",
                "previous version put back", false);
    }

    static String shortHash(String hash) {
        return Hashes.shortHash(hash);
    }
}
