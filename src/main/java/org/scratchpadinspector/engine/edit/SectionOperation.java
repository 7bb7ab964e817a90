package org.scratchpadinspector.engine.edit;

import java.util.Locale;
import java.util.Optional;

/** The four section operations of an edit and of the control protocol's inject (README, "Editing memory"). */
public enum SectionOperation {
    REPLACE, APPEND, CLEAR,
    /** Exactly the seed's update_scratchpad(**value). */
    UPDATE;

    /** The name on the wire and on the command line, e.g. {@code append}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean needsValue() {
        return this != CLEAR;
    }

    public boolean needsSection() {
        return this != UPDATE;
    }

    public static Optional<SectionOperation> fromKey(String key) {
        for (SectionOperation op : values()) {
            if (op.key().equals(key)) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }
}
