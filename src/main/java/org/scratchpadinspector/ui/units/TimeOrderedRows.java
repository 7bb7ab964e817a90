package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableListBase;
import org.scratchpadinspector.model.UnitId;

/**
 * Every row in time order, read-only from outside. {@code ObservableList.setAll} adds elements one by one with
 * change tracking per element, which for 100,000 rows held the FX thread; here a new directory's rows replace
 * the backing list at once and new cycles are appended in one copy, each fired as one change that hands the
 * removed rows over without copying them.
 */
final class TimeOrderedRows extends ObservableListBase<UnitRow> {
    private List<UnitRow> rows = new ArrayList<>();

    void replaceAll(List<UnitRow> next) {
        List<UnitRow> old = rows;
        rows = new ArrayList<>(next);
        if (old.isEmpty() && rows.isEmpty()) {
            return;
        }
        // the old list is dropped here and never changed again, so listeners may keep it as the removed rows
        fireChange(new StretchChange<>(this, 0, rows.size(), old));
    }

    void append(List<UnitRow> more) {
        if (more.isEmpty()) {
            return;
        }
        int from = rows.size();
        rows.addAll(more);
        fireChange(new StretchChange<>(this, from, rows.size(), List.of()));
    }

    /** Position of {@code id}, or {@code -(insertion point) - 1}; by binary search, the rows being in time order. */
    int indexOfId(UnitId id) {
        int lo = 0;
        int hi = rows.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int cmp = rows.get(mid).id().compareTo(id);
            if (cmp == 0) {
                return mid;
            }
            if (cmp < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -lo - 1;
    }

    @Override
    public UnitRow get(int index) {
        return rows.get(index);
    }

    @Override
    public int size() {
        return rows.size();
    }
}
