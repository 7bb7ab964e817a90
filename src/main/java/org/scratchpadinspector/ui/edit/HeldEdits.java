package org.scratchpadinspector.ui.edit;

import java.util.function.BooleanSupplier;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditQueue;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The edits held back in this window: the queue of edits waiting for a cycle (or a command step) to end,
 * written when nothing runs, and the withdrawal of a held edit or of an injection the agent has not applied
 * yet. Used on the UI thread; the writing runs on the task runner.
 */
final class HeldEdits {
    private final TaskRunner runner;
    private final EditRows rows;
    private final InjectionPath injections;
    private final BooleanSupplier commandStepRunning;
    private EditQueue queue;

    /** @param commandStepRunning whether a command step runs now (held edits then wait for its end) */
    HeldEdits(TaskRunner runner, EditRows rows, InjectionPath injections, BooleanSupplier commandStepRunning) {
        this.runner = runner;
        this.rows = rows;
        this.injections = injections;
        this.commandStepRunning = commandStepRunning;
    }

    void open(SectionEditor editor) {
        queue = editor == null ? null : new EditQueue(editor);
    }

    /** The queue of the open scratchpad, or null. */
    EditQueue queue() {
        return queue;
    }

    /** Writes held edits once nothing runs; the queue itself re-checks and keeps them if a cycle started again. */
    void applyQueue() {
        EditQueue currentQueue = queue;
        if (currentQueue == null || currentQueue.pending().isEmpty() || commandStepRunning.getAsBoolean()) {
            return;
        }
        runner.submit("apply queued edits", currentQueue::applyPending, results -> {
            for (EditQueue.Result result : results) {
                EditOutcome outcome = result.outcome();
                if (outcome instanceof EditOutcome.Applied applied) {
                    rows.replace(result.edit().id(), "applied", "written after the cycle ended "
                            + EditPaths.shortHash(applied.hashAfter()));
                } else if (!(outcome instanceof EditOutcome.CycleRunning)) {
                    rows.replace(result.edit().id(), "rejected", outcome.message());
                }
            }
            rows.journalChanged();
        }, error -> rows.say("Could not apply the queued edits: " + error.getMessage()));
    }

    /** Withdraws a held edit (queued in the window, or an injection the agent has not applied yet). */
    void withdraw(EditRow row) {
        String injectionId = injections.injectionIdOf(row.key());
        var injector = injections.injector();
        EditQueue currentQueue = queue;
        runner.submit("withdraw " + row.operation(), () -> {
            if (injectionId != null) {
                injector.withdraw(injectionId);
                return true;
            }
            return currentQueue.withdraw(row.key());
        }, withdrawn -> {
            if (withdrawn) {
                rows.replace(row.key(), "rejected", "withdrawn by the operator");
                rows.journalChanged();
            }
        }, error -> rows.say("Could not withdraw " + row.operation() + ": " + error.getMessage()));
    }
}
