package org.scratchpadinspector.ui.panes;

import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Keeps the aligned panes scrolled together: the pane the operator last moved in (the driver) leads vertically,
 * any pane leads sideways, and scrolls made by the program itself are not followed back. FX thread.
 */
final class PaneScrollLock {
    private final Map<PaneSide, StatePane> panes;
    private final Supplier<PaneStack> shown;
    private final BooleanSupplier filled;
    private PaneSide driver = PaneSide.AFTER;
    /** Set while the program scrolls or fills the panes, so that their scroll changes are not followed. */
    private boolean applying;
    /** Set while the panes follow one pane's horizontal scroll, so that their own changes are not followed back. */
    private boolean followingX;

    /**
     * @param shown  what the panes show, for the rows that face each other while a pane is still being filled
     * @param filled whether every pane is filled in, so that the panes can follow each other to the pixel
     */
    PaneScrollLock(Map<PaneSide, StatePane> panes, Supplier<PaneStack> shown, BooleanSupplier filled) {
        this.panes = panes;
        this.shown = shown;
        this.filled = filled;
    }

    void watch(StatePane pane) {
        PaneSide side = pane.side();
        pane.area().estimatedScrollYProperty().addListener((o, was, now) -> {
            if (!applying && driver == side) {
                syncFrom(side);
            }
        });
        pane.area().estimatedScrollXProperty().addListener((o, was, now) -> followHorizontally(side, now));
    }

    PaneSide driver() {
        return driver;
    }

    void drive(PaneSide side) {
        driver = side;
    }

    /** Runs {@code step} (which scrolls or fills panes) without the others following its scrolls. */
    boolean applying(BooleanSupplier step) {
        applying = true;
        try {
            return step.getAsBoolean();
        } finally {
            applying = false;
        }
    }

    /** Puts real {@code line} of {@code side} at the top, and the corresponding lines of the other panes. */
    void scrollAllTo(PaneSide side, int line) {
        applying(() -> {
            panes.get(side).showRealLineAtTop(line);
            for (PaneSide other : PaneSide.values()) {
                if (other != side) {
                    panes.get(other).showRealLineAtTop(shown.get().correspondingLine(side, line, other));
                }
            }
            return true;
        });
    }

    /**
     * Scrolls the other panes with {@code side}. The panes share their rows, so once they are whole they follow to
     * the pixel (a wheel scroll of half a line moves all of them by half a line); while one is still being
     * filled, to the same row.
     */
    private void syncFrom(PaneSide side) {
        StatePane driving = panes.get(side);
        int line = driving.firstVisibleRealLine();
        double y = driving.area().getEstimatedScrollY();
        applying(() -> {
            for (PaneSide other : PaneSide.values()) {
                StatePane pane = panes.get(other);
                if (other == side) {
                    continue;
                }
                if (filled.getAsBoolean() && driving.isComplete() && pane.isComplete() && sameRows(driving, pane)) {
                    pane.area().estimatedScrollYProperty().setValue(y);
                } else {
                    pane.showRealLineAtTop(shown.get().correspondingLine(side, line, other));
                }
            }
            return true;
        });
    }

    /** Scrolls the other panes sideways with {@code side} to the same pixel: a long line reads on in every pane. */
    private void followHorizontally(PaneSide side, Double x) {
        if (followingX || x == null) {
            return;
        }
        followingX = true;
        try {
            for (StatePane other : panes.values()) {
                if (other.side() != side) {
                    other.area().estimatedScrollXProperty().setValue(x);
                }
            }
        } finally {
            followingX = false;
        }
    }

    private static boolean sameRows(StatePane a, StatePane b) {
        return a.area().getParagraphs().size() == b.area().getParagraphs().size();
    }
}
