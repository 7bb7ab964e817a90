package org.scratchpadinspector.ui.runs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.formats.yamlcycles.RunComparison;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The comparison of two runs (README, "Time travel"): the operator's A and B, read off the UI thread; the pairs
 * of cycles from the fork point, and for the selected pair both tool-call timelines aligned and the fields whose
 * after differs. A run that is no seed-000 cycle scratchpad is refused in one line.
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
            fail("Pick two runs: A and B are agent roots or scratchpad directories.");
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

    /** Off the UI thread: the refusal line, or the comparison. */
    private static Object read(Path runA, Path runB) throws java.io.IOException {
        for (Path dir : List.of(runA, runB)) {
            if (!Files.isDirectory(dir)) {
                return "cannot compare: " + dir.toAbsolutePath().normalize()
                        + (Files.exists(dir) ? " is not a directory" : " does not exist");
            }
        }
        Optional<String> refusal = refusal(runA, runB);
        if (refusal.isPresent()) {
            return refusal.get();
        }
        return RunComparison.compare(runA, runB);
    }

    /** Why two folders are not two runs this window compares cycle by cycle, or empty when they are. */
    private static Optional<String> refusal(Path a, Path b) throws java.io.IOException {
        org.scratchpadinspector.format.Detection first = Formats.registry().detect(a);
        org.scratchpadinspector.format.Detection second = Formats.registry().detect(b);
        if (!first.found()) {
            return Optional.of("cannot compare: A (" + a + "): " + first.message());
        }
        if (!second.found()) {
            return Optional.of("cannot compare: B (" + b + "): " + second.message());
        }
        boolean runs = first.provider() == second.provider() && first.provider().open(first.recognition(),
                org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE)
                .facet(org.scratchpadinspector.engine.timetravel.RunComparer.class).isPresent();
        return runs ? Optional.empty() : Optional.of("compare works on two runs of cycles; A is "
                + first.provider().name() + ", B is " + second.provider().name()
                + ": their units have no cycles to pair from a fork point");
    }

    private void show(Object result) {
        busy.set(false);
        if (result instanceof String refusal) {
            fail(refusal);
            return;
        }
        RunComparison comparison = (RunComparison) result;
        refused.set(false);
        List<PairRow> rows = new ArrayList<>();
        for (int i = 0; i < comparison.pairs().size(); i++) {
            rows.add(PairRow.of(i, comparison.pairs().get(i)));
        }
        pairs.setAll(rows);
        forkNote.set(comparison.forkPoint() == null ? comparison.forkNote()
                : "Fork point " + comparison.forkPoint() + ": " + comparison.forkNote());
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
        List<String> fields = new ArrayList<>();
        for (FieldChange change : row.pair().afterDiff()) {
            fields.add(change.describe());
        }
        if (fields.isEmpty()) {
            fields.add(row.pair().a() == null || row.pair().b() == null || row.pair().a().after() == null
                    || row.pair().b().after() == null ? "(no after on one side: nothing to compare)"
                    : "(the afters agree, last_updated aside)");
        }
        afterDiff.setAll(fields);
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
