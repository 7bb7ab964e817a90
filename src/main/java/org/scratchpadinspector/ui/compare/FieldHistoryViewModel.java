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
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.FieldHistory;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * One field's value cycle by cycle. The field list comes from active.yaml (or the newest snapshot);
 * any name can be typed. {@link #jumpTo} selects a row's cycle in the whole inspector.
 */
public final class FieldHistoryViewModel {
    private final InspectorContext context;
    private final ObservableList<String> fields = FXCollections.observableArrayList();
    private final StringProperty field = new SimpleStringProperty(this, "field", "");
    private final BooleanProperty onlyChanges = new SimpleBooleanProperty(this, "onlyChanges");
    private final ObservableList<FieldHistory.Row> rows = FXCollections.observableArrayList();
    private final FilteredList<FieldHistory.Row> visibleRows = new FilteredList<>(rows);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message",
            "Pick a field to see its value cycle by cycle.");
    private final InvalidationListener padListener = obs -> loadFields();
    private Cancellation loading = new Cancellation();
    /** The first readable row of the rows shown: where the value starts. */
    private FieldHistory.Row firstValue;

    public FieldHistoryViewModel(InspectorContext context) {
        this.context = context;
        onlyChanges.addListener((obs, old, only) -> visibleRows.setPredicate(only ? r -> mark(r) != Mark.NONE : null));
        context.scratchpadProperty().addListener(padListener);
        loadFields();
    }

    public void dispose() {
        loading.cancel();
        context.scratchpadProperty().removeListener(padListener);
    }

    /** The top-level keys of active.yaml, or of the newest readable snapshot when active.yaml is unreadable. */
    private void loadFields() {
        Scratchpad pad = context.scratchpad();
        if (pad == null) {
            fields.clear();
            return;
        }
        context.runner().submit("field names", cancel -> fieldNames(pad), fields::setAll,
                error -> message.set("Could not read the field names: " + error.getMessage()));
    }

    private static List<String> fieldNames(Scratchpad pad) {
        Snapshot active = pad.active();
        if (active.isReadable()) {
            return new ArrayList<>(active.state().keySet());
        }
        CycleIndex index = pad.index();
        for (int i = index.size() - 1; i >= 0; i--) {
            Side side = index.has(i, CycleIndex.AFTER) ? Side.AFTER : Side.BEFORE;
            Snapshot s = pad.snapshot(index.id(i), side);
            if (s.isReadable()) {
                return new ArrayList<>(s.state().keySet());
            }
        }
        return List.of();
    }

    /** Walks every cycle for the current field in the background, with progress; replaces a walk under way. */
    public void load() {
        loading.cancel();
        Scratchpad pad = context.scratchpad();
        String name = field.get() == null ? "" : field.get().strip();
        if (pad == null || name.isEmpty()) {
            rows.clear();
            message.set("Pick a field to see its value cycle by cycle.");
            return;
        }
        busy.set(true);
        progress.set(0);
        message.set("Reading " + name + " in every cycle…");
        int total = Math.max(1, pad.index().size());
        AtomicInteger published = new AtomicInteger();
        loading = context.runner().submit("field history " + name,
                cancel -> FieldHistory.of(pad, name, cancel, done -> {
                    // at most about a hundred progress updates, however many cycles
                    int percent = (int) (100L * done / total);
                    if (percent > published.get()) {
                        published.set(percent);
                        context.runner().onUiThread(() -> progress.set(percent / 100.0));
                    }
                }),
                result -> show(name, result),
                error -> {
                    busy.set(false);
                    message.set("Could not read the history of " + name + ": " + error.getMessage());
                });
    }

    private void show(String name, List<FieldHistory.Row> result) {
        busy.set(false);
        progress.set(1);
        firstValue = result.stream().filter(FieldHistory.Row::readable).findFirst().orElse(null);
        rows.setAll(result);
        long changes = result.stream().filter(r -> mark(r) == Mark.CHANGED).count();
        boolean anywhere = result.stream().anyMatch(FieldHistory.Row::present);
        message.set(result.isEmpty() ? "No cycles yet."
                : !anywhere ? "No snapshot has a field named " + name + "."
                : name + " changed " + times(changes) + " in " + result.size() + " cycles (after its first value in "
                        + firstValue.cycle() + ").");
    }

    /**
     * How a row is marked. The history marks the first readable row too (where the value starts); that is not a
     * change, so it gets its own mark and the count of changes is the count of CHANGED marks.
     */
    public Mark mark(FieldHistory.Row row) {
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

    /** Selects the row's cycle in the inspector. */
    public void jumpTo(FieldHistory.Row row) {
        if (row != null) {
            context.selectedCycleProperty().set(row.cycle());
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
    public ObservableList<FieldHistory.Row> rows() {
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
