package org.scratchpadinspector.ui.panes;

/** Real lines {@code [start, end)} of a pane that are hidden behind one fold line. */
public record FoldRegion(int start, int end) {

    public FoldRegion {
        if (start < 0 || end <= start) {
            throw new IllegalArgumentException("bad fold " + start + ".." + end);
        }
    }

    public int size() {
        return end - start;
    }

    public boolean contains(int line) {
        return line >= start && line < end;
    }
}
