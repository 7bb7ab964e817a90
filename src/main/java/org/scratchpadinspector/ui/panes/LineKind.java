package org.scratchpadinspector.ui.panes;

/**
 * How a row of a pane compares with the neighbouring pane it is diffed against; FILLER is a row where this pane
 * has no line, opposite a line another pane has.
 */
public enum LineKind {
    UNCHANGED, ADDED, REMOVED, CHANGED, FILLER
}
