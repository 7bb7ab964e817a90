package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A path into the state: a top-level key, then {@code .key} into a mapping and {@code [n]} into a list, e.g.
 * {@code goals}, {@code goals[0]}, {@code completed_tasks[2].summary}. A key with a dot, a bracket or a space
 * in it cannot be named this way; the seed's sections never have one.
 */
public final class FieldPath {
    /** What {@link #lookup} answers where the path leads nowhere (distinct from a YAML null). */
    public static final Object ABSENT = new Object() {
        @Override
        public String toString() {
            return "(absent)";
        }
    };

    private final String text;
    private final List<Object> steps;

    private FieldPath(String text, List<Object> steps) {
        this.text = text;
        this.steps = List.copyOf(steps);
    }

    /** Parses {@code text}; throws {@link IllegalArgumentException} with the position of a syntax error. */
    public static FieldPath parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty path: name a section, e.g. goals or completed_tasks[0].task");
        }
        List<Object> steps = new ArrayList<>();
        int i = 0;
        boolean expectKey = true;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '[') {
                int close = text.indexOf(']', i);
                if (steps.isEmpty() || close < 0) {
                    throw bad(text, i, steps.isEmpty() ? "a path starts with a section name" : "unclosed [");
                }
                String digits = text.substring(i + 1, close);
                if (!digits.matches("\\d{1,9}")) {
                    throw bad(text, i + 1, "a list index is a number, e.g. [0]");
                }
                steps.add(Integer.parseInt(digits));
                i = close + 1;
                expectKey = false;
            } else if (c == '.') {
                if (steps.isEmpty() || expectKey) {
                    throw bad(text, i, "empty key");
                }
                expectKey = true;
                i++;
            } else {
                if (!expectKey) {
                    throw bad(text, i, "expected . or [ after " + text.substring(0, i));
                }
                int end = i;
                while (end < text.length() && text.charAt(end) != '.' && text.charAt(end) != '[') {
                    if (text.charAt(end) == ']' || Character.isWhitespace(text.charAt(end))) {
                        throw bad(text, end, "unexpected '" + text.charAt(end) + "'");
                    }
                    end++;
                }
                steps.add(text.substring(i, end));
                i = end;
                expectKey = false;
            }
        }
        if (expectKey) {
            throw bad(text, text.length(), "empty key");
        }
        return new FieldPath(text, steps);
    }

    private static IllegalArgumentException bad(String text, int column, String why) {
        return new IllegalArgumentException("bad path '" + text + "' at column " + (column + 1) + ": " + why);
    }

    /** The top-level key the path starts with. */
    public String section() {
        return (String) steps.get(0);
    }

    public boolean isSection() {
        return steps.size() == 1;
    }

    /** The value at this path in {@code state}, or {@link #ABSENT}. */
    public Object lookup(Map<String, Object> state) {
        Object current = state;
        for (Object step : steps) {
            if (step instanceof String key && current instanceof Map<?, ?> map && map.containsKey(key)) {
                current = map.get(key);
            } else if (step instanceof Integer n && current instanceof List<?> list && n < list.size()) {
                current = list.get(n);
            } else {
                return ABSENT;
            }
        }
        return current;
    }

    @Override
    public String toString() {
        return text;
    }
}
