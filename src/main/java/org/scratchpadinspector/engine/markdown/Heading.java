package org.scratchpadinspector.engine.markdown;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An ATX heading line as CommonMark reads one: up to three spaces, one to six {@code #}, then a space, a tab or the
 * line's end; the text is trimmed and an optional closing run of {@code #} (preceded by a space) dropped.
 */
record Heading(int level, String text) {
    private static final Pattern ATX = Pattern.compile("^ {0,3}(#{1,6})(?:[ \\t]+(.*?))?[ \\t]*$");
    private static final Pattern CLOSING = Pattern.compile("(?:^|[ \\t]+)#+[ \\t]*$");

    /** The heading on this line, or null when it is none. */
    static Heading of(String line) {
        Matcher m = ATX.matcher(line);
        if (!m.matches()) {
            return null;
        }
        String text = m.group(2) == null ? "" : m.group(2);
        text = CLOSING.matcher(text).replaceFirst("").strip();
        return new Heading(m.group(1).length(), text);
    }
}
