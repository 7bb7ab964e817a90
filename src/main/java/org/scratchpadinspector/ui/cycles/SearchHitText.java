package org.scratchpadinspector.ui.cycles;

import org.scratchpadinspector.core.scratchpad.CycleSearch;
import org.scratchpadinspector.core.scratchpad.Side;

/** The words of a row of the hit list (apart from its cell, so that they can be checked without a toolkit). */
final class SearchHitText {
    /** Characters of the line kept before the first match; more would push the match out of a narrow list. */
    static final int CONTEXT_BEFORE = 14;

    private SearchHitText() {
    }

    /** "20260401_100637 · after · line 12" (with "raw" when the line is of the bytes on disk). */
    static String describe(CycleSearch.Hit hit) {
        return hit.cycle() + " · " + (hit.side() == Side.BEFORE ? "before" : "after") + (hit.decoded() ? "" : " raw")
                + " · line " + hit.line();
    }

    /** The line around its first match: [the few characters before it, the match, the rest]. */
    static String[] split(String line, String query) {
        int[] starts = CycleSearch.matchStarts(line, query == null ? "" : query);
        if (starts.length == 0) {
            return new String[] {"", "", line};
        }
        int start = starts[0];
        int end = start + query.length();
        String lead = start <= CONTEXT_BEFORE ? line.substring(0, start) : "…" + line.substring(start - CONTEXT_BEFORE, start);
        return new String[] {lead, line.substring(start, end), line.substring(end)};
    }
}
