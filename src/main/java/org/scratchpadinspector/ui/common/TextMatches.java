package org.scratchpadinspector.ui.common;

import java.util.Arrays;

/** Where a searched text occurs in a line, ignoring case, as the search and the panes' highlighting find it. */
public final class TextMatches {
    private TextMatches() {
    }

    /**
     * The start of each occurrence of {@code query} in {@code line}, left to right, not overlapping (each is
     * {@code query.length()} characters long).
     */
    public static int[] starts(String line, String query) {
        int n = query.length();
        if (n == 0 || line.length() < n) {
            return new int[0];
        }
        int[] starts = new int[4];
        int found = 0;
        for (int i = 0; i + n <= line.length(); i++) {
            if (line.regionMatches(true, i, query, 0, n)) {
                if (found == starts.length) {
                    starts = Arrays.copyOf(starts, found * 2);
                }
                starts[found++] = i;
                i += n - 1;
            }
        }
        return Arrays.copyOf(starts, found);
    }
}
