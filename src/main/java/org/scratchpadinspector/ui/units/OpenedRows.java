package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;

/** The rows of a freshly opened source, in both orders the list model needs. */
record OpenedRows(List<UnitRow> oldestFirst, List<UnitRow> newestFirst) {
    /** Pending rows of an indexed source's ids (oldest first). */
    static OpenedRows of(List<UnitId> ids) {
        List<UnitRow> oldest = new ArrayList<>(ids.size());
        for (UnitId id : ids) {
            oldest.add(new UnitRow(id));
        }
        return both(oldest);
    }

    /** Summarised rows of a source listed whole (in id order). */
    static OpenedRows listed(List<Unit> units) {
        List<UnitRow> oldest = new ArrayList<>(units.size());
        for (Unit unit : units) {
            oldest.add(new UnitRow(unit));
        }
        return both(oldest);
    }

    private static OpenedRows both(List<UnitRow> oldest) {
        List<UnitRow> newest = new ArrayList<>(oldest);
        Collections.reverse(newest);
        return new OpenedRows(oldest, newest);
    }

    /** The newest failing unit, else the newest; {@code rows} oldest first, not empty. */
    static UnitRow newestFailingElseNewest(List<UnitRow> rows) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            if (rows.get(i).failing()) {
                return rows.get(i);
            }
        }
        return rows.get(rows.size() - 1);
    }
}
