package org.scratchpadinspector.ui.iterations;

import org.scratchpadinspector.ui.common.Words;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.ui.common.LatestRequest;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * The Iterations view: a unit's steps (a cycle's iterations, a turn's phases, a correction's steps) as rows, the
 * selected one's state before and after it side by side (the main panes' rows, filler and marks), stepping to the
 * next or previous one, and the selected step's prompt on demand where the source can give it. Its input is a plain {@link IterationsReport}; loading, the diff and the prompt run through the
 * task runner, the newest request winning.
 */
public final class IterationsViewModel {
    private final TaskRunner runner;
    private final LatestRequest loading;
    private final LatestRequest pairing;
    private final LatestRequest prompting;
    private IterationsReport report;

    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Select a unit to see its steps.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper unit = new ReadOnlyStringWrapper(this, "unit", "");
    private final ReadOnlyStringWrapper origin = new ReadOnlyStringWrapper(this, "origin", "");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyBooleanWrapper agrees = new ReadOnlyBooleanWrapper(this, "agrees", true);
    private final ObservableList<IterationRecord> records = FXCollections.observableArrayList();
    private final ObservableList<IterationRecord> recordsView = FXCollections.unmodifiableObservableList(records);
    private final ReadOnlyIntegerWrapper selectedIndex = new ReadOnlyIntegerWrapper(this, "selectedIndex", -1);
    private final ReadOnlyObjectWrapper<IterationRecord> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper(this, "position", "");
    private final ReadOnlyObjectWrapper<AlignedPair> pair = new ReadOnlyObjectWrapper<>(this, "pair", AlignedPair.empty());
    private final BooleanProperty promptShown = new SimpleBooleanProperty(this, "promptShown", false);
    private final ReadOnlyStringWrapper prompt = new ReadOnlyStringWrapper(this, "prompt", "");
    private final ReadOnlyBooleanWrapper promptKept = new ReadOnlyBooleanWrapper(this, "promptKept");
    private final ReadOnlyStringWrapper stepKind = new ReadOnlyStringWrapper(this, "stepKind", "step");
    private final ReadOnlyStringWrapper firstDetail = new ReadOnlyStringWrapper(this, "firstDetail", "Response");

    public IterationsViewModel(TaskRunner runner) {
        this.runner = runner;
        this.loading = runner.latest("iterations");
        this.pairing = runner.latest("iteration states");
        this.prompting = runner.latest("iteration prompt");
        promptShown.addListener((obs, was, now) -> loadPrompt());
    }

    /** Loads the steps of {@code unitId} with {@code work}; a null report means the unit is gone. */
    public void load(String unitId, TaskRunner.Work<IterationsReport> work) {
        busy.set(true);
        message.set("Reading the " + stepKind.get() + "s of " + unitId + "…");
        loading.submit(work, loaded -> show(unitId, loaded), error -> {
            busy.set(false);
            clear("Could not read the " + stepKind.get() + "s of " + unitId + ": " + error.getMessage());
        });
    }

    /** The loads that follow are of steps called {@code kind} ("iteration", "phase", "step"). */
    public void setStepKind(String kind) {
        stepKind.set(kind == null || kind.isEmpty() ? "step" : kind);
    }

    /** Shows nothing, saying why. */
    public void clear(String why) {
        loading.cancel();
        pairing.cancel();
        prompting.cancel();
        report = null;
        busy.set(false);
        message.set(why);
        unit.set("");
        origin.set("");
        verdict.set("");
        agrees.set(true);
        promptKept.set(false);
        records.clear();
        selectedIndex.set(-1);
        selected.set(null);
        position.set("");
        pair.set(AlignedPair.empty());
        prompt.set("");
    }

    private void show(String unitId, IterationsReport loaded) {
        busy.set(false);
        if (loaded == null) {
            clear(unitId + " is no longer in the directory.");
            return;
        }
        report = loaded;
        unit.set(loaded.unit());
        origin.set(loaded.origin());
        verdict.set(loaded.verdict());
        agrees.set(loaded.agrees());
        stepKind.set(loaded.stepKind());
        promptKept.set(loaded.prompt() != null);
        firstDetail.set(loaded.records().stream().filter(r -> !r.details().isEmpty()).findFirst()
                .map(r -> Words.capitalised(r.details().get(0).label())).orElse("Response"));
        records.setAll(loaded.records());
        message.set(loaded.records().isEmpty() ? loaded.empty() : null);
        selectedIndex.set(-1);
        select(loaded.records().isEmpty() ? -1 : 0);
    }

