package org.scratchpadinspector.ui.units;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitStatus;

/**
 * How many units have each status and flag, how many are pending and failing. Adjusted row by row as summaries
 * arrive (a full recount of 100,000 rows per published chunk cost the FX thread too much), and published to the
 * properties once per batch. Statuses and flags are the format's own words, counted as they are met.
 */
final class UnitCounts {
    /** A status as counted: its key and its severity (the menu sorts by severity). */
    record StatusKey(String key, Severity severity) {
    }

    private final Map<StatusKey, int[]> byStatus = new HashMap<>();
    private final Map<String, int[]> byFlag = new HashMap<>();
    private final Map<Severity, int[]> bySeverity = new EnumMap<>(Severity.class);
    private final ReadOnlyIntegerWrapper pending = new ReadOnlyIntegerWrapper(this, "pending");
    private final ReadOnlyIntegerWrapper failing = new ReadOnlyIntegerWrapper(this, "failing");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 1);
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private int waiting;

    UnitCounts() {
        for (Severity s : Severity.values()) {
            bySeverity.put(s, new int[1]);
        }
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

    /** Grows with each publication, so that a menu of counts knows to refresh. */
    ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    int failing() {
        return failing.get();
    }

    int pending() {
        return pending.get();
    }

    /** How many units have {@code status} (as of the last publication's counting). */
    int status(String key) {
        int n = 0;
        for (Map.Entry<StatusKey, int[]> e : byStatus.entrySet()) {
            n += e.getKey().key().equals(key) ? e.getValue()[0] : 0;
        }
        return n;
    }

    int flag(String key) {
        int[] n = byFlag.get(key);
        return n == null ? 0 : n[0];
    }

    int severity(Severity severity) {
        return bySeverity.get(severity)[0];
    }

    /** Every status met so far (counted or not any more), the most severe first, then by name. */
    List<StatusKey> statuses() {
        return byStatus.keySet().stream().sorted(Comparator.comparing(StatusKey::severity).reversed()
                .thenComparing(StatusKey::key)).distinct().toList();
    }

    /** Every flag met so far, by name. */
    List<String> flags() {
        return byFlag.keySet().stream().sorted().toList();
    }

    /** Counts every row again and publishes. */
    void recount(List<UnitRow> rows) {
        zero();
        for (UnitRow row : rows) {
            count(row.summary(), +1);
        }
        publish(rows.size());
    }

    /** Counts {@code rowCount} rows without summaries and publishes. */
    void allPending(int rowCount) {
        zero();
        waiting = rowCount;
        publish(rowCount);
    }

    private void zero() {
        byStatus.values().forEach(n -> n[0] = 0);
        byFlag.values().forEach(n -> n[0] = 0);
        bySeverity.values().forEach(n -> n[0] = 0);
        waiting = 0;
    }

    /** Adds ({@code sign} +1) or removes (-1) one row's summary from the counts; null is a pending row. */
    void count(Unit summary, int sign) {
        if (summary == null) {
            waiting += sign;
            return;
        }
        UnitStatus status = summary.status();
        byStatus.computeIfAbsent(new StatusKey(status.key(), status.severity()), k -> new int[1])[0] += sign;
        bySeverity.get(status.severity())[0] += sign;
        for (String flag : summary.flags()) {
            byFlag.computeIfAbsent(flag, k -> new int[1])[0] += sign;
        }
    }

    /** Gives {@code row} its new summary, moving it from the counts of its old one to those of the new. */
    void resummarize(UnitRow row, Unit summary) {
        count(row.summary(), -1);
        row.setSummary(summary);
        count(summary, +1);
    }

    void publish(int rowCount) {
        pending.set(waiting);
        failing.set(bySeverity.get(Severity.FAILURE)[0]);
        progress.set(rowCount == 0 ? 1 : 1 - (double) waiting / rowCount);
        revision.set(revision.get() + 1);
    }
}
