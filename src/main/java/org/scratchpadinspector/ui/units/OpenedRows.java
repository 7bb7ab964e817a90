package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

/** The rows of a freshly opened index, in both orders the list model needs, and the row to select first. */
record OpenedRows(List<UnitRow> oldestFirst, List<UnitRow> newestFirst) {
    static OpenedRows of(CycleIndex index) {
        List<UnitRow> oldest = new ArrayList<>(index.size());
        for (int i = 0; i < index.size(); i++) {
            oldest.add(new UnitRow(index.id(i)));
        }
        List<UnitRow> newest = new ArrayList<>(oldest);
        Collections.reverse(newest);
        return new OpenedRows(oldest, newest);
    }

    /** The newest cycle whose status is a failure, else the newest; {@code rows} oldest first, not empty. */
    static UnitRow newestFailingElseNewest(List<UnitRow> rows) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            CycleSummary summary = rows.get(i).summary();
            if (summary != null && summary.status().isFailure()) {
                return rows.get(i);
            }
        }
        return rows.get(rows.size() - 1);
    }
}
