package org.scratchpadinspector.ui.runs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.timetravel.RunPairs;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The comparison of two runs of any format (README, "Time travel"), through {@link RunPairs} as {@code compare}
 * makes it: the operator's A and B, read off the UI thread; the pairs of units (from the fork point where the
 * format pairs its runs so), and for the selected pair both tool-call timelines aligned and what differs at their
 * ends. Folders of different formats, of none, or missing are refused in one line.
 */
public final class RunsCompareViewModel {
    private final TaskRunner runner;
    private final StringProperty a = new SimpleStringProperty(this, "a", "");
    private final StringProperty b = new SimpleStringProperty(this, "b", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Pick two runs and press Compare.");
    private final ReadOnlyStringWrapper forkNote = new ReadOnlyStringWrapper(this, "forkNote", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper refused = new ReadOnlyBooleanWrapper(this, "refused");
    private final ObservableList<PairRow> pairs = FXCollections.observableArrayList();
    private final ObjectProperty<PairRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<ToolRowText> tools = FXCollections.observableArrayList();
    private final ObservableList<String> afterDiff = FXCollections.observableArrayList();
    private Cancellation running = new Cancellation();

    public RunsCompareViewModel(TaskRunner runner) {
        this.runner = runner;
        selected.addListener((obs, was, now) -> showPair(now));
    }

    /** Sets both runs and compares them. */
    public void compare(Path runA, Path runB) {
        a.set(runA.toString());
        b.set(runB.toString());
        compare();
    }

    /** Compares the runs named in {@link #aProperty()} and {@link #bProperty()}. */
    public void compare() {
        String first = a.get() == null ? "" : a.get().strip();
        String second = b.get() == null ? "" : b.get().strip();
        if (first.isEmpty() || second.isEmpty()) {
            fail("Pick two runs: A and B are folders of one memory format (e.g. an agent root and its fork).");
            return;
        }
        Path runA = Path.of(first);
        Path runB = Path.of(second);
        running.cancel();
        busy.set(true);
        message.set("Comparing…");
        running = runner.submit("compare two runs", () -> read(runA, runB), this::show, error -> {
            busy.set(false);
            fail("Could not compare: " + error.getMessage());
        });
    }

    /** Off the UI thread: the pairs, or the one line saying why the folders cannot be compared. */
    private static RunPairs read(Path runA, Path runB) throws java.io.IOException {
        return RunPairs.compare(Formats.registry(), runA, runB, Cancellation.NONE);
    }

    private void show(RunPairs comparison) {
        busy.set(false);
        if (comparison.isRefused()) {
            fail(comparison.refusal());
            return;
        }
        refused.set(false);
        List<PairRow> rows = new ArrayList<>();
        for (int i = 0; i < comparison.pairs().size(); i++) {
            rows.add(PairRow.of(i, comparison.pairs().get(i)));
        }
        pairs.setAll(rows);
        forkNote.set(comparison.pairing());
        String summary = comparison.summary();
        message.set(Character.toUpperCase(summary.charAt(0)) + summary.substring(1) + ".");
        selected.set(rows.stream().filter(r -> !r.agrees()).findFirst().orElse(rows.isEmpty() ? null : rows.get(0)));
        showPair(selected.get());
    }

    private void fail(String line) {
        refused.set(true);
        pairs.clear();
        selected.set(null);
        forkNote.set("");
        message.set(line);
    }

    private void showPair(PairRow row) {
        if (row == null) {
            tools.clear();
            afterDiff.clear();
            return;
        }
        tools.setAll(row.pair().tools().stream().map(ToolRowText::of).toList());
        afterDiff.setAll(row.pair().differences().isEmpty() ? List.of(row.pair().sameNote()) : row.pair().differences());
    }

    public StringProperty aProperty() {
        return a;
    }

    public StringProperty bProperty() {
        return b;
    }

    /** What the comparison found, or why it could not run: one line. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty forkNoteProperty() {
        return forkNote.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True when the last attempt was refused (another format, a missing directory): the message says why. */
    public ReadOnlyBooleanProperty refusedProperty() {
        return refused.getReadOnlyProperty();
    }

    public ObservableList<PairRow> pairs() {
        return pairs;
    }

    public ObjectProperty<PairRow> selectedProperty() {
        return selected;
    }

    /** The selected pair's two tool-call timelines, row by row. */
    public ObservableList<ToolRowText> tools() {
        return tools;
    }

    /** The selected pair's after-versus-after field changes, one line each. */
    public ObservableList<String> afterDiff() {
        return afterDiff;
    }

    public void dispose() {
        running.cancel();
    }
}
