package org.scratchpadinspector.ui.watch;

import org.scratchpadinspector.engine.watchpoint.Breakpoint;

/**
 * One watchpoint as the operator typed it.
 *
 * @param breakpoint its id and parsed condition
 * @param text       the condition as typed ({@code changed=current_task})
 */
public record WatchpointRow(Breakpoint breakpoint, String text) {
    public String id() {
        return breakpoint.id();
    }

    @Override
    public String toString() {
        return id() + "   " + text;
    }
}
