package org.scratchpadinspector.ui.panes;

import java.util.Optional;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The top-level key a line of a rendered state belongs to: the nearest unindented {@code key:} at or above it. */
final class FieldAtLine {
    private static final Pattern TOP_KEY = Pattern.compile("^(?:'([^']*)'|\"([^\"]*)\"|([^\\s#'\"\\-][^:]*?))\\s*:(?:\\s|$)");

    private FieldAtLine() {
    }

    /** {@code line(i)} gives the text of line i (0-based); empty when no key is at or above {@code at}. */
    static Optional<String> topLevelKey(IntFunction<String> line, int at) {
        for (int i = at; i >= 0; i--) {
            Optional<String> key = keyOn(line.apply(i));
            if (key.isPresent()) {
                return key;
            }
        }
        return Optional.empty();
    }

    /** The top-level key this line starts, if it starts one. */
    static Optional<String> keyOn(String line) {
        Matcher m = TOP_KEY.matcher(line);
        if (!m.find()) {
            return Optional.empty();
        }
        String key = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
        return Optional.of(key.strip());
    }
}
