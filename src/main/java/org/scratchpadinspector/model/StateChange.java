package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * One difference between two states of the same memory, at one path. {@code before} or {@code after} is
 * {@link FieldPath#ABSENT} where the path did not exist on that side.
 */
public record StateChange(FieldPath path, Object before, Object after) {
    public StateChange {
        Objects.requireNonNull(path, "path");
    }

    public boolean added() {
        return before == FieldPath.ABSENT;
    }

    public boolean removed() {
        return after == FieldPath.ABSENT;
    }
}
