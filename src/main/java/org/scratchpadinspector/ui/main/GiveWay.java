package org.scratchpadinspector.ui.main;

/**
 * What gives way when the window is too narrow for the list, the panes and the Agent panel side by side
 * (decision 0148), widest first: the Agent panel collapses to its strip while the panes beside it would get less
 * than {@link #PANE_GOAL} each, and the Now pane goes off while three panes would get less than
 * {@link #ACTIVE_LEAST} each (the blame gutter shrinks to dots in a pane of its own accord). Widths in pixels; no
 * toolkit here.
 */
public final class GiveWay {
    /** What each pane keeps beside an open Agent panel: about 40 characters of a line of YAML. */
    public static final double PANE_GOAL = 350;
    /** Narrower than this, three panes show too little of a line: the Now pane goes off and gives the room to two. */
    public static final double ACTIVE_LEAST = 260;
    /** The split's dividers between the panes, and between the list, the panes and the panel (1 px each, a margin). */
    static final double DIVIDER = 2;

    private GiveWay() {
    }

    /**
     * Whether an open Agent panel {@code panel} px wide leaves each of {@code panes} panes {@link #PANE_GOAL}, in a
     * window whose split is {@code width} wide with a list {@code list} wide.
     */
    public static boolean panelStaysOpen(double width, double list, double panel, int panes) {
        return each(width - list - panel - 2 * DIVIDER, panes) >= PANE_GOAL;
    }

    /** Whether three panes each keep {@link #ACTIVE_LEAST} beside a list {@code list} and a panel {@code panel} wide. */
    public static boolean activeFits(double width, double list, double panel) {
        return each(width - list - panel - 2 * DIVIDER, 3) >= ACTIVE_LEAST;
    }

    /** The width of each of {@code panes} panes in a column {@code column} wide. */
    static double each(double column, int panes) {
        return (column - (panes - 1) * DIVIDER) / panes;
    }
}
