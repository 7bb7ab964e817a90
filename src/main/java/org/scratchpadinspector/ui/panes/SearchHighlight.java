package org.scratchpadinspector.ui.panes;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleSearch;
import org.scratchpadinspector.formats.yamlcycles.Side;

/**
 * What the panes highlight for the search: every occurrence of the query, and the hit stepped to (its cycle, pane
 * and line), which the panes scroll to and mark more strongly once they show that cycle.
 */
public final class SearchHighlight {

    /** The hit to show: {@code fileLine} is 0-based in the text of the pane {@code side}. */
    public record Target(CycleId cycle, PaneSide side, int fileLine, String query) {
    }

    private final ReadOnlyStringWrapper query = new ReadOnlyStringWrapper(this, "query", "");
    private final ReadOnlyObjectWrapper<Target> target = new ReadOnlyObjectWrapper<>(this, "target");
    private final BooleanProperty raw;

    SearchHighlight(BooleanProperty raw) {
        this.raw = raw;
    }

    /** The text highlighted wherever it occurs in the panes, ignoring case; "" for none. */
    public ReadOnlyStringProperty queryProperty() {
        return query.getReadOnlyProperty();
    }

    /** The hit last stepped to, or null. */
    public ReadOnlyObjectProperty<Target> targetProperty() {
        return target.getReadOnlyProperty();
    }

    /** Highlights {@code text} (a completed search's query; null or "" ends the highlighting and the target). */
    public void highlight(String text) {
        String now = text == null ? "" : text;
        if (now.isEmpty() || !now.equals(query.get())) {
            target.set(null);
        }
        query.set(now);
    }

    /**
     * Shows {@code hit}: the rendering it was found in (decoded, or the bytes on disk for a snapshot the search read
     * raw), then its line in its pane once the panes show its cycle.
     */
    public void show(String searched, CycleSearch.Hit hit) {
        query.set(searched);
        raw.set(!hit.decoded());
        target.set(new Target(hit.cycle(), hit.side() == Side.BEFORE ? PaneSide.BEFORE : PaneSide.AFTER,
                hit.line() - 1, searched));
    }
}
