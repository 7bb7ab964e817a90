package org.scratchpadinspector.formats.markdownmemory;

import java.util.List;

/** Where characters and lines of a file fall, for a finding's line number. */
final class Lines {
    private Lines() {
    }

    /** The 1-based line holding the {@code offset}-th character (0-based) of {@code text}. */
    static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** The 1-based line of the first line that differs between two texts, or 0 when one is a prefix of the other. */
    static int firstDifference(List<String> old, List<String> now) {
        for (int i = 0; i < Math.min(old.size(), now.size()); i++) {
            if (!old.get(i).equals(now.get(i))) {
                return i + 1;
            }
        }
        return old.size() > now.size() ? now.size() + 1 : 0;
    }

    /** "s" for a count other than one. */
    static String plural(long n) {
        return n == 1 ? "" : "s";
    }

    /** 12345 as "12,345". */
    static String number(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }
}
