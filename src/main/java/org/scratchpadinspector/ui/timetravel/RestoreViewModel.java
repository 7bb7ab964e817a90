package org.scratchpadinspector.ui.timetravel;

import org.scratchpadinspector.ui.common.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.Failures;
import org.scratchpadinspector.ui.common.HistoryPoints;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.edit.EditSession;
import org.scratchpadinspector.ui.edit.Submission;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * "Restore this state as the memory", for any source offering {@link TimeTravel}: the unit's restorable states (its
 * {@link History} points) to pick from, the restore planned off the UI thread ({@link TimeTravel#restore}), shown as
 * a diff of the memory now and after, with the path it will take; then applied. A source whose memory the window's
 * section editor edits ({@code SectionEditing}) restores through the window's edit session: written now, refused
 * while a unit runs unless the operator says the agent is stopped, or (Attached) sent to the agent as one update
 * applied at its next safe point; journaled and undoable like any edit. Any other source writes through its
 * {@link Editing} facet's safe write, journaled beside the memory.
 */
public final class RestoreViewModel {
    private final MemorySource source;
    private final EditSession session;
    private final TaskRunner runner;
    private final HistoryPoints historyPoints;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper changes = new ReadOnlyStringWrapper(this, "changes", "");
    private final ReadOnlyStringWrapper path = new ReadOnlyStringWrapper(this, "path", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper canApply = new ReadOnlyBooleanWrapper(this, "canApply");
    private final ReadOnlyBooleanWrapper canWriteAgentStopped = new ReadOnlyBooleanWrapper(this, "canWriteAgentStopped");
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done");
    private final ReadOnlyObjectWrapper<AlignedPair> diff = new ReadOnlyObjectWrapper<>(this, "diff", AlignedPair.empty());
    private final ObservableList<HistoryPoint> choices = FXCollections.observableArrayList();
    private final ObjectProperty<HistoryPoint> chosen = new SimpleObjectProperty<>(this, "chosen");
    private Planned planned;
    private boolean showingChoice;
    private Cancellation work = new Cancellation();

    /**
     * What preparing found: the point, the format's preview and its diff; for a section-edited memory the file plan,
     * and for an attached agent the same state as one update; the unit running now, if any.
     */
    private record Planned(HistoryPoint point, EditPreview preview, AlignedPair pair, String lines, EditPlan file,
                           EditPlan update, Optional<String> running) {
        boolean changesNothing() {
            return file != null ? file.changesNothing() : preview.changesNothing();
        }
    }

    /** What a plan came to: the unit's restorable points, and the plan or the one-line reason there is none. */
    private record Outcome(List<HistoryPoint> points, Planned planned, String refusal) {
    }

    /** @param historyPoints the window's points of the open source, read once per change (not again per restore) */
    public RestoreViewModel(MemorySource source, EditSession session, TaskRunner runner, HistoryPoints historyPoints) {
        this.source = source;
        this.historyPoints = historyPoints;
        this.session = session;
        this.runner = runner;
        chosen.addListener((obs, was, now) -> {
            if (!showingChoice && now != null && now.unit() != null) {
                prepare(now.unit(), now.state());
            }
        });
    }

    /** Plans restoring {@code unit}'s state {@code state} (e.g. {@code before}); nothing is written. */
    public void prepare(UnitId unit, String state) {
        TimeTravel travel = source == null ? null : source.facet(TimeTravel.class).orElse(null);
        String named = unit.text() + ":" + state;
        title.set("Restore " + Untrusted.line(named) + " as " + (travel == null ? "the memory" : travel.restoresAs()));
        canApply.set(false);
        canWriteAgentStopped.set(false);
        done.set(false);
        result.set("");
        changes.set("");
        diff.set(AlignedPair.empty());
        planned = null;
        work.cancel();
        if (travel == null) {
            path.set(source == null ? "Open a directory first." : source.lacks(TimeTravel.class));
            return;
        }
        SectionEditor editor = session.editor();
        boolean attached = editor != null && session.injectionReady();
        path.set("Reading " + named + "…");
        work = runner.submit("plan restore " + named, cancel -> plan(travel, editor, attached, unit, state, cancel),
                this::show, error -> path.set("Could not read " + named + ": " + Failures.oneLine(error)));
    }

    private Outcome plan(TimeTravel travel, SectionEditor editor, boolean attached, UnitId unit, String state,
                         Cancellation cancel) throws Exception {
        List<HistoryPoint> ofUnit = new ArrayList<>();
        for (HistoryPoint p : HistoryPoints.ofUnit(historyPoints.of(source, cancel).orElse(List.of()), unit)) {
            if (travel.restoredStates().contains(p.state())) {
                ofUnit.add(p);
            }
        }
        HistoryPoint point = ofUnit.stream().filter(p -> p.state().equals(state)).findFirst().orElse(null);
        if (point == null) {
            return new Outcome(ofUnit, null, ofUnit.isEmpty()
                    ? "no " + kind() + " " + unit.text() + " in " + source.directory()
                    : unit.text() + " has no " + state + " to restore");
        }
        EditPreview preview;
        try {
            preview = travel.restore(point);
        } catch (IllegalArgumentException refused) {
            return new Outcome(ofUnit, null, Failures.oneLine(refused));
        }
        if (editor == null) {
            if (source.facet(Editing.class).isEmpty()) {
                return new Outcome(ofUnit, null, source.lacks(Editing.class));
            }
            List<UnitState> shown = source.facet(Editing.class).get().rendered(preview);
            return new Outcome(ofUnit, planned(point, preview, shown.get(0).text(), shown.get(1).text(), null, null,
                    Optional.empty(), travel, cancel), null);
        }
        String named = unit.text() + ":" + state;
        PlanResult file = editor.prepare(new EditRequest.RestoreSnapshot(named, preview.newText()));
        if (file instanceof EditOutcome.Refused refused) {
            return new Outcome(ofUnit, null, refused.message().startsWith(named) ? refused.message()
                    : named + " cannot be restored: " + refused.message());
        }
        EditPlan plan = (EditPlan) file;
        EditPlan update = null;
        if (attached) {
            PlanResult asUpdate = editor.prepare(new EditRequest.Section(SectionEdit.update(plan.resultState())));
            update = asUpdate instanceof EditPlan p ? p : null;
        }
        return new Outcome(ofUnit, planned(point, preview, plan.decodedBase(), plan.decodedResult(), plan, update,
                editor.runningUnit(), travel, cancel), null);
    }

    private static Planned planned(HistoryPoint point, EditPreview preview, String now, String after, EditPlan file,
                                   EditPlan update, Optional<String> running, TimeTravel travel, Cancellation cancel) {
        List<String> before = now.lines().toList();
        List<String> restored = after.lines().toList();
        LineDiffResult lines = LineDiff.diff(before, restored, cancel);
        AlignedPair pair = AlignedPair.of(
                new AlignedPair.Side(travel.restoresAs() + " now", now.length(), before, null, "(empty)"),
                new AlignedPair.Side("after restoring " + point.label(), after.length(), restored, null, "(empty)"),
                lines);
        return new Planned(point, preview, pair, "+" + lines.addedLines() + " −" + lines.removedLines() + " lines", file,
                update, running);
    }

    private void show(Outcome outcome) {
        showingChoice = true;
        try {
            choices.setAll(outcome.points());
            chosen.set(outcome.planned() == null ? null : outcome.planned().point());
        } finally {
            showingChoice = false;
        }
        if (outcome.refusal() != null) {
            path.set(outcome.refusal());
            return;
        }
        planned = outcome.planned();
        String target = restoresAs();
        title.set("Restore " + Untrusted.line(planned.point().label()) + " as " + target);
        diff.set(planned.pair());
        if (planned.changesNothing()) {
            changes.set(target + " already holds this snapshot: nothing to restore.");
            path.set("");
            return;
        }
        EditPlan plan = planned.file();
        if (plan == null) {
            changes.set("Lines that change: " + planned.lines() + ".");
            path.set("Written now through the safe write (refused if the memory changed since this preview),"
                    + " journaled as a restore; undo " + source.directory() + " on the command line puts the"
                    + " previous version back.");
            canApply.set(true);
            return;
        }
        changes.set("Sections that change: " + (plan.sections().isEmpty() ? "(formatting only)"
                : String.join(", ", plan.sections())));
        if (planned.update() != null) {
            path.set("Attached: sent to the agent as one update of every section of the snapshot, applied at its next"
                    + " safe point (sections the snapshot lacks are left as they are).");
        } else if (planned.running().isPresent()) {
            path.set(Words.capitalised(kind()) + " " + planned.running().get() + " looks running: the agent would overwrite "
                    + target + " when it ends, so the restore is refused. If you know the agent is stopped, write it"
                    + " now.");
            canWriteAgentStopped.set(true);
            return;
        } else if (session.commandStepRunning()) {
            path.set("A command step is running: restore once it has ended.");
            return;
        } else {
            path.set("Written now, byte for byte as the agent wrote it; the current " + target + " is kept for"
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
        Planned now = planned;
        if (now.file() == null) {
            Editing editing = source.facet(Editing.class).orElseThrow();
            runner.submit("restore " + now.point().label(), () -> editing.apply(now.preview()), line -> {
                result.set("Restored: " + line.lines().findFirst().orElse(line));
                done.set(true);
            }, error -> result.set("Not restored: " + Failures.oneLine(error)
                    + (error instanceof IllegalStateException ? " — nothing was written; restore again to see the"
                    + " memory as it is now" : "")));
        } else if (now.update() != null) {
            session.loadBase(false, base -> {
                if (!base.fromAgent()) {
                    session.writeNow(now.file(), false, this::finished);
                    return;
                }
                session.inject(now.update(), base, this::finished);
            }, error -> result.set("Could not read the agent's state: " + error.getMessage()));
        } else {
            session.writeNow(now.file(), false, this::finished);
        }
    }

    /** Writes now on the operator's word that the agent is stopped; journaled as such. */
    public void applyAgentStopped() {
        if (planned == null || planned.file() == null || !canWriteAgentStopped.get()) {
            return;
        }
        canWriteAgentStopped.set(false);
        session.writeNow(planned.file(), true, this::finished);
    }

    private void finished(Submission submission) {
        if (submission instanceof Submission.Written written) {
            result.set("Restored: " + restoresAs() + " now holds the snapshot (" + written.applied().operation() + ")."
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

    private String restoresAs() {
        return source.facet(TimeTravel.class).map(TimeTravel::restoresAs).orElse("the memory");
    }

    private String kind() {
        return source.unitWord();
    }


    /** Stops a plan under way; its result is not shown. */
    public void cancel() {
        work.cancel();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** What the restore changes (sections, or lines), or that there is nothing to restore. */
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

    /** The memory now and after the restore, as the format shows them, on shared rows with the changes marked. */
    public ReadOnlyObjectProperty<AlignedPair> diffProperty() {
        return diff.getReadOnlyProperty();
    }

    /** The unit's states a restore offers (seed 000: its before and after), once planned. */
    public ObservableList<HistoryPoint> choices() {
        return choices;
    }

    /** The state planned; choosing another plans restoring that one. */
    public ObjectProperty<HistoryPoint> chosenProperty() {
        return chosen;
    }

    /** Where the dialog's side-by-side view renders its panes. */
    public TaskRunner runner() {
        return runner;
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
