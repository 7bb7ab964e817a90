package org.scratchpadinspector.ui.edit;

import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.agent.inject.InjectionOutcome;
import org.scratchpadinspector.core.edit.EditOutcome;
import org.scratchpadinspector.core.edit.EditPlan;
import org.scratchpadinspector.core.edit.EditQueue;
import org.scratchpadinspector.core.edit.EditRequest;
import org.scratchpadinspector.core.edit.JournalEntry;
import org.scratchpadinspector.core.edit.MemoryEditor;
import org.scratchpadinspector.core.edit.PlanResult;
import org.scratchpadinspector.core.scratchpad.CycleIndex;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The window's memory edits (README, "Editing memory"): picks the path of each edit from the mode, holds the
 * queue of edits waiting for a cycle (or a command step) to end and applies it when it does, follows
 * injections to their outcome, and runs lost-edit detection after each new cycle. One per window; its
 * properties change on the UI thread only.
 */
public final class EditSession {
    private final InspectorContext context;
    private final EditModeSignals signals;
    private final Clock clock;
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<EditMode> mode = new ReadOnlyObjectWrapper<>(this, "mode", EditMode.FILES);
    private final ReadOnlyStringWrapper runningCycle = new ReadOnlyStringWrapper(this, "runningCycle");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyIntegerWrapper journalChanges = new ReadOnlyIntegerWrapper(this, "journalChanges");
    private final ObservableList<EditRow> edits = FXCollections.observableArrayList();
    private final InjectionPath injections;
    private MemoryEditor editor;
    private EditQueue queue;
    private final LossWatch losses;

    public EditSession(InspectorContext context, EditModeSignals signals, Clock clock) {
        this.context = context;
        this.signals = signals;
        this.clock = clock;
        this.runner = context.runner();
        this.injections = new InjectionPath(runner, this::injectionSettled);
        this.losses = new LossWatch(runner, (key, detail) -> replace(key, "lost", detail),
                () -> journalChanges.set(journalChanges.get() + 1), message::set);
        injections.onLost(line -> {
            losses.lost(line, "wiped by the crash of cycle " + line.cycle(), line.message());
            journalChanges.set(journalChanges.get() + 1);
        });
        context.scratchpadProperty().addListener((obs, was, now) -> open(now));
        context.lastChangeProperty().addListener((obs, was, change) -> directoryChanged(change));
        signals.attachedClient().addListener((obs, was, now) -> modeChanged());
        signals.commandInUse().addListener((obs, was, now) -> modeChanged());
        signals.commandRunning().addListener((obs, was, running) -> {
            modeChanged();
            if (!running) {
                applyQueue();
            }
        });
        open(context.scratchpad());
    }

    private void open(Scratchpad pad) {
        editor = pad == null ? null : new MemoryEditor(pad.location(), clock, pad.liveness());
        queue = editor == null ? null : new EditQueue(editor);
        edits.clear();
        losses.open(editor);
        injections.attach(signals.attachedClient().getValue(), editor);
        runningCycle.set(null);
        refreshRunning(() -> { });
        modeChanged();
    }

    private void modeChanged() {
        mode.set(signals.mode());
        if (injections.client() != signals.attachedClient().getValue()) {
            injections.attach(signals.attachedClient().getValue(), editor);
        }
    }

    /** Reads the version an edit is made on: the agent's state for a section edit when attached, else the file. */
    public void loadBase(boolean wholeFile, Consumer<EditBase> onLoaded, Consumer<Throwable> onFailure) {
        MemoryEditor current = editor;
        if (current == null) {
            onFailure.accept(new IllegalStateException("open a scratchpad directory first"));
            return;
        }
        var client = wholeFile ? null : injections.client();
        runner.submit("read active.yaml", () -> client == null ? EditBase.ofFile(current.readActive())
                : EditBase.ofAgent(current.readActive(), client.state()), onLoaded, onFailure);
    }

