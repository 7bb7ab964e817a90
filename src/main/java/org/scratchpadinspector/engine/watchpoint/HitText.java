package org.scratchpadinspector.engine.watchpoint;

import java.util.Map;

/**
 * A watchpoint hit in words, wherever the operator reads it (the Agent panel's events, the Watchpoints tab, Run
 * until, the Files-mode notification): which watchpoint, its condition in the short form the tab takes, where it
 * held (cycle, iteration) and what it saw, e.g. {@code tool=write_file matched write_file({'path': 'x'})} or
 * {@code current_task changed: null → "Ship 1.4"}. Works from the protocol's JSON, so that it reads an agent's
 * {@code paused} event as well as a hit found in the files.
 */
public final class HitText {
    private HitText() {
    }

    /** The short form of a condition's JSON ({@code changed=current_task}, {@code tool=shell:rm }...), or "?" for an unknown kind. */
    public static String condition(Map<String, ?> json) {
        if (json == null) {
            return "?";
        }
        Object when = json.get("when");
        if ("status".equals(when)) {
            return "status=" + json.get("status");
        }
        if ("tool".equals(when)) {
            Object contains = json.get("args_contains");
            return "tool=" + json.get("tool") + (contains == null ? "" : ":" + contains);
        }
        if ("changed".equals(when)) {
            return "changed=" + json.get("path");
        }
        if ("size".equals(when)) {
            return "size:" + json.get("path") + ">" + json.get("over");
        }
        if ("iteration".equals(when)) {
            return "iteration>" + json.get("over");
        }
        return String.valueOf(when);
    }

    public static String condition(Condition condition) {
        return condition(condition.toJson());
    }

    /**
     * What the condition saw, as a phrase: {@code matched write_file({'path': 'x'})}, {@code current_task changed:
     * null → "Ship 1.4"}, {@code notes grew to 4120, over 4000}, {@code 4 iterations, over 3}, {@code the cycle
     * ended crashed}. A kind it does not know is shown as its fields.
     */
    public static String saw(Map<String, ?> saw) {
        if (saw == null || saw.isEmpty()) {
            return "nothing said";
        }
        if (saw.containsKey("tool")) {
            Object args = saw.get("args");
            return "matched " + saw.get("tool") + "(" + (args == null ? "" : args) + ")";
        }
        if (saw.containsKey("old") || saw.containsKey("new")) {
            return saw.get("path") + " changed: " + json(saw.get("old")) + " → " + json(saw.get("new"));
        }
        if (saw.containsKey("size")) {
            return saw.get("path") + " has size " + saw.get("size") + ", over " + saw.get("over");
        }
        if (saw.containsKey("iterations")) {
            Object n = saw.get("iterations");
            return n + " iteration" + ("1".equals(String.valueOf(n)) ? "" : "s") + " finished";
        }
        if (saw.containsKey("status")) {
            return "the cycle ended " + saw.get("status");
        }
        return saw.toString();
    }

    /**
     * Where a hit held: {@code cycle X, iteration 2}, {@code cycle X at wake} (iteration 0), {@code cycle X} (no
     * iteration known), or "" (nothing known).
     */
    public static String where(String cycleId, Number iteration) {
        if (cycleId == null) {
            return "";
        }
        return "cycle " + cycleId + (iteration == null ? "" : iteration.longValue() == 0 ? " at wake"
                : ", iteration " + iteration);
    }

    /**
     * The whole sentence: {@code watchpoint w1 (tool=write_file) held in cycle X, iteration 2: matched
     * write_file({'path': 'x'})}.
     */
    public static String sentence(String id, Map<String, ?> condition, Map<String, ?> saw, String cycleId,
                                  Number iteration) {
        String where = where(cycleId, iteration);
        return escaped("watchpoint " + id + (condition == null ? "" : " (" + condition(condition) + ")")
                + (where.isEmpty() ? "" : " held in " + where) + ": " + saw(saw));
    }

    /**
     * Text that came from the agent (a tool's arguments, a field's value) made safe to show on one line: control
     * characters as {@code \x1b}, bidi overrides and isolates as {@code \u202e}.
     */
    public static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            boolean control = cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0);
            boolean bidi = (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200e
                    || cp == 0x200f || cp == 0x061c;
            if (control) {
                out.append(String.format("\\x%02x", cp));
            } else if (bidi) {
                out.append(String.format("\\u%04x", cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    private static String json(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String text) {
            return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
        }
        return String.valueOf(value);
    }
}