    /** Selects iteration row {@code index} (0-based; -1 for none): its states fill the panes. */
    public void select(int index) {
        if (index < -1 || index >= records.size() || index == selectedIndex.get()) {
            return;
        }
        selectedIndex.set(index);
        IterationRecord record = index < 0 ? null : records.get(index);
        selected.set(record);
        position.set(record == null ? "" : stepKind.get() + " " + record.n() + " of " + records.size());
        if (record == null) {
            pairing.cancel();
            pair.set(AlignedPair.empty());
        } else {
            String kind = stepKind.get();
            pairing.submit(cancel -> pairOf(record, kind, cancel), pair::set,
                    error -> position.set("Could not compare the states of " + stepKind.get() + " " + record.n()
                            + ": " + error.getMessage()));
        }
        loadPrompt();
    }

    public void next() {
        select(Math.min(records.size() - 1, selectedIndex.get() + 1));
    }

    public void previous() {
        select(Math.max(0, selectedIndex.get() - 1));
    }

    private static AlignedPair pairOf(IterationRecord record, String kind,
                                      org.scratchpadinspector.model.Cancellation cancel) {
        List<String> before = record.before().lines().toList();
        List<String> after = record.after().lines().toList();
        LineDiffResult diff = LineDiff.diff(before, after, cancel);
        return AlignedPair.of(
                new AlignedPair.Side("before " + kind + " " + record.n(), -1, before, null, "(empty)"),
                new AlignedPair.Side("after " + kind + " " + record.n(), -1, after, null, "(empty)"), diff);
    }

    private void loadPrompt() {
        IterationRecord record = selected.get();
        IterationsReport shown = report;
        if (!promptShown.get() || record == null || shown == null) {
            prompting.cancel();
            prompt.set("");
            return;
        }
        String step = shown.stepKind() + " " + record.n();
        if (shown.prompt() == null) {
            prompting.cancel();
            prompt.set("This source keeps no prompt of its " + shown.stepKind() + "s, and cannot rebuild one.");
            return;
        }
        prompt.set("Rebuilding the prompt of " + step + "…");
        prompting.submit(cancel -> shown.prompt().apply(record.n()), prompt::set,
                error -> prompt.set("Could not rebuild the prompt of " + step + ": " + error.getMessage()));
    }

    /** Why nothing is shown, or null while iterations are. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty unitProperty() {
        return unit.getReadOnlyProperty();
    }

    /** Whether the shown unit's source can give the prompt of a step (the Prompt button is off otherwise). */
    public ReadOnlyBooleanProperty promptKeptProperty() {
        return promptKept.getReadOnlyProperty();
    }

    /** The label of the steps' first detail, capitalised, for its column ("Response", "Thought", "Input"). */
    public ReadOnlyStringProperty firstDetailProperty() {
        return firstDetail.getReadOnlyProperty();
    }


    /** What a step is called in the shown source: "iteration", "phase", "step". */
    public ReadOnlyStringProperty stepKindProperty() {
        return stepKind.getReadOnlyProperty();
    }

    /** "rebuilt", "recorded" or "reported". */
    public ReadOnlyStringProperty originProperty() {
        return origin.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** The iterations end at the unit's recorded after state; false on a mismatch or a partial log. */
    public ReadOnlyBooleanProperty agreesProperty() {
        return agrees.getReadOnlyProperty();
    }

    public ObservableList<IterationRecord> records() {
        return recordsView;
    }

    public ReadOnlyIntegerProperty selectedIndexProperty() {
        return selectedIndex.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<IterationRecord> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** "iteration 2 of 5", "phase 1 of 2". */
    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** The selected iteration's state before and after it, aligned. */
    public ReadOnlyObjectProperty<AlignedPair> pairProperty() {
        return pair.getReadOnlyProperty();
    }

    /** Show the selected iteration's prompt (rebuilt) instead of nothing. */
    public BooleanProperty promptShownProperty() {
        return promptShown;
    }

    public ReadOnlyStringProperty promptProperty() {
        return prompt.getReadOnlyProperty();
    }

    public TaskRunner runner() {
        return runner;
    }
}
