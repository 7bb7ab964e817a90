package org.scratchpadinspector.ui.snapshot;

/** How a line of a pane compares with the neighbouring pane it is diffed against. */
public enum LineKind {
    UNCHANGED, ADDED, REMOVED, CHANGED
}
