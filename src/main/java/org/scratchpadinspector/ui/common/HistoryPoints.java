package org.scratchpadinspector.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;

/**
 * The open source's history points, read once per change rather than once per question: a run of 100,000 cycles has
 * 200,001 points, and the panes, the comparison's pickers and the blame gutter all ask for them. Any thread may ask;
 * the context drops them when another source opens or a change is published.
 */
public final class HistoryPoints {
    private record Read(MemorySource source, long version, List<HistoryPoint> points) {
    }

    private volatile long version;
    private volatile Read last;

    /** Points read before this call are not handed out again. */
    void invalidate() {
        version++;
    }

    /** The source's points as they are now (read again after a change), or empty when it offers no history. */
    public Optional<List<HistoryPoint>> of(MemorySource source, Cancellation cancellation) {
        History history = source == null ? null : source.facet(History.class).orElse(null);
        if (history == null) {
            return Optional.empty();
        }
        long wanted = version;
        Read read = last;
        if (read != null && read.source() == source && read.version() == wanted) {
            return Optional.of(read.points());
        }
        List<HistoryPoint> points = List.copyOf(history.points(cancellation));
        last = new Read(source, wanted, points);
        return Optional.of(points);
    }

    /** The points of {@code unit}, in order; {@code points} in the history's order (the memory now last). */
    public static List<HistoryPoint> ofUnit(List<HistoryPoint> points, UnitId unit) {
        int i = firstOf(points, unit);
        List<HistoryPoint> found = new ArrayList<>(2);
        for (; i < points.size() && unit.equals(points.get(i).unit()); i++) {
            found.add(points.get(i));
        }
        return found;
    }

    /** The memory as it is now, outside any unit (the history's newest point), or empty. */
    public static Optional<HistoryPoint> now(List<HistoryPoint> points) {
        HistoryPoint newest = points.isEmpty() ? null : points.get(points.size() - 1);
        return newest != null && newest.unit() == null ? Optional.of(newest) : Optional.empty();
    }

    /** How many units after {@code unit} reached a state of the agent's own making (a finished unit). */
    public static int laterFinished(List<HistoryPoint> points, UnitId unit) {
        int n = 0;
        UnitId counted = null;
        for (int i = firstAfter(points, unit); i < points.size(); i++) {
            HistoryPoint p = points.get(i);
            if (p.unit() != null && p.origin() == HistoryPoint.Origin.AGENT && !p.unit().equals(counted)) {
                counted = p.unit();
                n++;
            }
        }
        return n;
    }

    /**
     * The first point of {@code unit}; for a unit without points, where it would be in a history whose units come in
     * id order (seed 000's cycle ids are their times). A history in the order things happened need not be in id
     * order (miniagent's corrections have random ids), so the points are looked through first.
     */
    private static int firstOf(List<HistoryPoint> points, UnitId unit) {
        for (int i = 0; i < points.size(); i++) {
            if (unit.equals(points.get(i).unit())) {
                return i;
            }
        }
        int lo = 0;
        int hi = points.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            UnitId at = points.get(mid).unit();
            if (at != null && at.compareTo(unit) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static int firstAfter(List<HistoryPoint> points, UnitId unit) {
        int i = firstOf(points, unit);
        while (i < points.size() && unit.equals(points.get(i).unit())) {
            i++;
        }
        return i;
    }
}