    /**
     * Applies {@code plan} by the current path: injected (Attached, section edits), queued (a cycle or a
     * command step is running), or written now. {@code done} gets where it went.
     */
    public void submit(EditPlan plan, boolean confirmTypeChange, EditBase base, Consumer<Submission> done) {
        MemoryEditor current = editor;
        EditQueue currentQueue = queue;
        if (plan.request() instanceof EditRequest.Section section && base.fromAgent() && injections.isReady()) {
            if (plan.needsConfirmation() && !confirmTypeChange) {
                done.accept(new Submission.NotWritten(new EditOutcome.NeedsConfirmation(plan)));
                return;
            }
            String baseHash = base.baseHashFor(section.edit().section());
            runner.submit("inject " + plan.request().describe(), () -> injections.send(section.edit(), baseHash), sent -> {
                injections.follow(sent);
                record(new EditRow(sent.queued().id(), "injected", sent.edit().describe(), "queued",
                        "sent as " + sent.injectionId() + ", waiting for the agent's next safe point", true));
                done.accept(new Submission.Injected(sent));
            }, error -> fail("The agent did not take the injection: " + error.getMessage(), done));
            return;
        }
        boolean stepRunning = mode.get() == EditMode.COMMAND && signals.commandRunning().get();
        JournalEntry.How how = mode.get() == EditMode.COMMAND ? JournalEntry.How.COMMAND : JournalEntry.How.FILE;
        runner.submit("apply " + plan.request().describe(), () -> {
            EditOutcome outcome = stepRunning ? null : current.apply(plan, confirmTypeChange, how);
            if (stepRunning || outcome instanceof EditOutcome.CycleRunning) {
                if (plan.needsConfirmation() && !confirmTypeChange) {
                    return new Submission.NotWritten(new EditOutcome.NeedsConfirmation(plan));
                }
                String cycle = outcome instanceof EditOutcome.CycleRunning running ? running.cycle().toString() : null;
                return new Submission.Queued(currentQueue.enqueue(plan, confirmTypeChange), cycle);
            }
            return outcome instanceof EditOutcome.Applied applied ? new Submission.Written(applied)
                    : new Submission.NotWritten(outcome);
        }, submission -> {
            if (submission instanceof Submission.Written written) {
                record(new EditRow(written.applied().journalEntry().id(), how.key(), plan.request().describe(),
                        "applied", "written to active.yaml " + shortHash(written.applied().hashAfter()), false));
            } else if (submission instanceof Submission.Queued queued) {
                record(new EditRow(queued.edit().id(), "queued", plan.request().describe(), "queued",
                        queued.runningCycle() == null ? "until the command step ends"
                                : "until cycle " + queued.runningCycle() + " ends", true));
            }
            done.accept(submission);
        }, error -> fail("Could not write active.yaml: " + error.getMessage(), done));
    }

    /**
     * Writes {@code plan} now on the operator's word that the agent is stopped, although the newest cycle looks
     * running; journaled with {@code agent_stopped}. Files mode only: an attached agent or a command step is
     * known to be alive.
     */
    public void submitAgentStopped(EditPlan plan, boolean confirmTypeChange, Consumer<Submission> done) {
        MemoryEditor current = editor;
        runner.submit("apply " + plan.request().describe() + " (agent stopped)", () -> {
            EditOutcome outcome = current.applyAgentStopped(plan, confirmTypeChange);
            return outcome instanceof EditOutcome.Applied applied ? new Submission.Written(applied)
                    : new Submission.NotWritten(outcome);
        }, submission -> {
            if (submission instanceof Submission.Written written) {
                record(new EditRow(written.applied().journalEntry().id(), "file", plan.request().describe(), "applied",
                        "written on your word that the agent is stopped " + shortHash(written.applied().hashAfter()),
                        false));
                refreshRunning(() -> { });
            }
            done.accept(submission);
        }, error -> fail("Could not write active.yaml: " + error.getMessage(), done));
    }

