package org.scratchpadinspector.ui.edit;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.ui.edit.SectionEditorViewModel.StatusKind;

/**
 * The memory editor's apply: sends the previewed plan through the {@link EditSession}'s path, asks for a type
 * change to be confirmed, keeps the conflict to resolve, and says where the edit went. The operator's text is
 * never touched here. Used on the UI thread.
 */
final class ApplyFlow {
    private final EditSession session;
    private final EditPreview preview;
    private final BooleanProperty busy;
    private final Supplier<EditBase> base;
    private final Consumer<EditBase> onTheirs;
    private final Runnable rebase;
    private final BiConsumer<StatusKind, String> status;
    private final StringProperty confirmation;
    private final ObjectProperty<EditOutcome.Conflict> conflict;
    private boolean agentStopped;

    /**
     * @param base     the version the plan was made on
     * @param onTheirs takes their version as the new base (re-applying after a conflict)
     * @param rebase   reads the version on disk again after a write
     * @param status   shows the editor's status line
     */
    ApplyFlow(Object bean, EditSession session, EditPreview preview, BooleanProperty busy, Supplier<EditBase> base,
              Consumer<EditBase> onTheirs, Runnable rebase, BiConsumer<StatusKind, String> status) {
        this.session = session;
        this.preview = preview;
        this.busy = busy;
        this.base = base;
        this.onTheirs = onTheirs;
        this.rebase = rebase;
        this.status = status;
        confirmation = new SimpleStringProperty(bean, "confirmation");
        conflict = new SimpleObjectProperty<>(bean, "conflict");
    }

    void apply() {
        submit(false);
    }

    void applyAgentStopped() {
        agentStopped = true;
        submit(false);
    }

    void confirmTypeChange() {
        submit(true);
    }

    void cancelConfirmation() {
        agentStopped = false;
        confirmation.set(null);
        status.accept(StatusKind.INFO, "Not applied: the type change was not confirmed.");
    }

    private void submit(boolean confirmed) {
        EditPlan planned = preview.planProperty().get();
        if (planned == null || busy.get()) {
            return;
        }
        busy.set(true);
        confirmation.set(null);
        if (agentStopped) {
            session.submitAgentStopped(planned, confirmed, this::submitted);
        } else {
            session.submit(planned, confirmed, base.get(), this::submitted);
        }
    }

    private void submitted(Submission submission) {
        busy.set(false);
        if (!(submission instanceof Submission.NotWritten n && n.outcome() instanceof EditOutcome.NeedsConfirmation)) {
            agentStopped = false;
        }
        if (submission instanceof Submission.Written written) {
            status.accept(StatusKind.OK, "Written to " + written.applied().file().getFileName() + " ("
                    + written.applied().operation()
                    + "). Undo: Memory → Undo Last Edit.");
            rebase.run();
        } else if (submission instanceof Submission.Queued queued) {
            status.accept(StatusKind.WARNING, queued.runningCycle() == null
                    ? "Queued: a command step is running. It is written when the step ends."
                    : "Queued: cycle " + queued.runningCycle() + " is running. It is written when the cycle ends.");
        } else if (submission instanceof Submission.Injected injected) {
            status.accept(StatusKind.WARNING, "Sent to the agent as " + injected.sent().injectionId()
                    + ": queued until its next safe point. Watch the edits list for the cycle it lands in.");
        } else if (submission instanceof Submission.NotWritten notWritten) {
            showNotWritten(notWritten.outcome());
        }
    }

    private void showNotWritten(EditOutcome outcome) {
        if (outcome instanceof EditOutcome.NeedsConfirmation needs) {
            confirmation.set(needs.message());
            status.accept(StatusKind.WARNING, "Not applied yet: " + needs.message() + ".");
        } else if (outcome instanceof EditOutcome.Conflict c) {
            conflict.set(c);
            status.accept(StatusKind.ERROR, c.message() + ". Compare base, theirs and yours below.");
        } else {
            status.accept(StatusKind.ERROR, "Not applied: " + outcome.message());
        }
    }

    void reapplyOnTheirs() {
        EditOutcome.Conflict c = conflict.get();
        if (c == null || !c.canReapply()) {
            return;
        }
        onTheirs.accept(EditBase.ofFile(c.theirs(), c.plan().planning()));
        conflict.set(null);
        PlanResult again = c.reapplyOnTheirs();
        preview.show(Validation.ofResult(again));
        status.accept(again instanceof EditPlan ? StatusKind.INFO : StatusKind.ERROR, again instanceof EditPlan
                ? "Your edit, re-applied on their version: review the preview, then apply."
                : "Cannot re-apply on theirs: " + ((EditOutcome.Refused) again).message());
    }

    StringProperty confirmationProperty() {
        return confirmation;
    }

    ObjectProperty<EditOutcome.Conflict> conflictProperty() {
        return conflict;
    }
}
