package org.scratchpadinspector.engine.markdown;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fenced code blocks, so that a {@code #} line inside one is code, not a heading: an opening run of at least three
 * backticks or tildes (up to three spaces in), closed by a run of the same character at least as long with nothing
 * after it. A block left open runs to the end of the file, as CommonMark reads it.
 */
final class Fence {
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})(.*)$");
    private char marker;
    private int length;

    /** Feeds one line; true when the line is part of a fenced block (its fences included). */
    boolean inCode(String line) {
        Matcher m = FENCE.matcher(line);
        if (length == 0) {
            if (m.matches() && !(m.group(1).charAt(0) == '`' && m.group(2).contains("`"))) {
                marker = m.group(1).charAt(0);
                length = m.group(1).length();
                return true;
            }
            return false;
        }
        if (m.matches() && m.group(1).charAt(0) == marker && m.group(1).length() >= length && m.group(2).isBlank()) {
            length = 0;
        }
        return true;
    }
}
