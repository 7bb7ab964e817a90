package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.diff.LineAlignment;
import org.scratchpadinspector.engine.diff.LineDiffResult;

/**
 * Two texts laid side by side on the rows the main panes use: a changed line beside its counterpart, filler rows
 * opposite lines only one side has, the same folds over rows identical on both sides, intra-line marks. Built off
 * the FX thread; {@link AlignedPairView} shows it.
 *
 * @param changes the first row of each change (a run of rows where the sides differ), in order
 */
public record AlignedPair(PaneModel left, PaneModel right, List<Integer> changes) {

    public AlignedPair {
        changes = List.copyOf(changes);
    }

    public static AlignedPair empty() {
        return new AlignedPair(PaneModel.message(PaneSide.BEFORE, "", "Nothing compared yet"),
                PaneModel.message(PaneSide.AFTER, "", "Nothing compared yet"), List.of());
    }

    /**
     * {@code diff} is the line diff of {@code leftLines} → {@code rightLines}, or null when they cannot be compared
     * (then the lines are put side by side in order, unmarked). A side without lines shows {@code placeholder}.
     */
    public static AlignedPair of(Side left, Side right, LineDiffResult diff) {
        DiffMarks marks = diff == null ? DiffMarks.none(left.lines().size(), right.lines().size())
                : DiffMarks.of(diff, left.lines(), right.lines());
        LineAlignment rows = LineAlignment.pair(diff, left.lines().size(), right.lines().size());
        PaneModel[] aligned = AlignedPanes.align(new PaneModel[] {
            left.toPane(PaneSide.BEFORE, marks.oldKinds(), marks.oldIntra()),
            right.toPane(PaneSide.AFTER, marks.newKinds(), marks.newIntra())}, rows);
        return new AlignedPair(aligned[0], aligned[1], changeStarts(aligned[0], aligned[1]));
    }

    /** One side's text: a name for the header, its size in bytes (-1: none) and lines, or why there are none. */
    public record Side(String name, long size, List<String> lines, String error, String placeholder) {
        public Side {
            lines = List.copyOf(lines);
        }

        PaneModel toPane(PaneSide side, List<LineKind> kinds, Map<Integer, List<org.scratchpadinspector.engine.diff.Range>> intra) {
            if (lines.isEmpty()) {
                String message = placeholder != null ? placeholder : error != null ? error : "(empty)";
                return new PaneModel(side, name, size, List.of(), List.of(), Map.of(), List.of(), null, error,
                        message);
            }
            return new PaneModel(side, name, size, lines, kinds, intra, FoldPlanner.plan(kinds), null, error, null);
        }
    }

    /** The same pair with the fold that hides {@code row} open on both sides; this pair when no fold hides it. */
    public AlignedPair withFoldOpenedAt(int row) {
        return new AlignedPair(open(left, row), open(right, row), changes);
    }

    /** The same pair with every fold open. */
    public AlignedPair unfolded() {
        return new AlignedPair(left.withFolds(List.of()), right.withFolds(List.of()), changes);
    }

    private static PaneModel open(PaneModel pane, int row) {
        List<FoldRegion> kept = pane.folds().stream().filter(f -> !f.contains(row)).toList();
        return kept.size() == pane.folds().size() ? pane : pane.withFolds(kept);
    }

    private static List<Integer> changeStarts(PaneModel left, PaneModel right) {
        int rows = Math.max(left.lines().size(), right.lines().size());
        List<Integer> starts = new ArrayList<>();
        boolean inChange = false;
        for (int r = 0; r < rows; r++) {
            boolean differs = differs(left, r) || differs(right, r);
            if (differs && !inChange) {
                starts.add(r);
            }
            inChange = differs;
        }
        return starts;
    }

    private static boolean differs(PaneModel pane, int row) {
        return row < pane.kinds().size() && pane.kind(row) != LineKind.UNCHANGED;
    }
}
