package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.UnitId;

/** The rows after a rescan: existing rows kept (with their summaries), new units as pending rows. */
record RowMerge(List<UnitRow> rows, List<UnitRow> added, boolean appendedOnly) {

    /** Walks both lists once; both are in id order. */
    static RowMerge merge(List<UnitRow> old, List<UnitId> ids) {
        List<UnitRow> merged = new ArrayList<>(ids.size());
        List<UnitRow> added = new ArrayList<>();
        int j = 0;
        int kept = 0;
        for (UnitId id : ids) {
            while (j < old.size() && old.get(j).id().compareTo(id) < 0) {
                j++;
            }
            if (j < old.size() && old.get(j).id().equals(id)) {
                merged.add(old.get(j++));
                kept++;
            } else {
                UnitRow row = new UnitRow(id);
                merged.add(row);
                added.add(row);
            }
        }
        boolean appendedOnly = kept == old.size() && merged.subList(0, kept).equals(old);
        return new RowMerge(merged, added, appendedOnly);
    }
}
