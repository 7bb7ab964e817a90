package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.diff.LineAlignment;
import org.scratchpadinspector.engine.diff.Range;

/**
 * Lays the panes that have text on the rows of one {@link LineAlignment}: each gets the same number of rows, an
 * empty FILLER row where it has no line opposite another pane's, and the same folds (runs of rows identical in
 * every pane), so that Before, After and Active scroll, fold and step through changes together.
 */
final class AlignedPanes {

    private AlignedPanes() {
    }

    /** {@code panes[c]} is column {@code c} of {@code alignment}; a pane without lines keeps its message. */
    static PaneModel[] align(PaneModel[] panes, LineAlignment alignment) {
        int rows = alignment.rowCount();
        List<List<LineKind>> kindsOfRows = new ArrayList<>();
        List<List<String>> textsOfRows = new ArrayList<>();
        for (int c = 0; c < panes.length; c++) {
            List<LineKind> kinds = new ArrayList<>(rows);
            List<String> texts = new ArrayList<>(rows);
            for (int r = 0; r < rows; r++) {
                int line = alignment.line(c, r);
                kinds.add(line == LineAlignment.FILLER ? LineKind.FILLER : panes[c].kind(line));
                texts.add(line == LineAlignment.FILLER || !panes[c].hasLines() ? null : panes[c].lines().get(line));
            }
            kindsOfRows.add(kinds);
            textsOfRows.add(texts);
        }
        List<FoldRegion> folds = FoldPlanner.plan(identicalRows(panes, kindsOfRows, textsOfRows, rows, panes.length));
        PaneModel[] aligned = new PaneModel[panes.length];
        for (int c = 0; c < panes.length; c++) {
            aligned[c] = panes[c].hasLines() ? onRows(panes[c], c, alignment, kindsOfRows.get(c), folds) : panes[c];
        }
        return aligned;
    }

    /**
     * The folds over rows identical in the first {@code columns} panes only (Before and After, while the Active pane
     * is hidden), for aligned panes such as {@link #align} returns.
     */
    static List<FoldRegion> foldsOfFirst(PaneModel[] aligned, int columns) {
        int rows = 0;
        List<List<LineKind>> kindsOfRows = new ArrayList<>();
        List<List<String>> textsOfRows = new ArrayList<>();
        for (PaneModel pane : aligned) {
            kindsOfRows.add(pane.kinds());
            textsOfRows.add(pane.lines());
            rows = Math.max(rows, pane.kinds().size());
        }
        return FoldPlanner.plan(identicalRows(aligned, kindsOfRows, textsOfRows, rows, columns));
    }

    /**
     * UNCHANGED where every pane with text has the same line, else CHANGED: what the shared folds may hide. The
     * texts are compared too: panes put side by side without a diff (a file shown raw beside a decoded one) mark
     * every line unchanged, and nothing of theirs may be folded away.
     */
    private static List<LineKind> identicalRows(PaneModel[] panes, List<List<LineKind>> kindsOfRows,
                                                List<List<String>> textsOfRows, int rows, int columns) {
        List<LineKind> identical = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) {
            boolean unchanged = true;
            boolean gap = true;
            String same = null;
            for (int c = 0; c < columns; c++) {
                if (panes[c].hasLines()) {
                    LineKind kind = kindsOfRows.get(c).get(r);
                    unchanged &= kind == LineKind.UNCHANGED;
                    gap &= kind == LineKind.FILLER;
                    String text = r < textsOfRows.get(c).size() ? textsOfRows.get(c).get(r) : null;
                    if (kind == LineKind.UNCHANGED && text != null) {
                        unchanged &= same == null || same.equals(text);
                        same = text;
                    }
                }
            }
            // a row where none of these panes has a line is a gap for a pane not counted: as good as identical
            identical.add(unchanged || gap ? LineKind.UNCHANGED : LineKind.CHANGED);
        }
        return identical;
    }

    private static PaneModel onRows(PaneModel pane, int column, LineAlignment alignment, List<LineKind> kinds,
                                    List<FoldRegion> folds) {
        int rows = alignment.rowCount();
        List<String> texts = new ArrayList<>(rows);
        int[] lineOfRow = new int[rows];
        Map<Integer, List<Range>> intra = new HashMap<>();
        for (int r = 0; r < rows; r++) {
            int line = alignment.line(column, r);
            lineOfRow[r] = line;
            texts.add(line == LineAlignment.FILLER ? "" : pane.lines().get(line));
            List<Range> ranges = line == LineAlignment.FILLER ? List.of() : pane.intraLine(line);
            if (!ranges.isEmpty()) {
                intra.put(r, ranges);
            }
        }
        return pane.onRows(texts, kinds, intra, folds, lineOfRow);
    }
}
