package org.scratchpadinspector.engine.watchpoint;

import java.util.Map;

/**
 * A breakpoint that fired and what it saw, e.g. {@code {"path": "current_task", "old": …, "new": …}} or
 * {@code {"tool": "shell", "args": "{'command': 'ls'}"}}.
 */
public record Hit(Breakpoint breakpoint, Map<String, Object> saw) {
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
}
