package org.scratchpadinspector.engine.diff;

import java.util.List;

/** Changed character ranges inside a CHANGE edit: old lines on one side, new lines on the other. */
public record IntraLineHighlights(List<LineHighlight> oldSide, List<LineHighlight> newSide) {

    public static final IntraLineHighlights NONE = new IntraLineHighlights(List.of(), List.of());

    public IntraLineHighlights {
        oldSide = List.copyOf(oldSide);
        newSide = List.copyOf(newSide);
    }
}
