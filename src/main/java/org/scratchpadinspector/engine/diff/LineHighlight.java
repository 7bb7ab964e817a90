package org.scratchpadinspector.engine.diff;

import java.util.List;

/** The changed character ranges of one line (index into its own side's line list). */
public record LineHighlight(int line, List<Range> ranges) {

    public LineHighlight {
        ranges = List.copyOf(ranges);
    }
}
