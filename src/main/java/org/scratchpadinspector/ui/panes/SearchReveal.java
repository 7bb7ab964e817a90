package org.scratchpadinspector.ui.panes;

import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.scratchpadinspector.ui.common.TextMatches;

/**
 * Brings the search hit stepped to into view: once the panes show the hit's cycle (loaded, rendered and filled in),
 * opens the fold that hides its line, scrolls every pane there and marks the match in the hit's pane. A later
 * rendering of the same cycle (a file rewritten, a fold opened) marks it again without scrolling.
 */
final class SearchReveal {
    /** Rows searched past the hit's line for its text: a line over 4,000 characters is shown in pieces. */
    private static final int PIECES_LOOKED_AT = 64;
    private static final int CONTEXT_ABOVE = 3;

    private final PanesViewModel viewModel;
    private final Map<PaneSide, StatePane> panes;
    private final Supplier<PaneStack> shown;
    private final BooleanSupplier settled;
    private final BiConsumer<PaneSide, Integer> scrollAllTo;
    private SearchHighlight.Target revealed;

    /**
     * @param shown       what the panes show (or are being filled with)
     * @param settled     whether the panes are rendered and filled in
     * @param scrollAllTo puts a row of a pane at the top of every pane
     */
    SearchReveal(PanesViewModel viewModel, Map<PaneSide, StatePane> panes, Supplier<PaneStack> shown,
                 BooleanSupplier settled, BiConsumer<PaneSide, Integer> scrollAllTo) {
        this.viewModel = viewModel;
        this.panes = panes;
        this.shown = shown;
        this.settled = settled;
        this.scrollAllTo = scrollAllTo;
        viewModel.searchHighlight().targetProperty().addListener((o, was, now) -> {
            panes.values().forEach(StatePane::clearCurrentHit);
            revealed = null;
            if (settled.getAsBoolean()) {
                filledIn();
            }
        });
    }

    /** Called once the panes have been filled in (and when the target changes while they are). */
    void filledIn() {
        SearchHighlight.Target target = viewModel.searchHighlight().targetProperty().get();
        if (target == null || viewModel.loadingProperty().get() || !target.unit().equals(shown.get().unit())) {
            return;
        }
        PaneSide side = target.side(shown.get());
        if (side == null) {
            return;
        }
        StatePane pane = panes.get(side);
        PaneRendering rendering = pane.rendering();
        if (rendering == null || rendering.pane() != shown.get().pane(side)) {
            return;
        }
        int row = rowOf(rendering.pane(), target.fileLine(), target.query());
        if (row < 0) {
            return;
        }
        FoldedText folded = rendering.folded();
        int shownLine = folded.shownLine(row);
        // opening the fold republishes the panes; this runs again once they are filled in
        if (folded.foldAt(shownLine) != null && viewModel.expandFold(side, row)) {
            return;
        }
        int[] starts = TextMatches.starts(rendering.pane().lines().get(row), target.query());
        if (starts.length > 0) {
            pane.markCurrentHit(shownLine, starts[0], target.query().length());
        }
        if (revealed != target) {
            revealed = target;
            int top = Math.max(0, row - CONTEXT_ABOVE);
            scrollAllTo.accept(side, top);
            viewModel.setCursor(side, row);
        }
    }

    /** The row showing the file's {@code fileLine}, or the first piece of it that holds the query; -1 if gone. */
    static int rowOf(PaneModel pane, int fileLine, String query) {
        int rows = pane.lines().size();
        int row = -1;
        for (int r = 0; r < rows; r++) {
            if (pane.fileLine(r) >= fileLine) {
                row = r;
                break;
            }
        }
        if (row < 0) {
            return -1;
        }
        for (int r = row; r < Math.min(rows, row + PIECES_LOOKED_AT); r++) {
            if (pane.fileLine(r) >= 0 && TextMatches.starts(pane.lines().get(r), query).length > 0) {
                return r;
            }
        }
        return row;
    }
}
