package org.scratchpadinspector.engine.diff;

/** What a {@link LineEdit} does to the old text. */
public enum EditType {
    /** Lines only in the new text. */
    INSERT,
    /** Lines only in the old text. */
    DELETE,
    /** Old lines replaced by new lines. */
    CHANGE
}
