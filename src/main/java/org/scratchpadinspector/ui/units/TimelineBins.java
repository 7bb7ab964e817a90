package org.scratchpadinspector.ui.units;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.function.ToIntFunction;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitStatus;

/**
 * The timeline's marks, cached: a score per row (how bad its status is, and whether the filters show it) and
 * the worst row of each slot (a pixel column shared by the units of that stretch of time). Walking 100,000
 * rows every 100 ms while summaries streamed in held the FX thread; now a chunk of summaries rescores only its
 * rows and marks only their slots for another look.
 */
final class TimelineBins {
    private byte[] scores = new byte[0];
    /**
     * Each row's severity (its ordinal + 1, 0 while pending), so that drawing reads two arrays rather than a row and
     * a summary per slot: those objects are spread over the heap, and on a virtual machine where a page fault
     * costs 6-16 us, the first draw after a collection took 45-55 ms of the FX thread for 480 slots.
     */
    private byte[] statuses = new byte[0];
    private static final Severity[] SEVERITIES = Severity.values();
    private int rowCount;
    private int slots;
    private int[] worst = new int[0];
    private final BitSet stale = new BitSet();

    /**
     * Scores every row again: after a new directory, a reordering, or a filter change. {@code allPending} says
     * no row has a summary yet (a directory just opened), so that 100,000 rows need not be looked at one by one.
     */
    void rescoreAll(List<UnitRow> rows, RowFilter filter, boolean allPending) {
        scores = new byte[Math.max(16, rows.size())];
        statuses = new byte[scores.length];
        rowCount = rows.size();
        if (allPending && filter.letsAllThrough()) {
            Arrays.fill(scores, 0, rowCount, (byte) 1);
        } else if (!allPending || !filter.dependsOnSummaries()) {
            score(rows, 0, rows.size(), filter);
        }
        relayout(slots);
    }

    /** Scores rows appended at the end since the last call (the slots' bounds move, so all are looked at again). */
    void appended(List<UnitRow> rows, int from, RowFilter filter) {
        if (scores.length < rows.size()) {
            scores = Arrays.copyOf(scores, Math.max(rows.size(), scores.length * 2));
            statuses = Arrays.copyOf(statuses, scores.length);
        }
        rowCount = rows.size();
        score(rows, from, rows.size(), filter);
        relayout(slots);
    }

    /** Rescores rows whose summary changed; {@code indexOf} finds a row's position (negative when gone). */
    void summarized(List<UnitRow> changed, ToIntFunction<UnitRow> indexOf, RowFilter filter) {
        for (UnitRow row : changed) {
            int i = indexOf.applyAsInt(row);
            if (i >= 0 && i < rowCount) {
                scores[i] = score(row, filter);
                statuses[i] = statusCode(row);
                if (slots > 0) {
                    stale.set(slotOf(i));
                }
            }
        }
    }

    /** Spreads the rows over {@code slotCount} slots (at most one per row). */
    void relayout(int slotCount) {
        slots = Math.min(rowCount, Math.max(0, slotCount));
        if (worst.length != slots) {
            worst = new int[slots];
        }
        stale.set(0, Math.max(0, slots));
        stale.clear(slots, Math.max(slots, stale.length()));
    }

    int slots() {
        return slots;
    }

    int rowCount() {
        return rowCount;
    }

    /** Rows per slot (1 or more). */
    double perSlot() {
        return slots == 0 ? 0 : (double) rowCount / slots;
    }

    /** The first row of {@code slot}; {@code first(slots())} is the row count. */
    int first(int slot) {
        return (int) Math.min(rowCount, Math.round(slot * perSlot()));
    }

    int slotOf(int row) {
        int slot = (int) Math.min(slots - 1, Math.max(0, Math.floor(row / perSlot())));
        while (slot > 0 && first(slot) > row) {
            slot--;
        }
        while (slot < slots - 1 && first(slot + 1) <= row) {
            slot++;
        }
        return slot;
    }

    /** The worst row of {@code slot}, preferring rows the filters show; -1 for an empty slot. */
    int worstRow(int slot) {
        if (stale.get(slot)) {
            int best = -1;
            int bestScore = -1;
            for (int i = first(slot), to = first(slot + 1); i < to; i++) {
                if (scores[i] > bestScore) {
                    best = i;
                    bestScore = scores[i];
                }
            }
            worst[slot] = best;
            stale.clear(slot);
        }
        return worst[slot];
    }

    /** Whether row {@code i} is shown by the filters (as of its last scoring). */
    boolean shown(int i) {
        return (scores[i] & 1) != 0;
    }

    private void score(List<UnitRow> rows, int from, int to, RowFilter filter) {
        for (int i = from; i < to; i++) {
            UnitRow row = rows.get(i);
            scores[i] = score(row, filter);
            statuses[i] = statusCode(row);
        }
    }

    private static byte statusCode(UnitRow row) {
        UnitStatus status = row.status();
        return (byte) (status == null ? 0 : status.severity().ordinal() + 1);
    }

    /** The severity of row {@code i} as last scored, or null while pending. */
    Severity severity(int i) {
        int code = statuses[i];
        return code == 0 ? null : SEVERITIES[code - 1];
    }

    private static byte score(UnitRow row, RowFilter filter) {
        return (byte) (severity(row.status()) * 2 + (filter.test(row) ? 1 : 0));
    }

    /** Worst first: failures, then warnings, notices, the rest, pending. */
    static int severity(UnitStatus status) {
        return status == null ? 0 : status.severity().ordinal() + 1;
    }
}
