package org.scratchpadinspector.ui.timetravel;

import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.SnapshotRestorer;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.edit.EditSession;
import org.scratchpadinspector.ui.edit.Submission;

/**
 * "Restore this snapshot as active.yaml": plans the restore off the UI thread (what it changes, and the path it
 * will take), then applies it through the window's edit session. Files and Command modes write the snapshot's
 * own bytes now, refused while a cycle runs unless the operator says the agent is stopped; Attached sends the
 * snapshot's state to the agent as one update, applied at its next safe point. Every write is journaled and
 * undoable like any edit.
 */
public final class RestoreViewModel {
    private final EditSession session;
    private final TaskRunner runner;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper changes = new ReadOnlyStringWrapper(this, "changes", "");
    private final ReadOnlyStringWrapper path = new ReadOnlyStringWrapper(this, "path", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper canApply = new ReadOnlyBooleanWrapper(this, "canApply");
    private final ReadOnlyBooleanWrapper canWriteAgentStopped = new ReadOnlyBooleanWrapper(this, "canWriteAgentStopped");
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done");
    private Planned planned;

    /** What preparing found: the file plan, and for an attached agent the same state as one update. */
    private record Planned(EditPlan file, EditPlan update, Optional<CycleId> running) {
    }

    public RestoreViewModel(EditSession session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
    }

    /** Plans restoring {@code id}'s {@code side}; nothing is written. */
    public void prepare(CycleId id, Side side) {
        String source = id + "_" + side.name().toLowerCase(Locale.ROOT) + ".yaml";
        title.set("Restore " + source + " as active.yaml");
        canApply.set(false);
        canWriteAgentStopped.set(false);
        done.set(false);
        result.set("");
        planned = null;
        MemoryEditor editor = session.editor() instanceof MemoryEditor seed ? seed : null;
        if (editor == null) {
            path.set("Open a scratchpad directory first.");
            return;
        }
        boolean attached = session.injectionReady();
        path.set("Reading " + source + "…");
        runner.submit("plan restore " + source, () -> plan(editor, id, side, attached), this::show,
                error -> path.set("Could not read " + source + ": " + error.getMessage()));
    }

    private static Object plan(MemoryEditor editor, CycleId id, Side side, boolean attached) throws Exception {
        PlanResult file = new SnapshotRestorer(editor).plan(id, side);
        if (file instanceof EditOutcome.Refused refused) {
            return refused.message();
        }
        EditPlan plan = (EditPlan) file;
        EditPlan update = null;
        if (attached) {
            PlanResult asUpdate = editor.prepare(new EditRequest.Section(SectionEdit.update(plan.resultState())));
            update = asUpdate instanceof EditPlan p ? p : null;
        }
        return new Planned(plan, update, editor.runningCycle());
    }

    private void show(Object outcome) {
        if (outcome instanceof String refusal) {
            path.set(refusal);
            return;
        }
        planned = (Planned) outcome;
        EditPlan plan = planned.file();
        if (plan.changesNothing()) {
            changes.set("active.yaml already holds this snapshot: nothing to restore.");
            path.set("");
            return;
        }
        changes.set("Sections that change: " + (plan.sections().isEmpty() ? "(formatting only)"
                : String.join(", ", plan.sections())));
        if (planned.update() != null) {
            path.set("Attached: sent to the agent as one update of every section of the snapshot, applied at its next"
                    + " safe point (sections the snapshot lacks are left as they are).");
        } else if (planned.running().isPresent()) {
            path.set("Cycle " + planned.running().get() + " looks running: the agent would overwrite active.yaml when"
                    + " it ends, so the restore is refused. If you know the agent is stopped, write it now.");
            canWriteAgentStopped.set(true);
            return;
        } else if (session.commandStepRunning()) {
            path.set("A command step is running: restore once it has ended.");
            return;
        } else {
            path.set("Written now, byte for byte as the agent wrote it; the current active.yaml is kept for"
                    + " Memory → Undo Last Edit.");
        }
        canApply.set(true);
    }

    /** Applies the planned restore by its path. */
    public void apply() {
        if (planned == null || !canApply.get()) {
            return;
        }
        canApply.set(false);
        if (planned.update() != null) {
            session.loadBase(false, base -> {
                if (!base.fromAgent()) {
                    session.writeNow(planned.file(), false, this::finished);
                    return;
                }
                session.inject(planned.update(), base, this::finished);
            }, error -> result.set("Could not read the agent's state: " + error.getMessage()));
        } else {
            session.writeNow(planned.file(), false, this::finished);
        }
    }

    /** Writes now on the operator's word that the agent is stopped; journaled as such. */
    public void applyAgentStopped() {
        if (planned == null || !canWriteAgentStopped.get()) {
            return;
        }
        canWriteAgentStopped.set(false);
        session.writeNow(planned.file(), true, this::finished);
    }

    private void finished(Submission submission) {
        if (submission instanceof Submission.Written written) {
            result.set("Restored: active.yaml now holds the snapshot (" + written.applied().operation() + ")."
                    + " Memory → Undo Last Edit puts the previous version back.");
            done.set(true);
        } else if (submission instanceof Submission.Injected injected) {
            result.set("Sent to the agent as injection " + injected.sent().injectionId()
                    + ": applied at its next safe point (see the Edits list).");
            done.set(true);
        } else if (submission instanceof Submission.NotWritten notWritten) {
            EditOutcome outcome = notWritten.outcome();
            result.set("Not restored: " + outcome.message());
            canWriteAgentStopped.set(outcome instanceof EditOutcome.CycleRunning);
        } else {
            result.set("Not restored: held, which a restore never is.");
        }
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** Which sections the restore changes, or that there is nothing to restore. */
    public ReadOnlyStringProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    /** How it will be applied, or why it cannot be now. */
    public ReadOnlyStringProperty pathProperty() {
        return path.getReadOnlyProperty();
    }

    /** What happened when it was applied. */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canApplyProperty() {
        return canApply.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canWriteAgentStoppedProperty() {
        return canWriteAgentStopped.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty doneProperty() {
        return done.getReadOnlyProperty();
    }
}
