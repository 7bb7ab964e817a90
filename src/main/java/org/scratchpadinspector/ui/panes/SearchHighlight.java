package org.scratchpadinspector.ui.panes;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.UnitId;

/**
 * What the panes highlight for the search: every occurrence of the query, and the hit stepped to (its unit, state
 * and line), which the panes scroll to and mark more strongly once they show that unit.
 */
public final class SearchHighlight {

    /** The hit to show: {@code fileLine} is 0-based in the text of the state {@code state} of {@code unit}. */
    public record Target(UnitId unit, String state, int fileLine, String query) {
        /** The pane that shows the hit's state, or null when it is not one of the first two. */
        PaneSide side(PaneStack shown) {
            return state.equals(shown.stateName(0)) ? PaneSide.BEFORE
                    : state.equals(shown.stateName(1)) ? PaneSide.AFTER : null;
        }
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
     * Shows {@code hit}: the rendering it was found in (the decoded one), then its line in its pane once the panes
     * show its unit. A hit outside the unit's states (a tag, its timeline) only selects the unit.
     */
    public void show(String searched, UnitSearch.Hit hit) {
        query.set(searched);
        if (!hit.inState()) {
            target.set(null);
            return;
        }
        raw.set(false);
        target.set(new Target(hit.unit(), hit.state(), hit.line() - 1, searched));
    }
}
