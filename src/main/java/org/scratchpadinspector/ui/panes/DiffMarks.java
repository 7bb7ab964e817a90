package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.diff.IntraLineDiff;
import org.scratchpadinspector.engine.diff.IntraLineHighlights;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.engine.diff.LineHighlight;
import org.scratchpadinspector.engine.diff.Range;

/**
 * Per-line kinds and intra-line ranges of both sides of a line diff. In a CHANGE edit the i-th old line is
 * paired with the i-th new line (CHANGED); lines without a partner are REMOVED or ADDED.
 */
record DiffMarks(List<LineKind> oldKinds, List<LineKind> newKinds,
                 Map<Integer, List<Range>> oldIntra, Map<Integer, List<Range>> newIntra) {
    private static final double MAX_MARKED_SHARE = 0.7;
    private static final int MAX_JOINED_GAP = 5;

    static DiffMarks none(int oldLines, int newLines) {
        return new DiffMarks(unchanged(oldLines), unchanged(newLines), Map.of(), Map.of());
    }

    static DiffMarks of(LineDiffResult diff, List<String> a, List<String> b) {
        LineKind[] oldKinds = filled(a.size());
        LineKind[] newKinds = filled(b.size());
        Map<Integer, List<Range>> oldIntra = new HashMap<>();
        Map<Integer, List<Range>> newIntra = new HashMap<>();
        for (LineEdit e : diff.edits()) {
            int pairs = Math.min(e.removedCount(), e.addedCount());
            for (int i = e.aStart(); i < e.aEnd(); i++) {
                oldKinds[i] = i - e.aStart() < pairs ? LineKind.CHANGED : LineKind.REMOVED;
            }
            for (int i = e.bStart(); i < e.bEnd(); i++) {
                newKinds[i] = i - e.bStart() < pairs ? LineKind.CHANGED : LineKind.ADDED;
            }
            if (pairs > 0) {
                IntraLineHighlights h = IntraLineDiff.highlight(e, a, b);
                h.oldSide().forEach(l -> put(oldIntra, l, a));
                h.newSide().forEach(l -> put(newIntra, l, b));
            }
        }
        return new DiffMarks(Arrays.asList(oldKinds), Arrays.asList(newKinds), oldIntra, newIntra);
    }

    private static void put(Map<Integer, List<Range>> map, LineHighlight highlight, List<String> lines) {
        List<Range> ranges = readable(highlight.ranges(), lines.get(highlight.line()).length());
        if (!ranges.isEmpty()) {
            map.put(highlight.line(), ranges);
        }
    }

    /**
     * Marks worth showing: none when most of the line changed (the line colour says it all), and ranges
     * separated by a short unchanged gap (" the ") joined, so a rewritten phrase reads as one mark.
     */
    static List<Range> readable(List<Range> ranges, int lineLength) {
        int covered = ranges.stream().mapToInt(r -> r.end() - r.start()).sum();
        if (ranges.isEmpty() || covered > MAX_MARKED_SHARE * lineLength) {
            return List.of();
        }
        List<Range> joined = new ArrayList<>();
        for (Range r : ranges) {
            Range last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
            if (last != null && r.start() - last.end() <= MAX_JOINED_GAP) {
                joined.set(joined.size() - 1, new Range(last.start(), r.end()));
            } else {
                joined.add(r);
            }
        }
        return joined;
    }

    private static List<LineKind> unchanged(int n) {
        return Arrays.asList(filled(n));
    }

    private static LineKind[] filled(int n) {
        LineKind[] kinds = new LineKind[n];
        Arrays.fill(kinds, LineKind.UNCHANGED);
        return kinds;
    }
}
