package org.scratchpadinspector.ui.units;

import java.util.List;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.ui.common.HitPreview;

/** The words of a row of the hit list (apart from its cell, so that they can be checked without a toolkit). */
public final class SearchHitText {
    private SearchHitText() {
    }

    /** "20260401_100637 · after · line 12", or "flaky-ci#5 · matches outside its states" (a tag, its timeline ...). */
    public static String describe(UnitSearch.Hit hit) {
        return hit.inState() ? hit.unit().text() + " · " + hit.state() + " · line " + hit.line()
                : hit.unit().text() + " · matches outside its states";
    }

    /** The line around its first match: [the few characters before it, the match, the rest]. */
    public static String[] split(String line, List<String> texts) {
        int[] matches = UnitSearch.matches(line, texts);
        return matches.length == 0 ? HitPreview.split(line, -1, -1) : HitPreview.split(line, matches[0], matches[1]);
    }
}
