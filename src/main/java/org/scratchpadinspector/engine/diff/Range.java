package org.scratchpadinspector.engine.diff;

/** Characters {@code [start, end)} of one line. */
public record Range(int start, int end) {

    public Range {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }
}
