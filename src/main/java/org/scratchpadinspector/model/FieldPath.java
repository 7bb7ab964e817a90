package org.scratchpadinspector.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The one way every feature names a place in a state, in every format: watchpoints, blame, churn, edits, search
 * and the CLI's arguments. A path is a chain of steps into a state's value (a tree of mappings, lists and
 * scalars): a key into a mapping, {@code [n]} into a list. Keys are separated by {@code .}, {@code /} or
 * {@code #}: {@code goals[0].title} (seed 000), {@code TRAJECTORY/Now} (a Markdown section),
 * {@code MEMORY.md#Heading/Sub} (a section of a memory file), {@code MEMORY.md#§3} (a Hermes entry), and
 * {@code MEMORY.md#}, the text before a file's first heading (the one path that may end with a separator). A key
 * of digits where the tree holds a list is an index there too, so the control protocol's {@code goals.0.title} and
 * {@code goals[0].title} name the same place.
 *
 * <p>Keys may themselves hold separators ({@code MEMORY.md}, a heading "Release 1.2"), so a path is resolved
 * against the tree it is applied to: at each mapping the longest key that the rest of the text starts with
 * (followed by a separator, a {@code [} or the end) wins. Without a tree ({@link #steps()}), the text is split at
 * every separator.
 */
public final class FieldPath {
    /** What {@link #lookup} answers where the path leads nowhere (distinct from a null value). */
    public static final Object ABSENT = new Object() {
        @Override
        public String toString() {
            return "(absent)";
        }
    };

    private final String text;

    private FieldPath(String text) {
        this.text = text;
    }

    /** A path as the operator typed it; throws {@link IllegalArgumentException} naming the column of an error. */
    public static FieldPath parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty path: name a section, e.g. goals, goals[0].title or MEMORY.md#Notes");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '[') {
                int close = text.indexOf(']', i);
                if (i == 0 || close < 0) {
                    throw bad(text, i, i == 0 ? "a path starts with a section name" : "unclosed [");
                }
                if (!text.substring(i + 1, close).matches("\\d{1,9}")) {
                    throw bad(text, i + 1, "a list index is a number, e.g. [0]");
                }
                i = close;
            } else if (c == ']') {
                throw bad(text, i, "unexpected ']'");
            } else if (isSeparator(c) && (i == 0 || i == text.length() - 1 && c != '#'
                    || isSeparator(text.charAt(i - 1)))) {
                throw bad(text, i, "empty key");
            }
        }
        return new FieldPath(text);
    }

    /** The path of these steps (keys as strings, list indexes as integers), keys joined with {@code .}. */
    public static FieldPath of(List<?> steps) {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a path has at least one step");
        }
        StringBuilder out = new StringBuilder();
        for (Object step : steps) {
            if (step instanceof Integer n) {
                out.append('[').append(n).append(']');
            } else {
                if (out.length() > 0) {
                    out.append('.');
                }
                out.append(Objects.requireNonNull(step, "step"));
            }
        }
        return new FieldPath(out.toString());
    }

    /** A path of one key, whatever characters the key holds. */
    public static FieldPath key(String key) {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("empty key");
        }
        return new FieldPath(key);
    }

    private static boolean isSeparator(char c) {
        return c == '.' || c == '/' || c == '#';
    }

    private static IllegalArgumentException bad(String text, int column, String why) {
        return new IllegalArgumentException("bad path '" + text + "' at column " + (column + 1) + ": " + why);
    }

    /** The steps read without a tree: split at every separator. */
    public List<Object> steps() {
        return split(text);
    }

    /**
     * The steps this path takes in {@code tree}, resolving keys that hold separators by the longest match; null
     * when it leads nowhere.
     */
    public List<Object> steps(Object tree) {
        List<Object> steps = new ArrayList<>();
        Object current = tree;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '[') {
                int close = text.indexOf(']', i);
                int n = Integer.parseInt(text.substring(i + 1, close));
                if (!(current instanceof List<?> list) || n >= list.size()) {
                    return null;
                }
                steps.add(n);
                current = list.get(n);
                i = close + 1;
                continue;
            }
            if (!steps.isEmpty()) {
                if (!isSeparator(c)) {
                    return null;
                }
                i++;
            }
            if (current instanceof List<?> list) {
                int end = i;
                while (end < text.length() && Character.isDigit(text.charAt(end)) && end - i < 9) {
                    end++;
                }
                boolean ends = end == text.length() || isSeparator(text.charAt(end)) || text.charAt(end) == '[';
                if (end == i || !ends || Integer.parseInt(text.substring(i, end)) >= list.size()) {
                    return null;
                }
                int n = Integer.parseInt(text.substring(i, end));
                steps.add(n);
                current = list.get(n);
                i = end;
                continue;
            }
            if (!(current instanceof Map<?, ?> map)) {
                return null;
            }
            String key = longestKey(map, text, i);
            if (key == null) {
                return null;
            }
            steps.add(key);
            current = map.get(key);
            i += key.length();
        }
        return steps;
    }

    private static String longestKey(Map<?, ?> map, String text, int from) {
        String best = null;
        for (Object k : map.keySet()) {
            if (k instanceof String key && !key.isEmpty() && text.startsWith(key, from)) {
                int end = from + key.length();
                boolean ends = end == text.length() || isSeparator(text.charAt(end)) || text.charAt(end) == '[';
                if (ends && (best == null || key.length() > best.length())) {
                    best = key;
                }
            }
        }
        if (best == null && map.containsKey("") && (from == text.length())) {
            return "";
        }
        return best;
    }

    private static List<Object> split(String text) {
        List<Object> steps = new ArrayList<>();
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '[') {
                if (key.length() > 0) {
                    steps.add(key.toString());
                    key.setLength(0);
                }
                int close = text.indexOf(']', i);
                steps.add(Integer.parseInt(text.substring(i + 1, close)));
                i = close;
            } else if (isSeparator(c)) {
                if (key.length() > 0) {
                    steps.add(key.toString());
                    key.setLength(0);
                }
            } else {
                key.append(c);
            }
        }
        if (key.length() > 0) {
            steps.add(key.toString());
        }
        return steps;
    }

    /** The value at this path in {@code tree}, or {@link #ABSENT}. */
    public Object lookup(Object tree) {
        List<Object> steps = steps(tree);
        if (steps == null) {
            return ABSENT;
        }
        Object current = tree;
        for (Object step : steps) {
            current = step instanceof Integer n ? ((List<?>) current).get(n) : ((Map<?, ?>) current).get(step);
        }
        return current;
    }

    /** The first key read without a tree (split at the first separator): the section a seed-000 path is in. */
    public String section() {
        return steps().get(0).toString();
    }

    /** Whether the path names a whole section: one key, without a tree to tell a key holding separators apart. */
    public boolean isSection() {
        return steps().size() == 1;
    }

    /** The first key: the section the path is in. */
    public String section(Object tree) {
        List<Object> steps = steps(tree);
        return steps == null || steps.isEmpty() ? steps().get(0).toString() : steps.get(0).toString();
    }

    /** Whether {@code other} is this path or lies inside it. */
    public boolean contains(FieldPath other) {
        String o = other.text;
        return o.equals(text) || (o.startsWith(text) && (isSeparator(o.charAt(text.length())) || o.charAt(text.length()) == '['));
    }

    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldPath p && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
