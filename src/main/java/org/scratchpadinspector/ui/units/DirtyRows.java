package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.ui.common.DirectoryChange;

/**
 * The rows a directory change makes out of date, newest first: new rows, the cycles whose files changed, and
 * the successor of each (a cycle's status depends on its predecessor), or every row after a rescan.
 */
final class DirtyRows {
    private final TimeOrderedRows rows;
    private final Set<UnitRow> dirty = new LinkedHashSet<>();

    private DirtyRows(TimeOrderedRows rows) {
        this.rows = rows;
    }

    /** {@code rows} are already merged; {@code previousNewest} was the newest cycle before the change. */
    static List<UnitRow> after(DirectoryChange change, RowMerge merge, TimeOrderedRows rows, CycleId previousNewest) {
        DirtyRows d = new DirtyRows(rows);
        d.dirty.addAll(merge.added());
        if (change.rescan()) {
            d.dirty.addAll(rows);
        } else {
            for (CycleId id : ChangedCycles.of(change.names())) {
                d.addWithSuccessor(id);
            }
            d.addWithSuccessor(previousNewest);
            for (UnitRow row : merge.added()) {
                d.addWithSuccessor(row.id());
            }
        }
        List<UnitRow> newestFirst = new ArrayList<>(d.dirty);
        newestFirst.sort((a, b) -> b.id().compareTo(a.id()));
        return newestFirst;
    }

    private void addWithSuccessor(CycleId id) {
        if (id == null) {
            return;
        }
        int i = rows.indexOfId(id);
        if (i >= 0) {
            dirty.add(rows.get(i));
            if (i + 1 < rows.size()) {
                dirty.add(rows.get(i + 1));
            }
        } else {
            // a deleted cycle: its successor now compares with a different predecessor
            int next = -i - 1;
            if (next < rows.size()) {
                dirty.add(rows.get(next));
            }
        }
    }
}
