package org.scratchpadinspector.ui.common;

import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A search's hits as a list to step through, and the operator's place in it: a step goes to the next or previous
 * hit and wraps around, the position reads "3 of 14" ("3 of the first 10,000" when the search stopped at its
 * limit), and the same query's new outcome keeps the place when the hit is still among its hits (decision 0075).
 * The hit lists of the cycle window and of the window of any format both keep their place with one.
 */
public final class HitCursor<H> {
    private final ObservableList<H> hits = FXCollections.observableArrayList();
    private final ObservableList<H> readOnlyHits = FXCollections.unmodifiableObservableList(hits);
    private final ReadOnlyIntegerWrapper current = new ReadOnlyIntegerWrapper(this, "current", -1);
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper(this, "position", "");
    private String query;
    private boolean truncated;

    /** The hits listed (read-only). */
    public ObservableList<H> hits() {
        return readOnlyHits;
    }

    /** The query the hits were found for; "" when none are listed. */
    public String query() {
        return query == null ? "" : query;
    }

    /** The index of the current hit, or -1 before the first step. */
    public ReadOnlyIntegerProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** "3 of 14", "3 of the first 10,000", or "" before the first step. */
    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    /**
     * Lists the hits a search found for {@code found} ({@code null}: no search), {@code truncated} when it stopped
     * at its limit. Returns whether the operator's place was kept: the same query, its hit still listed.
     */
    public boolean show(String found, List<H> foundHits, boolean truncated) {
        int at = current.get();
        H kept = found != null && found.equals(query) && at >= 0 && at < hits.size() ? hits.get(at) : null;
        query = found;
        this.truncated = truncated;
        current.set(-1);
        position.set("");
        if (!foundHits.isEmpty() || !hits.isEmpty()) {
            hits.setAll(foundHits);
        }
        int keptAt = kept == null ? -1 : hits.indexOf(kept);
        if (keptAt >= 0) {
            moveTo(keptAt);
        }
        return keptAt >= 0;
    }

    /** Where a step in {@code direction} (+1 or -1) goes: from no place yet the first or the last; -1 with no hits. */
    public int target(int direction) {
        int n = hits.size();
        if (n == 0) {
            return -1;
        }
        int from = current.get();
        return from < 0 ? (direction > 0 ? 0 : n - 1) : Math.floorMod(from + direction, n);
    }

    /** Makes hit {@code index} the current one. */
    public void moveTo(int index) {
        current.set(index);
        position.set(String.format(Locale.ROOT, truncated ? "%,d of the first %,d" : "%,d of %,d", index + 1,
                hits.size()));
    }
}
