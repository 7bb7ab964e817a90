package org.scratchpadinspector.ui.common;

/**
 * A search hit's line as a row of a hit list shows it, whatever the format: from a few characters before the match
 * (so that the match shows in a narrow list), the match, then the rest.
 */
public final class HitPreview {
    /** Characters of the line kept before the match; more would push the match out of a narrow list. */
    public static final int CONTEXT_BEFORE = 14;

    private HitPreview() {
    }

    /** [the few characters before the match, the match, the rest]; a negative {@code start}: no match, all rest. */
    public static String[] split(String line, int start, int end) {
        if (start < 0) {
            return new String[] {"", "", line};
        }
        String lead = start <= CONTEXT_BEFORE ? line.substring(0, start) : "…" + line.substring(start - CONTEXT_BEFORE, start);
        return new String[] {lead, line.substring(start, end), line.substring(end)};
    }
}
