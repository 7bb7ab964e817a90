package org.scratchpadinspector.ui.snapshot;

import java.util.List;
import org.scratchpadinspector.core.diff.LineEdit;

/** Maps a line of one side of a diff to the corresponding line of the other side, through the edits. */
public final class LineCorrespondence {
    public static final LineCorrespondence IDENTITY = new LineCorrespondence(List.of());

    private final List<LineEdit> edits;

    public LineCorrespondence(List<LineEdit> edits) {
        this.edits = List.copyOf(edits);
    }

    public int toNew(int oldLine) {
        return map(oldLine, true);
    }

    public int toOld(int newLine) {
        return map(newLine, false);
    }

    private int map(int line, boolean forward) {
        LineEdit e = lastStartingAtOrBefore(line, forward);
        if (e == null) {
            return line;
        }
        int from = forward ? e.aStart() : e.bStart();
        int fromEnd = forward ? e.aEnd() : e.bEnd();
        int to = forward ? e.bStart() : e.aStart();
        int toEnd = forward ? e.bEnd() : e.aEnd();
        if (line < fromEnd) {
            return to + Math.min(line - from, Math.max(0, toEnd - to - 1));
        }
        return toEnd + (line - fromEnd);
    }

    private LineEdit lastStartingAtOrBefore(int line, boolean forward) {
        int lo = 0;
        int hi = edits.size() - 1;
        LineEdit found = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            LineEdit e = edits.get(mid);
            if ((forward ? e.aStart() : e.bStart()) <= line) {
                found = e;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
