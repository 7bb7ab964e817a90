package org.scratchpadinspector.ui.edit;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;

/** Undo Last Edit: a preview of what putting back the previous version changes, then the undo itself. */
public final class UndoViewModel {
    private final EditSession session;
    private final ObservableList<DiffLine> preview = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Looking for the last edit…");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done");
    private EditPlan plan;

    public UndoViewModel(EditSession session) {
        this.session = session;
    }

    /** Plans the undo (reads only) and shows its diff. */
    public void load() {
        session.planUndo(result -> {
            if (result instanceof EditPlan p) {
                plan = p;
                preview.setAll(DiffLine.diff(p.decodedBase(), p.decodedResult(), Validation.CONTEXT_LINES, Cancellation.NONE));
                message.set(p.request() instanceof EditRequest.UndoInjection injection
                        ? "Undo injected \"" + injection.undoes().operation() + "\" (applied in cycle "
                        + injection.undoes().cycle() + "): " + String.join(", ", injection.undoes().sections())
                        + (session.injectionReady() ? " go back to their values before it, sent to the agent as an"
                        + " injection." : " go back to their values before it, written to " + session.memoryFile() + ".")
                        + " The diff shows what changes."
                        : "Undo \"" + ((EditRequest.Restore) p.request()).undoes().operation()
                        + "\": " + session.memoryFile() + " goes back to the version before it. The diff shows what changes.");
                canUndo.set(true);
            } else {
                message.set(((EditOutcome.Refused) result).message());
                canUndo.set(false);
            }
        });
    }

    public void undo() {
        if (plan == null || !canUndo.get()) {
            return;
        }
        canUndo.set(false);
        session.undo(plan, submission -> {
            if (submission instanceof Submission.Written written) {
                message.set(plan.request() instanceof EditRequest.UndoInjection
                        ? "Undone: the sections are back as before the injection in " + session.memoryFile() + " ("
                        + written.applied().message() + ")."
                        : "Undone: the previous version of " + session.memoryFile() + " is back (" + written.applied().message() + ").");
                done.set(true);
            } else if (submission instanceof Submission.Injected injected) {
                message.set("Undo sent to the agent as injection " + injected.sent().injectionId()
                        + ": applied at its next safe point (see the Edits list).");
                done.set(true);
            } else if (submission instanceof Submission.NotWritten notWritten) {
                message.set("Not undone: " + notWritten.outcome().message());
            }
        });
    }

    public ObservableList<DiffLine> preview() {
        return preview;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty doneProperty() {
        return done.getReadOnlyProperty();
    }
}
