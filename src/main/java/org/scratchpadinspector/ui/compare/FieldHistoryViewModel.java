package org.scratchpadinspector.ui.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.InvalidationListener;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.HistoryPoints;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * One field's value unit by unit, in any format with a history. The field list comes from the memory now (or the
 * newest readable state); any path can be typed. {@link #jumpTo} selects a row's unit in the whole inspector.
 */
public final class FieldHistoryViewModel {
    private final InspectorContext context;
    private final ObservableList<String> fields = FXCollections.observableArrayList();
    private final StringProperty field = new SimpleStringProperty(this, "field", "");
    private final BooleanProperty onlyChanges = new SimpleBooleanProperty(this, "onlyChanges");
    private final ObservableList<FieldTrail.Row> rows = FXCollections.observableArrayList();
    private final FilteredList<FieldTrail.Row> visibleRows = new FilteredList<>(rows);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message",
            "Pick a field to see its value unit by unit.");
    private final InvalidationListener sourceListener = obs -> loadFields();
    private Cancellation loading = new Cancellation();
    /** What the source calls its units, for the messages. */
    private String kind = "unit";
    /** The first readable row of the rows shown: where the value starts. */
    private FieldTrail.Row firstValue;

    public FieldHistoryViewModel(InspectorContext context) {
        this.context = context;
        onlyChanges.addListener((obs, old, only) -> visibleRows.setPredicate(only ? r -> mark(r) != Mark.NONE : null));
        context.sourceProperty().addListener(sourceListener);
        loadFields();
    }

    public void dispose() {
        loading.cancel();
        context.sourceProperty().removeListener(sourceListener);
    }

    /** The top-level keys of the memory now, or of the newest readable state when it cannot be read. */
    private void loadFields() {
        MemorySource source = context.source();
        History history = source == null ? null : source.facet(History.class).orElse(null);
        if (history == null) {
            fields.clear();
            return;
        }
        HistoryPoints points = context.historyPoints();
        context.runner().submit("field names", cancel -> fieldNames(history, points.of(source, cancel)
                .orElse(List.of()), cancel), fields::setAll,
                error -> message.set("Could not read the field names: " + error.getMessage()));
    }

    private static List<String> fieldNames(History history, List<HistoryPoint> points, Cancellation cancel) {
        for (int i = points.size() - 1; i >= 0; i--) {
            UnitState state = history.loadValue(points.get(i), cancel);
            if (state.readable() && state.value() instanceof java.util.Map<?, ?> tree) {
                return tree.keySet().stream().map(String::valueOf).toList();
            }
        }
        return List.of();
    }

    /** Walks every unit for the current field in the background, with progress; replaces a walk under way. */
    public void load() {
        loading.cancel();
        MemorySource source = context.source();
        History history = source == null ? null : source.facet(History.class).orElse(null);
        String name = field.get() == null ? "" : field.get().strip();
        if (history == null || name.isEmpty()) {
            rows.clear();
            message.set("Pick a field to see its value unit by unit.");
            return;
        }
        FieldPath path;
        try {
            path = FieldPath.parse(name);
        } catch (IllegalArgumentException e) {
            message.set("Not a field path: " + e.getMessage());
            return;
        }
        kind = history.unitKind();
        busy.set(true);
        progress.set(0);
        message.set("Reading " + name + " in every " + kind + "…");
        HistoryPoints points = context.historyPoints();
        AtomicInteger published = new AtomicInteger();
        loading = context.runner().submit("field history " + name,
                cancel -> {
                    List<HistoryPoint> all = points.of(source, cancel).orElse(List.of());
                    int total = Math.max(1, FieldTrail.lastOfEachUnit(all).size());
                    return FieldTrail.of(history, all, path, cancel, done -> {
                        // at most about a hundred progress updates, however many units
                        int percent = (int) (100L * done / total);
                        if (percent > published.get()) {
                            published.set(percent);
                            context.runner().onUiThread(() -> progress.set(percent / 100.0));
                        }
                    });
                },
                result -> show(name, result),
                error -> {
                    busy.set(false);
                    message.set("Could not read the history of " + name + ": " + error.getMessage());
                });
    }

    private void show(String name, List<FieldTrail.Row> result) {
        busy.set(false);
        progress.set(1);
        firstValue = result.stream().filter(FieldTrail.Row::readable).findFirst().orElse(null);
        rows.setAll(result);
        long changes = result.stream().filter(r -> mark(r) == Mark.CHANGED).count();
        boolean anywhere = result.stream().anyMatch(FieldTrail.Row::present);
        message.set(result.isEmpty() ? "No " + kind + "s yet."
                : !anywhere ? "No state has a field named " + name + "."
                : name + " changed " + times(changes) + " in " + result.size() + " " + kind + "s (after its first value"
                        + " in " + firstValue.unit() + ").");
    }

    /**
     * How a row is marked. The history marks the first readable row too (where the value starts); that is not a
     * change, so it gets its own mark and the count of changes is the count of CHANGED marks.
     */
    public Mark mark(FieldTrail.Row row) {
        if (row == null || !row.changed()) {
            return Mark.NONE;
        }
        return row == firstValue ? Mark.FIRST_VALUE : Mark.CHANGED;
    }

    /** A row's mark: the first value, a change from the previous readable row, or neither. */
    public enum Mark {
        FIRST_VALUE, CHANGED, NONE
    }

    private static String times(long n) {
        return n == 1 ? "once" : n + " times";
    }

    /** Selects the row's unit in the inspector. */
    public void jumpTo(FieldTrail.Row row) {
        if (row != null) {
            context.selectedUnitProperty().set(row.unit());
        }
    }

    /** Field names to offer (the picker is editable). */
    public ObservableList<String> fields() {
        return fields;
    }

    public StringProperty fieldProperty() {
        return field;
    }

    public BooleanProperty onlyChangesProperty() {
        return onlyChanges;
    }

    /** All rows, or only the marked ones (the first value and the changes) when {@link #onlyChangesProperty()} is set. */
    public ObservableList<FieldTrail.Row> rows() {
        return visibleRows;
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
