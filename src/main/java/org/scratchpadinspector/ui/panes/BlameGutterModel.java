package org.scratchpadinspector.ui.panes;

import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;

/**
 * The Active pane's blame gutter: who changed each top-level key of active.yaml last. Read off the FX thread
 * while the gutter is shown, kept until the directory changes (a new scratchpad or a file written in it), not
 * read again when another cycle is selected: active.yaml and the run are the same for every cycle.
 */
public final class BlameGutterModel {
    private final InspectorContext context;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private final ReadOnlyObjectWrapper<Map<String, KeyBlame>> keys =
            new ReadOnlyObjectWrapper<>(this, "keys", Map.of());
    /** The longest run the gutter blames by itself. */
    static final int MAX_CYCLES = 1000;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final LatestRequest request;
    private boolean stale = true;

    BlameGutterModel(InspectorContext context) {
        this.context = context;
        this.request = context.runner().latest("blame the keys of active.yaml");
        context.scratchpadProperty().addListener((o, was, now) -> invalidate());
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

    /** Each top-level key's blame, in active.yaml's order; empty until read. */
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
        Scratchpad pad = context.scratchpad();
        if (!shown.get() || !stale) {
            return;
        }
        if (pad == null) {
            request.cancel();
            keys.set(Map.of());
            return;
        }
        stale = false;
        int cycles = pad.index().size();
        if (cycles > MAX_CYCLES) {
            // every key walks the whole run, again after each change: past this the gutter would never rest
            request.cancel();
            keys.set(Map.of());
            problem.set("The blame gutter reads runs of up to " + MAX_CYCLES + " cycles (this one has " + cycles
                    + "): Tools → Blame and Churn blames one field at a time");
            return;
        }
        request.submit(cancel -> KeyBlame.of(pad, cancel), blamed -> {
            problem.set("");
            keys.set(Map.copyOf(blamed));
        }, failure -> {
            stale = true;
            problem.set("Could not blame active.yaml: " + failure.getMessage());
        });
    }
}
