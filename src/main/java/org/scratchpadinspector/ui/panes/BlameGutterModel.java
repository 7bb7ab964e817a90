package org.scratchpadinspector.ui.panes;

import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;

/**
 * The Now pane's blame gutter: who changed each top-level key of the memory now last, for any source with a
 * history. Read off the FX thread while the gutter is shown, kept until the directory changes (another source or a
 * file written in it), not read again when another unit is selected: the memory now and the run are the same for
 * every unit.
 */
public final class BlameGutterModel {
    private final InspectorContext context;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private final ReadOnlyObjectWrapper<Map<String, KeyBlame>> keys =
            new ReadOnlyObjectWrapper<>(this, "keys", Map.of());
    /** The longest run the gutter blames by itself. */
    static final int MAX_UNITS = 1000;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final LatestRequest request;
    private boolean stale = true;

    BlameGutterModel(InspectorContext context) {
        this.context = context;
        this.request = context.runner().latest("blame the keys of the memory now");
        context.sourceProperty().addListener((o, was, now) -> invalidate());
        context.lastChangeProperty().addListener(o -> {
            DirectoryChange change = context.lastChangeProperty().get();
            if (change != null) {
                invalidate();
            }
        });
        shown.addListener((o, was, now) -> refreshIfNeeded());
        refreshIfNeeded();
    }

    /** Whether the gutter is shown (the toolbar's Blame toggle); nothing is read while it is off. */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /** Each top-level key's blame, in the memory's order; empty until read. */
    ReadOnlyObjectProperty<Map<String, KeyBlame>> keysProperty() {
        return keys.getReadOnlyProperty();
    }

    /** Why the blame could not be read, or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    private void invalidate() {
        stale = true;
        refreshIfNeeded();
    }

    private void refreshIfNeeded() {
        MemorySource source = context.source();
        if (!shown.get() || !stale) {
            return;
        }
        History history = source == null ? null : source.facet(History.class).orElse(null);
        if (history == null) {
            request.cancel();
            keys.set(Map.of());
            return;
        }
        stale = false;
        var points = context.historyPoints();
        request.submit(cancel -> {
            var all = points.of(source, cancel).orElse(java.util.List.of());
            int units = units(all);
            if (units > MAX_UNITS) {
                // every key walks the whole run, again after each change: past this the gutter would never rest
                throw new TooLong(units, history.unitKind());
            }
            return KeyBlame.of(source, history, all, cancel);
        }, blamed -> {
            problem.set("");
            keys.set(Map.copyOf(blamed));
        }, failure -> {
            keys.set(Map.of());
            if (failure instanceof TooLong tooLong) {
                problem.set(tooLong.getMessage());
                return;
            }
            stale = true;
            problem.set("Could not blame the memory now: " + failure.getMessage());
        });
    }

    /** How many units the points belong to. */
    private static int units(java.util.List<org.scratchpadinspector.model.HistoryPoint> points) {
        int n = 0;
        Object last = null;
        for (var p : points) {
            if (p.unit() != null && !p.unit().equals(last)) {
                n++;
                last = p.unit();
            }
        }
        return n;
    }

    /** A run too long for the gutter to blame by itself. */
    private static final class TooLong extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLong(int units, String kind) {
            super("The blame gutter reads runs of up to " + MAX_UNITS + " " + kind + "s (this one has " + units
                    + "): Tools → Blame and Churn blames one field at a time", null, false, false);
        }
    }
}
