package org.scratchpadinspector.ui.watch;

import org.scratchpadinspector.engine.watchpoint.Breakpoint;

/**
 * One watchpoint as the operator typed it, with how often it held and where last.
 *
 * @param breakpoint its id and parsed condition
 * @param text       the condition as typed ({@code changed=current_task})
 * @param hits       how many times it held since it was set
 * @param lastHit    where and what it last saw ({@code cycle X, iteration 2: matched …}), or null
 */
public record WatchpointRow(Breakpoint breakpoint, String text, int hits, String lastHit) {
    public WatchpointRow(Breakpoint breakpoint, String text) {
        this(breakpoint, text, 0, null);
    }

    public String id() {
        return breakpoint.id();
    }

    /** This row after one more hit. */
    WatchpointRow held(String where) {
        return new WatchpointRow(breakpoint, text, hits + 1, where);
    }

    @Override
    public String toString() {
        return id() + "   " + text + (hits == 0 ? "" : "   — held " + (hits == 1 ? "once" : hits + " times")
                + (lastHit == null ? "" : ", last in " + lastHit));
    }
}
