package org.scratchpadinspector.ui.units;

import org.scratchpadinspector.formats.yamlcycles.CycleSearch;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.ui.common.HitPreview;

/** The words of a row of the hit list (apart from its cell, so that they can be checked without a toolkit). */
final class SearchHitText {
    private SearchHitText() {
    }

    /** "20260401_100637 · after · line 12" (with "raw" when the line is of the bytes on disk). */
    static String describe(CycleSearch.Hit hit) {
        return hit.cycle() + " · " + (hit.side() == Side.BEFORE ? "before" : "after") + (hit.decoded() ? "" : " raw")
                + " · line " + hit.line();
    }

    /** The line around its first match: [the few characters before it, the match, the rest]. */
    static String[] split(String line, String query) {
        String q = query == null ? "" : query;
        int[] starts = CycleSearch.matchStarts(line, q);
        return starts.length == 0 ? HitPreview.split(line, -1, -1) : HitPreview.split(line, starts[0], starts[0] + q.length());
    }
}
