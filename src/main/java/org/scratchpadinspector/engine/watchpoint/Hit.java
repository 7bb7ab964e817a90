package org.scratchpadinspector.engine.watchpoint;

import java.util.Map;

/**
 * A breakpoint that fired, what it saw, e.g. {@code {"path": "current_task", "old": …, "new": …}} or
 * {@code {"tool": "shell", "args": "{'command': 'ls'}"}}, and where: the cycle and the iteration of the observation
 * (for a tool call, the iteration that made it; null when not known).
 */
public record Hit(Breakpoint breakpoint, Map<String, Object> saw, String cycleId, Integer iteration) {
    public Hit(Breakpoint breakpoint, Map<String, Object> saw) {
        this(breakpoint, saw, null, null);
    }

    public String id() {
        return breakpoint.id();
    }

    /** What a condition saw, from key-value pairs in order. */
    public static Map<String, Object> saw(Object... keyValues) {
        Map<String, Object> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put((String) keyValues[i], keyValues[i + 1]);
        }
        return map;
    }

    /** A value for what a condition saw: null where the path led nowhere. */
    public static Object shown(Object value) {
        return value == org.scratchpadinspector.model.FieldPath.ABSENT ? null : value;
    }

    /** This hit placed at {@code cycleId} and {@code iteration}, unless it already knows where it was seen. */
    public Hit at(String cycleId, Integer iteration) {
        return this.cycleId != null ? this : new Hit(breakpoint, saw, cycleId, iteration);
    }

    /** The sentence the operator reads (see {@link HitText#sentence}). */
    public String describe() {
        return HitText.sentence(id(), breakpoint.condition().toJson(), saw, cycleId, iteration);
    }
}
