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
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.HistoryPoints;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * Compares any two states of a source with a history: the memory now or any unit's state. Offers the states newest
 * first (filtered by text), and publishes the per-field summary, both renderings side by side on shared rows, and a
 * unified diff of them (to copy).
 */
public final class CompareViewModel {
    private final InspectorContext context;
    private final ObservableList<StateChoice> choices = FXCollections.observableArrayList();
    private final FilteredList<StateChoice> filtered = new FilteredList<>(choices);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObjectProperty<StateChoice> left = new SimpleObjectProperty<>(this, "left");
    private final ObjectProperty<StateChoice> right = new SimpleObjectProperty<>(this, "right");
    private final ObservableList<String> fieldChanges = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> fieldChangesView = FXCollections.unmodifiableObservableList(fieldChanges);
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ReadOnlyStringWrapper diffText = new ReadOnlyStringWrapper(this, "diffText", "");
    private final ReadOnlyObjectWrapper<AlignedPair> sideBySide =
            new ReadOnlyObjectWrapper<>(this, "sideBySide", AlignedPair.empty());
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message",
            "Pick two states and press Compare.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final InvalidationListener sourceListener = obs -> refreshChoices();
    private final ChangeListener<DirectoryChange> changeListener = (obs, old, change) -> {
        if (change != null) {
            refreshChoices();
        }
    };
    private final LatestRequest listing;
    /** The unit to preselect once the states are listed. */
    private UnitId wanted;
    private Cancellation comparing = new Cancellation();

    public CompareViewModel(InspectorContext context) {
        this.context = context;
        filter.addListener((obs, old, text) -> {
            String needle = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            filtered.setPredicate(needle.isEmpty() ? null
                    : c -> c.label().toLowerCase(Locale.ROOT).contains(needle));
        });
        this.listing = context.runner().latest("list the states to compare");
        context.sourceProperty().addListener(sourceListener);
        context.lastChangeProperty().addListener(changeListener);
        wanted = context.selectedUnitProperty().get();
        refreshChoices();
    }

    /** Stops following the context (call when the window closes). */
    public void dispose() {
        comparing.cancel();
        listing.cancel();
        context.sourceProperty().removeListener(sourceListener);
        context.lastChangeProperty().removeListener(changeListener);
    }

    /** Left: the unit's last state, right: the memory now; nothing is compared yet. */
    public void preselect(UnitId unit) {
        wanted = unit;
        if (unit == null || choices.isEmpty()) {
            return;
        }
        StateChoice last = null;
        StateChoice now = null;
        for (StateChoice c : choices) {
            if (c.isNow()) {
                now = c;
            } else if (last == null && unit.equals(c.point().unit())) {
                last = c;
            }
        }
        if (last != null) {
            left.set(last);
            right.set(now);
        }
        wanted = null;
    }

    /** The history's points, newest first, read off the FX thread; the files themselves are read on Compare. */
    private void refreshChoices() {
        MemorySource source = context.source();
        if (source == null || source.facet(History.class).isEmpty()) {
            listing.cancel();
            choices.clear();
            return;
        }
        HistoryPoints points = context.historyPoints();
        listing.submit(cancel -> {
            List<HistoryPoint> all = points.of(source, cancel).orElse(List.of());
            List<StateChoice> newestFirst = new ArrayList<>(all.size());
            for (int i = all.size() - 1; i >= 0; i--) {
                newestFirst.add(new StateChoice(all.get(i)));
            }
            return newestFirst;
        }, listed -> {
            choices.setAll(listed);
            if (wanted != null) {
                preselect(wanted);
            }
        }, error -> message.set("Could not list the states: " + error.getMessage()));
    }

    public void swap() {
        StateChoice l = left.get();
        left.set(right.get());
        right.set(l);
        if (!diffText.get().isEmpty() || !fieldChanges.isEmpty()) {
            compare();
        }
    }

    /** Reads, renders and diffs both states in the background; a newer Compare replaces an older one. */
    public void compare() {
        comparing.cancel();
        History history = context.source() == null ? null : context.source().facet(History.class).orElse(null);
        StateChoice l = left.get();
        StateChoice r = right.get();
        if (history == null || l == null || r == null) {
            message.set("Pick two states and press Compare.");
            return;
        }
        busy.set(true);
        message.set("Comparing " + l.label() + " with " + r.label() + "…");
        comparing = context.runner().submit("compare " + l + " " + r,
                cancel -> Comparison.of(history, l, r, cancel),
                result -> show(l, r, result),
                error -> {
                    busy.set(false);
                    message.set("Could not compare: " + error.getMessage());
                });
    }

    private void show(StateChoice l, StateChoice r, Comparison result) {
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

    public ObservableList<StateChoice> choices() {
        return filtered;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<StateChoice> leftProperty() {
        return left;
    }

    public ObjectProperty<StateChoice> rightProperty() {
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

    /** GNU-style unified diff of the renderings; empty when identical. */
    public ReadOnlyStringProperty diffTextProperty() {
        return diffText.getReadOnlyProperty();
    }

    /** Both states on shared rows, for the side-by-side panes. */
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
