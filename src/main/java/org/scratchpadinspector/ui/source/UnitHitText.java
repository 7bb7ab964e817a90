package org.scratchpadinspector.ui.source;

import java.util.List;
import org.scratchpadinspector.core.format.UnitSearch;

/** The words of a row of the hit list, apart from its cell so that they can be checked without a toolkit. */
final class UnitHitText {
    /** Characters of the line kept before the first match, so that the match shows in a narrow list. */
    static final int CONTEXT_BEFORE = 14;

    private UnitHitText() {
    }

    /** "flaky-ci#5 · after · line 2", or "flaky-ci#5 · matches outside its states" (a tag, its timeline ...). */
    static String describe(UnitSearch.Hit hit) {
        return hit.inState() ? hit.unit().text() + " · " + hit.state() + " · line " + hit.line()
                : hit.unit().text() + " · matches outside its states";
    }

    /** The line around its first match: [the few characters before it, the match, the rest]. */
    static String[] split(String line, List<String> texts) {
        int[] matches = UnitSearch.matches(line, texts);
        if (matches.length == 0) {
            return new String[] {"", "", line};
        }
        int start = matches[0];
        int end = matches[1];
        String lead = start <= CONTEXT_BEFORE ? line.substring(0, start) : "…" + line.substring(start - CONTEXT_BEFORE, start);
        return new String[] {lead, line.substring(start, end), line.substring(end)};
    }
}
