package org.scratchpadinspector.ui.edit;

import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import org.scratchpadinspector.agent.inject.InjectionOutcome;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEditing;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The window's memory edits (README, "Editing memory"): follows the open source's {@link SectionEditing} facet
 * (none: no editor, and the Memory menu says why), the edit mode and whether
 * a cycle runs, and hands the work to its parts: {@link EditRouter} picks the path of each edit and applies it,
 * {@link HeldEdits} holds the queue and writes it when the cycle (or command step) ends, {@link InjectionPath}
 * follows injections to their outcome, {@link LossWatch} runs lost-edit detection after each new cycle, and
 * {@link EditRows} keeps the rows and the news shown. One per window; its properties change on the UI thread only.
 */
public final class EditSession {
    private static final String NO_FILE = "the memory file";
    private final InspectorContext context;
    private final EditModeSignals signals;
    private final Clock clock;
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<EditMode> mode = new ReadOnlyObjectWrapper<>(this, "mode", EditMode.FILES);
    private final ReadOnlyStringWrapper runningCycle = new ReadOnlyStringWrapper(this, "runningCycle");
    private final ReadOnlyStringWrapper memoryFile = new ReadOnlyStringWrapper(this, "memoryFile", NO_FILE);
    private final EditRows rows = new EditRows(this);
    private final InjectionPath injections;
    private final HeldEdits held;
    private final EditRouter router;
    private final LossWatch losses;
    private SectionEditor editor;
    private final javafx.beans.property.ReadOnlyIntegerWrapper injectionsSent =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "injectionsSent");

    public EditSession(InspectorContext context, EditModeSignals signals, Clock clock) {
        this.context = context;
        this.signals = signals;
        this.clock = clock;
        this.runner = context.runner();
        this.injections = new InjectionPath(runner, this::injectionSettled);
        this.held = new HeldEdits(runner, rows, injections, this::stepHoldsEdits);
        this.router = new EditRouter(runner, rows, injections, held, () -> editor, mode::get,
                () -> signals.commandRunning().get(), () -> refreshRunning(() -> { }));
        router.onInjected(() -> injectionsSent.set(injectionsSent.get() + 1));
        this.losses = new LossWatch(runner, (key, detail) -> rows.replace(key, "lost", detail),
                rows::journalChanged, rows::say);
        injections.onLost(line -> {
            losses.lost(line, "wiped by the crash of cycle " + line.cycle(), line.message());
            rows.journalChanged();
        });
        context.sourceProperty().addListener((obs, was, now) -> open(now));
        context.lastChangeProperty().addListener((obs, was, change) -> directoryChanged(change));
        signals.attachedClient().addListener((obs, was, now) -> modeChanged());
        signals.commandInUse().addListener((obs, was, now) -> modeChanged());
        signals.commandRunning().addListener((obs, was, running) -> {
            modeChanged();
            if (!running) {
                held.applyQueue();
            }
        });
        open(context.source());
    }

    private void open(MemorySource source) {
        editor = source == null ? null
                : source.facet(SectionEditing.class).map(editing -> editing.open(clock)).orElse(null);
        memoryFile.set(editor == null ? NO_FILE : String.valueOf(editor.file().getFileName()));
        held.open(editor);
        rows.clear();
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

    private boolean stepHoldsEdits() {
        return mode.get() == EditMode.COMMAND && signals.commandRunning().get();
    }

    /** Reads the version an edit is made on: the agent's state for a section edit when attached, else the file. */
    public void loadBase(boolean wholeFile, Consumer<EditBase> onLoaded, Consumer<Throwable> onFailure) {
        router.loadBase(wholeFile, onLoaded, onFailure);
    }

    /**
     * Applies {@code plan} by the current path: injected (Attached, section edits), queued (a cycle or a
     * command step is running), or written now. {@code done} gets where it went.
     */
    public void submit(EditPlan plan, boolean confirmTypeChange, EditBase base, Consumer<Submission> done) {
        router.submit(plan, confirmTypeChange, base, done);
    }

    /**
     * Writes {@code plan} now on the operator's word that the agent is stopped, although the newest cycle looks
     * running; journaled with {@code agent_stopped}. Files mode only: an attached agent or a command step is
     * known to be alive.
     */
    public void submitAgentStopped(EditPlan plan, boolean confirmTypeChange, Consumer<Submission> done) {
        router.submitAgentStopped(plan, confirmTypeChange, done);
    }

    /**
     * Writes {@code plan} now, or says why not (a cycle or a command step runs); never queues it. With
     * {@code agentStopped} it is written on the operator's word that the agent is stopped. For restores.
     */
    public void writeNow(EditPlan plan, boolean agentStopped, Consumer<Submission> done) {
        router.writeNow(plan, agentStopped, done);
    }

    /** Injects {@code plan} (a section edit planned on the agent's state {@code base}) into the attached agent. */
    public void inject(EditPlan plan, EditBase base, Consumer<Submission> done) {
        router.injectNow(plan, base, done);
    }

    /** Whether an attached agent takes injections now. */
    public boolean injectionReady() {
        return router.injectionReady();
    }

    /** Withdraws a held edit (queued in the window, or an injection the agent has not applied yet). */
    public void withdraw(EditRow row) {
        held.withdraw(row);
    }

    /** Plans undoing the newest edit (for its preview); nothing is written. */
    public void planUndo(Consumer<PlanResult> done) {
        router.planUndo(done);
    }

    /**
     * Counts the injections the attached agent accepted from this window (edits, restores, undos): each one is in
     * the agent's queue until it is applied, so whoever shows that queue re-reads it when this changes.
     */
    public ReadOnlyIntegerProperty injectionsSentProperty() {
        return injectionsSent.getReadOnlyProperty();
    }

    /**
     * Writes the undo previewed as {@code plan}: a safe write like any other, refused while a cycle runs; the undo
     * of an applied injection goes to an attached agent as injections.
     */
    public void undo(EditPlan plan, Consumer<Submission> done) {
        router.undo(plan, done);
    }

    private void directoryChanged(DirectoryChange change) {
        refreshRunning(() -> {
            if (runningCycle.get() == null) {
                held.applyQueue();
            }
        });
        injections.pollPending();
        SectionEditor current = editor;
        if (change == null || current == null) {
            return;
        }
        if (change.rescan() || change.names().stream().anyMatch(current::isMemoryFile)) {
            losses.lookAtActive();
        }
        if (change.rescan() || change.names().stream().anyMatch(current::recordsAUnit)) {
            losses.detect();
        }
    }

    /**
     * Judges the newest cycle by the sign-of-life rule (off the UI thread: it may probe the agent's control port),
     * then runs {@code then}: a cycle whose agent is gone holds no edit back.
     */
    private void refreshRunning(Runnable then) {
        SectionEditor current = editor;
        if (current == null) {
            runningCycle.set(null);
            then.run();
            return;
        }
        runner.submit("is a cycle running", current::runningUnit, running -> {
                    if (current == editor) {
                        runningCycle.set(running.orElse(null));
                        then.run();
                    }
                }, error -> rows.say("Could not tell whether a cycle is running: " + error.getMessage()));
    }

    private void injectionSettled(InjectionOutcome outcome) {
        rows.replace(outcome.journalEntry().ref(), outcome.applied() ? "applied" : "rejected", outcome.describe());
        rows.journalChanged();
    }

    public void dismissLostAlert() {
        losses.dismiss();
    }

    public void close() {
        injections.close();
    }

    /** The name of the memory file the editor writes, for the screens' words; a placeholder when none is open. */
    public String memoryFile() {
        return memoryFile.get();
    }

    public ReadOnlyStringProperty memoryFileProperty() {
        return memoryFile.getReadOnlyProperty();
    }

    /** The editor of the open source's memory, or null when none is open or it offers no {@link SectionEditing}. */
    public SectionEditor editor() {
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
        return rows.messageProperty();
    }

    /** Increments whenever the journal may have new lines (the journal view reloads). */
    public ReadOnlyIntegerProperty journalChangesProperty() {
        return rows.journalChangesProperty();
    }

    /** The edits made in this window, newest first. */
    public ObservableList<EditRow> edits() {
        return rows.edits();
    }

    /** Edits still waiting (queued for a cycle's end or for the agent): closing the window would drop them. */
    public long unsettledEdits() {
        return rows.unsettled();
    }

    List<EditRow> pendingRows() {
        return rows.pending();
    }
}