    /** Withdraws a held edit (queued in the window, or an injection the agent has not applied yet). */
    public void withdraw(EditRow row) {
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
                replace(row.key(), "rejected", "withdrawn by the operator");
                journalChanges.set(journalChanges.get() + 1);
            }
        }, error -> message.set("Could not withdraw " + row.operation() + ": " + error.getMessage()));
    }

    /** Plans undoing the newest edit (for its preview); nothing is written. */
    public void planUndo(Consumer<PlanResult> done) {
        MemoryEditor current = editor;
        if (current != null) {
            runner.submit("plan undo", () -> current.planUndo(false), done, error -> message.set(error.getMessage()));
        }
    }

    /** Writes the undo previewed as {@code plan}: a safe write like any other, refused while a cycle runs. */
    public void undo(EditPlan plan, Consumer<EditOutcome> done) {
        MemoryEditor current = editor;
        runner.submit("undo", () -> current.apply(plan, true), outcome -> {
            if (outcome instanceof EditOutcome.Applied applied) {
                record(new EditRow(applied.journalEntry().id(), "file", applied.operation(), "undone",
                        "previous version put back", false));
            }
            done.accept(outcome);
        }, error -> message.set("Could not undo: " + error.getMessage()));
    }

    private void directoryChanged(DirectoryChange change) {
        refreshRunning(() -> {
            if (runningCycle.get() == null) {
                applyQueue();
            }
        });
        injections.pollPending();
        if (change != null && (change.rescan() || change.names().contains("active.yaml"))) {
            losses.lookAtActive();
        }
        if (change != null && (change.rescan() || change.names().stream()
                .anyMatch(n -> n.endsWith("_before.yaml") || n.endsWith("_after.yaml")))) {
            losses.detect();
        }
    }

    /**
     * Judges the newest cycle by the sign-of-life rule (off the UI thread: it may probe the agent's control port),
     * then runs {@code then}: a cycle whose agent is gone holds no edit back.
     */
    private void refreshRunning(Runnable then) {
        Scratchpad pad = context.scratchpad();
        if (pad == null) {
            runningCycle.set(null);
            then.run();
            return;
        }
        CycleIndex index = pad.index();
        runner.submit("is a cycle running", () -> java.util.Optional.ofNullable(
                pad.liveness().runningCycle(pad.location(), index)), running -> {
                    if (pad == context.scratchpad()) {
                        runningCycle.set(running.map(Object::toString).orElse(null));
                        then.run();
                    }
                }, error -> message.set("Could not tell whether a cycle is running: " + error.getMessage()));
    }

    /** Writes held edits once nothing runs; the queue itself re-checks and keeps them if a cycle started again. */
    private void applyQueue() {
        EditQueue currentQueue = queue;
        if (currentQueue == null || currentQueue.pending().isEmpty()
                || (mode.get() == EditMode.COMMAND && signals.commandRunning().get())) {
            return;
        }
        runner.submit("apply queued edits", currentQueue::applyPending, results -> {
            for (EditQueue.Result result : results) {
                EditOutcome outcome = result.outcome();
                if (outcome instanceof EditOutcome.Applied applied) {
                    replace(result.edit().id(), "applied", "written after the cycle ended "
                            + shortHash(applied.hashAfter()));
                } else if (!(outcome instanceof EditOutcome.CycleRunning)) {
                    replace(result.edit().id(), "rejected", outcome.message());
                }
            }
            journalChanges.set(journalChanges.get() + 1);
        }, error -> message.set("Could not apply the queued edits: " + error.getMessage()));
    }

    private void injectionSettled(InjectionOutcome outcome) {
        replace(outcome.journalEntry().ref(), outcome.applied() ? "applied" : "rejected", outcome.describe());
        journalChanges.set(journalChanges.get() + 1);
    }

    private void record(EditRow row) {
        edits.add(0, row);
        message.set(row.operation() + ": " + row.status() + " (" + row.how() + ") " + row.detail());
        journalChanges.set(journalChanges.get() + 1);
    }

    private void replace(String key, String status, String detail) {
        int i = findRow(key);
        if (i >= 0) {
            EditRow updated = edits.get(i).withStatus(status, detail);
            edits.set(i, updated);
            message.set(updated.operation() + ": " + status + " (" + updated.how() + ") " + detail);
        }
    }

    private int findRow(String key) {
        for (int i = 0; i < edits.size(); i++) {
            if (edits.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private void fail(String text, Consumer<Submission> done) {
        message.set(text);
        done.accept(new Submission.NotWritten(new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID, text, null, null)));
    }

    private static String shortHash(String hash) {
        return org.scratchpadinspector.core.edit.Hashes.shortHash(hash);
    }

    public void dismissLostAlert() {
        losses.dismiss();
    }

    public void close() {
        injections.close();
    }

    public MemoryEditor editor() {
        return editor;
    }

    TaskRunner editorRunner() {
        return runner;
    }

    public ReadOnlyObjectProperty<EditMode> modeProperty() {
        return mode.getReadOnlyProperty();
    }

    public boolean commandStepRunning() {
        return signals.commandRunning().get();
    }

    /** The running cycle's id (from the window's index), or null. */
    public ReadOnlyStringProperty runningCycleProperty() {
        return runningCycle.getReadOnlyProperty();
    }

    /** The loud message(s) of lost edits, naming the cycle that overwrote each; null when none. */
    public ReadOnlyStringProperty lostAlertProperty() {
        return losses.alertProperty();
    }

    /** The latest news about an edit, one line. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Increments whenever the journal may have new lines (the journal view reloads). */
    public ReadOnlyIntegerProperty journalChangesProperty() {
        return journalChanges.getReadOnlyProperty();
    }

    /** The edits made in this window, newest first. */
    public ObservableList<EditRow> edits() {
        return edits;
    }

    /** Edits still waiting (queued for a cycle's end or for the agent): closing the window would drop them. */
    public long unsettledEdits() {
        return edits.stream().filter(row -> "queued".equals(row.status())).count();
    }

    List<EditRow> pendingRows() {
        return edits.stream().filter(EditRow::withdrawable).toList();
    }
}
