package org.scratchpadinspector.ui.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * Compares any two snapshots: active.yaml or any cycle's before or after. Offers the snapshots newest
 * first (filtered by text), and publishes the per-field summary, both decoded texts side by side on shared rows,
 * and a unified diff of them (to copy).
 */
public final class CompareViewModel {
    private final InspectorContext context;
    private final ObservableList<SnapshotChoice> choices = FXCollections.observableArrayList();
    private final FilteredList<SnapshotChoice> filtered = new FilteredList<>(choices);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObjectProperty<SnapshotChoice> left = new SimpleObjectProperty<>(this, "left");
    private final ObjectProperty<SnapshotChoice> right = new SimpleObjectProperty<>(this, "right");
    private final ObservableList<String> fieldChanges = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> fieldChangesView = FXCollections.unmodifiableObservableList(fieldChanges);
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ReadOnlyStringWrapper diffText = new ReadOnlyStringWrapper(this, "diffText", "");
    private final ReadOnlyObjectWrapper<AlignedPair> sideBySide =
            new ReadOnlyObjectWrapper<>(this, "sideBySide", AlignedPair.empty());
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message",
            "Pick two snapshots and press Compare.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final InvalidationListener padListener = obs -> refreshChoices();
    private final ChangeListener<DirectoryChange> changeListener = (obs, old, change) -> {
        if (change != null && (change.rescan() || change.names().stream().anyMatch(n -> n.endsWith(".yaml")))) {
            refreshChoices();
        }
    };
    private Cancellation comparing = new Cancellation();

    public CompareViewModel(InspectorContext context) {
        this.context = context;
        filter.addListener((obs, old, text) -> {
            String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            filtered.setPredicate(needle.isEmpty() ? null
                    : c -> c.label().toLowerCase(Locale.ROOT).contains(needle));
        });
        context.scratchpadProperty().addListener(padListener);
        context.lastChangeProperty().addListener(changeListener);
        refreshChoices();
        preselect(context.selectedCycleProperty().get());
    }

    /** Stops following the context (call when the window closes). */
    public void dispose() {
        comparing.cancel();
        context.scratchpadProperty().removeListener(padListener);
        context.lastChangeProperty().removeListener(changeListener);
    }

    /** Left: the cycle's after (or before), right: active.yaml; nothing is compared yet. */
    public void preselect(CycleId cycle) {
        Scratchpad pad = context.scratchpad();
        if (pad == null || cycle == null) {
            return;
        }
        int i = pad.index().indexOf(cycle);
        if (i >= 0) {
            left.set(new SnapshotChoice(cycle, pad.index().has(i, CycleIndex.AFTER) ? Side.AFTER : Side.BEFORE));
            right.set(SnapshotChoice.ACTIVE);
        }
    }

    /** The index is held in memory, so the list is built here; reading files waits for Compare. */
    private void refreshChoices() {
        Scratchpad pad = context.scratchpad();
        List<SnapshotChoice> all = new ArrayList<>();
        if (pad != null) {
            CycleIndex index = pad.index();
            if (index.hasActive()) {
                all.add(SnapshotChoice.ACTIVE);
            }
            for (int i = index.size() - 1; i >= 0; i--) {
                if (index.has(i, CycleIndex.AFTER)) {
                    all.add(new SnapshotChoice(index.id(i), Side.AFTER));
                }
                if (index.has(i, CycleIndex.BEFORE)) {
                    all.add(new SnapshotChoice(index.id(i), Side.BEFORE));
                }
            }
        }
        choices.setAll(all);
    }

    public void swap() {
        SnapshotChoice l = left.get();
        left.set(right.get());
        right.set(l);
        if (!diffText.get().isEmpty() || !fieldChanges.isEmpty()) {
            compare();
        }
    }

    /** Reads, renders and diffs both snapshots in the background; a newer Compare replaces an older one. */
    public void compare() {
        comparing.cancel();
        Scratchpad pad = context.scratchpad();
        SnapshotChoice l = left.get();
        SnapshotChoice r = right.get();
        if (pad == null || l == null || r == null) {
            message.set("Pick two snapshots and press Compare.");
            return;
        }
        busy.set(true);
        message.set("Comparing " + l.label() + " with " + r.label() + "…");
        comparing = context.runner().submit("compare " + l + " " + r,
                cancel -> Comparison.of(pad, l, r, cancel),
                result -> show(l, r, result),
                error -> {
                    busy.set(false);
                    message.set("Could not compare: " + error.getMessage());
                });
    }

    private void show(SnapshotChoice l, SnapshotChoice r, Comparison result) {
        busy.set(false);
        fieldChanges.setAll(result.fieldChanges());
        problems.setAll(result.problems());
        diffText.set(result.unifiedDiff());
        sideBySide.set(result.sideBySide());
        if (result.identical()) {
            message.set(l.label() + " and " + r.label() + " are identical (decoded).");
        } else {
            int n = result.fieldChanges().size();
            message.set(l.label() + " → " + r.label() + ": " + n + (n == 1 ? " field differs" : " fields differ"));
        }
    }

    public ObservableList<SnapshotChoice> choices() {
        return filtered;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<SnapshotChoice> leftProperty() {
        return left;
    }

    public ObjectProperty<SnapshotChoice> rightProperty() {
        return right;
    }

    /** {@code FieldChange.describe()} lines, left to right. */
    public ObservableList<String> fieldChanges() {
        return fieldChangesView;
    }

    /** Unreadable sides, with the parser's line and column. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    /** GNU-style unified diff of the decoded renderings; empty when identical. */
    public ReadOnlyStringProperty diffTextProperty() {
        return diffText.getReadOnlyProperty();
    }

    /** Both snapshots on shared rows, for the side-by-side panes. */
    public ReadOnlyObjectProperty<AlignedPair> sideBySideProperty() {
        return sideBySide.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Where the view renders its panes (off the FX thread). */
    public TaskRunner runner() {
        return context.runner();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
