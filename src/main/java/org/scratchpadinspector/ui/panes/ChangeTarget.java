package org.scratchpadinspector.ui.panes;

/** The change navigated to: the {@code index}-th of {@code count}, starting at real {@code line} of {@code side}. */
public record ChangeTarget(int index, int count, PaneSide side, int line) {

    public String describe() {
        return "change " + (index + 1) + " of " + count;
    }
}
