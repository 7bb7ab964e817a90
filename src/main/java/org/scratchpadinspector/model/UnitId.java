package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * A unit's id as the operator types it ({@code run#3}, {@code 20260401_100637}), ordered by a sort key its
 * format chooses, so that {@code run#10} comes after {@code run#9}. Two ids are the same unit when their text is
 * the same: an id the operator typed ({@link #of}) finds the unit whatever sort key its format gave it.
 */
public record UnitId(String text, String sortKey) implements Comparable<UnitId> {
    public UnitId {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sortKey, "sortKey");
    }

    public static UnitId of(String text) {
        return new UnitId(text, text);
    }

    /** {@code prefix#n}, sorted by prefix then by n as a number. */
    public static UnitId numbered(String prefix, long n) {
        return new UnitId(prefix + "#" + n, prefix + "#" + String.format("%019d", n));
    }

    @Override
    public int compareTo(UnitId other) {
        int c = sortKey.compareTo(other.sortKey);
        return c != 0 ? c : text.compareTo(other.text);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UnitId id && text.equals(id.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
