package org.scratchpadinspector.engine.diff;

/**
 * One edit of a line diff: old lines {@code [aStart, aEnd)} become new lines {@code [bStart, bEnd)}.
 * Indexes are 0-based and end-exclusive.
 */
public record LineEdit(EditType type, int aStart, int aEnd, int bStart, int bEnd) {

    public LineEdit {
        if (aStart < 0 || aEnd < aStart || bStart < 0 || bEnd < bStart) {
            throw new IllegalArgumentException("bad ranges: " + aStart + ".." + aEnd + ", " + bStart + ".." + bEnd);
        }
        if (type != typeOf(aEnd - aStart, bEnd - bStart)) {
            throw new IllegalArgumentException(type + " does not match the ranges");
        }
    }

    public static LineEdit of(int aStart, int aEnd, int bStart, int bEnd) {
        return new LineEdit(typeOf(aEnd - aStart, bEnd - bStart), aStart, aEnd, bStart, bEnd);
    }

    public int removedCount() {
        return aEnd - aStart;
    }

    public int addedCount() {
        return bEnd - bStart;
    }

    private static EditType typeOf(int lengthA, int lengthB) {
        if (lengthA == 0 && lengthB == 0) {
            throw new IllegalArgumentException("empty edit");
        }
        return lengthA == 0 ? EditType.INSERT : lengthB == 0 ? EditType.DELETE : EditType.CHANGE;
    }
}
