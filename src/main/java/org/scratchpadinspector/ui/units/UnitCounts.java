package org.scratchpadinspector.ui.units;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

/**
 * How many cycles have each status and flag, how many are pending and failing. Adjusted row by row as
 * summaries arrive (a full recount of 100,000 rows per published chunk cost the FX thread too much), and
 * published to the properties once per batch.
 */
final class UnitCounts {
    private final Map<CycleStatus, ReadOnlyIntegerWrapper> statusCounts = new EnumMap<>(CycleStatus.class);
    private final Map<CycleFlag, ReadOnlyIntegerWrapper> flagCounts = new EnumMap<>(CycleFlag.class);
    private final ReadOnlyIntegerWrapper pending = new ReadOnlyIntegerWrapper(this, "pending");
    private final ReadOnlyIntegerWrapper failing = new ReadOnlyIntegerWrapper(this, "failing");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 1);
    private final int[] byStatus = new int[CycleStatus.values().length];
    private final int[] byFlag = new int[CycleFlag.values().length];
    private int waiting;
    private int failures;

    UnitCounts() {
        for (CycleStatus s : CycleStatus.values()) {
            statusCounts.put(s, new ReadOnlyIntegerWrapper(this, s.key()));
        }
        for (CycleFlag f : CycleFlag.values()) {
            flagCounts.put(f, new ReadOnlyIntegerWrapper(this, f.key()));
        }
    }

    ReadOnlyIntegerProperty statusCountProperty(CycleStatus status) {
        return statusCounts.get(status).getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty flagCountProperty(CycleFlag flag) {
        return flagCounts.get(flag).getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty failingProperty() {
        return failing.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    int failing() {
        return failing.get();
    }

    int pending() {
        return pending.get();
    }

    /** Counts every row again and publishes. */
    void recount(List<UnitRow> rows) {
        Arrays.fill(byStatus, 0);
        Arrays.fill(byFlag, 0);
        waiting = 0;
        failures = 0;
        for (UnitRow row : rows) {
            count(row.summary(), +1);
        }
        publish(rows.size());
    }

    /** Counts {@code rowCount} rows without summaries and publishes. */
    void allPending(int rowCount) {
        Arrays.fill(byStatus, 0);
        Arrays.fill(byFlag, 0);
        waiting = rowCount;
        failures = 0;
        publish(rowCount);
    }

    /** Adds ({@code sign} +1) or removes (-1) one row's summary from the counts; null is a pending row. */
    void count(CycleSummary summary, int sign) {
        if (summary == null) {
            waiting += sign;
            return;
        }
        byStatus[summary.status().ordinal()] += sign;
        failures += summary.status().isFailure() ? sign : 0;
        for (CycleFlag flag : summary.flags()) {
            byFlag[flag.ordinal()] += sign;
        }
    }

    /** Gives {@code row} its new summary, moving it from the counts of its old one to those of the new. */
    void resummarize(UnitRow row, CycleSummary summary) {
        count(row.summary(), -1);
        row.setSummary(summary);
        count(summary, +1);
    }

    void publish(int rowCount) {
        statusCounts.forEach((s, p) -> p.set(byStatus[s.ordinal()]));
        flagCounts.forEach((f, p) -> p.set(byFlag[f.ordinal()]));
        pending.set(waiting);
        failing.set(failures);
        progress.set(rowCount == 0 ? 1 : 1 - (double) waiting / rowCount);
    }
}
