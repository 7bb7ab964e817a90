package org.scratchpadinspector.formats.yamlcycles;

import java.time.temporal.Temporal;
import java.util.Date;
import java.util.List;
import java.util.Map;

/**
 * The {@code notes} field, which the agent keeps as one text log: tool calls, parse errors and the completion
 * signal are counted from it. A notes that is a list, a mapping, a number or missing cannot be counted, and
 * saying 0 tool calls would be a lie, so the cycle gets a problem line instead.
 */
final class NotesField {
    private static final String MARK = ": notes is ";

    private NotesField() {
    }

    /**
     * Adds "X_after.yaml: notes is a list, not text: {@code consequence}" to {@code problems} when the readable
     * snapshot {@code s} has a notes that is not text, or none.
     */
    static void check(Snapshot s, String consequence, List<String> problems) {
        Map<String, Object> state = s == null ? null : s.state();
        if (state == null) {
            return;
        }
        String file = s.path().getFileName().toString();
        if (!state.containsKey("notes")) {
            problems.add(file + ": notes is missing: " + consequence);
        } else if (!(state.get("notes") instanceof String)) {
            problems.add(file + MARK + kind(state.get("notes")) + ", not text: " + consequence);
        }
    }

    /** Whether a problem line is one of {@link #check}'s. */
    static boolean isProblem(String line) {
        return line.contains(MARK);
    }

    private static String kind(Object value) {
        if (value == null) {
            return "empty (null)";
        } else if (value instanceof List<?>) {
            return "a list";
        } else if (value instanceof Map<?, ?>) {
            return "a mapping";
        } else if (value instanceof Boolean) {
            return "a boolean";
        } else if (value instanceof Number) {
            return "a number";
        } else if (value instanceof Date || value instanceof Temporal) {
            return "a date";
        } else if (value instanceof byte[]) {
            return "binary data";
        }
        return "a " + value.getClass().getSimpleName();
    }
}
