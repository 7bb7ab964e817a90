package org.scratchpadinspector.ui.source;

import java.util.List;

/**
 * Where a search hit is in the two panes: the row of its line in the pane that shows its state, and the row of the
 * same place in the other pane (lines the diff leaves unchanged are paired in order, so the hit's counterpart is
 * after as many unchanged lines as the hit is).
 */
final class HitRows {
    private HitRows() {
    }

    /** The row showing line {@code number} (1-based) of the state, or -1 when the pane has no such line. */
    static int rowOf(List<StateLine> lines, int number) {
        for (int row = 0; row < lines.size(); row++) {
            if (lines.get(row).number() == number) {
                return row;
            }
        }
        return -1;
    }

    /** The row of {@code other} beside row {@code row} of {@code lines}. */
    static int counterpart(List<StateLine> lines, int row, List<StateLine> other) {
        int same = 0;
        for (int r = 0; r < row && r < lines.size(); r++) {
            if (lines.get(r).mark() == StateLine.Mark.SAME) {
                same++;
            }
        }
        int seen = 0;
        for (int r = 0; r < other.size(); r++) {
            if (other.get(r).mark() == StateLine.Mark.SAME) {
                if (seen == same) {
                    return r;
                }
                seen++;
            }
        }
        return Math.max(0, other.size() - 1);
    }
}
