package org.scratchpadinspector.ui.panes;

/**
 * Where one change is: {@code order} is its first line in the change side (After, normally), which orders
 * the changes; {@code side} and {@code line} are where to look: a deletion is shown in the old pane.
 */
public record ChangeLocation(int order, PaneSide side, int line) {
}
