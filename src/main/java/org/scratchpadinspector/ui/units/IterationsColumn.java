package org.scratchpadinspector.ui.units;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.ListChangeListener;

/**
 * Whether the cycle list shows its Iter column: only when some summarized cycle has an iteration count. Without
 * a log that counts iterations every row read "–", and the column took width the flags need. Pending rows do not
 * count either way, so a live directory without iteration lines does not flash the column at each new cycle.
 * Kept up row by row as summaries arrive; the whole list is looked at only when the rows are replaced or a counted
 * row lost its count. FX thread.
 */
final class IterationsColumn {
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown");
    private final List<UnitRow> rows;

    IterationsColumn(UnitListViewModel model) {
        this.rows = model.rows();
        model.addSummaryListener(this::summarized);
        // A directory just opened has only pending rows (counted before the rows change): 100,000 of them need not
        // be read one by one to find that none has a count.
        Runnable lookAtAll = () -> shown.set(model.pendingCountProperty().get() < rows.size() && anyCounted(rows));
        model.rows().addListener((ListChangeListener<UnitRow>) c -> lookAtAll.run());
        lookAtAll.run();
    }

    ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    private void summarized(List<UnitRow> changed) {
        if (!shown.get()) {
            shown.set(changed.stream().anyMatch(IterationsColumn::counted));
        } else if (!changed.stream().allMatch(IterationsColumn::counted)) {
            shown.set(anyCounted(rows));
        }
    }

    /** Newest first: the cycles a log is most likely to count. */
    private static boolean anyCounted(List<UnitRow> rows) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            if (counted(rows.get(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean counted(UnitRow row) {
        return row.iterations() >= 0;
    }
}
