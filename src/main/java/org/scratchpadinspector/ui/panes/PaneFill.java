package org.scratchpadinspector.ui.panes;

import java.util.function.BooleanSupplier;

/**
 * Fills one pane with a new rendering over several pulses: the lines in view a few at a time (each new line
 * costs CSS and layout; 15 at once cost 30–60 ms here), then the lines below the view by the thousand. The line
 * to keep at the top is put there as the lines below it arrive, unless the operator scrolls meanwhile.
 */
final class PaneFill implements BooleanSupplier {
    /** Lines that come into view per pulse while a pane is filled in (a pane shows about 45). */
    private static final int LINES_PER_SLICE = 5;
    private static final int SLICES_IN_VIEW = 12;
    /** Below the view, lines go in by the thousand, as many as fit in about this much of a pulse. */
    private static final long BELOW_VIEW_NANOS_PER_PULSE = 8_000_000L;

    /** What the fill asks of the view that holds the pane. */
    interface Host {
        /** Counts the times the operator scrolled, clicked or typed in a pane. */
        int operatorMoves();

        /** The line of {@code side} that corresponds to where the operator is now, or -1 if not known yet. */
        int operatorLine(PaneSide side);
    }

    private final StatePane pane;
    private final PaneRendering rendering;
    private final Host host;
    private final int movesWhenQueued;
    private int movesWhenStarted;
    private int top;
    private int slices;
    private int belowView = 2000;

    PaneFill(StatePane pane, PaneRendering rendering, int top, Host host) {
        this.pane = pane;
        this.rendering = rendering;
        this.top = top;
        this.host = host;
        this.movesWhenQueued = host.operatorMoves();
    }

    /** One pulse's share; true once the pane shows the whole rendering. */
    @Override
    public boolean getAsBoolean() {
        if (slices++ == 0) {
            movesWhenStarted = host.operatorMoves();
            int operatorLine = movesWhenStarted != movesWhenQueued ? host.operatorLine(pane.side()) : -1;
            top = operatorLine >= 0 ? operatorLine : top;
            pane.applyStart(rendering, rendering.folded().shownLine(top) + LINES_PER_SLICE);
            pane.showRealLineAtTop(top);
            return pane.isComplete();
        }
        if (slices <= SLICES_IN_VIEW) {
            boolean done = pane.showMore(LINES_PER_SLICE);
            if (top > 0 && host.operatorMoves() == movesWhenStarted) {
                // The first slices end a few lines below the kept line: the pane could not yet put it at the top.
                pane.showRealLineAtTop(top);
            }
            return done;
        }
        // Once the view is full, the lines below it cost no cells, but appending a 5 MB snapshot's 100,000 lines
        // at once still held the FX thread for tens of milliseconds: as many as the last pulse shows fit in the time.
        long start = System.nanoTime();
        boolean done = pane.showMore(belowView);
        long took = System.nanoTime() - start;
        if (took < BELOW_VIEW_NANOS_PER_PULSE / 2) {
            belowView *= 2;
        } else if (took > BELOW_VIEW_NANOS_PER_PULSE) {
            belowView = Math.max(500, belowView / 2);
        }
        return done;
    }
}
