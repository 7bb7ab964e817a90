package org.scratchpadinspector.engine.diff;

/** How one top-level field of the state changed. */
public enum ChangeKind {
    ADDED, REMOVED, SCALAR_CHANGED, LIST_CHANGED, STRING_APPENDED, STRING_REWRITTEN, MAP_CHANGED, TYPE_CHANGED
}
