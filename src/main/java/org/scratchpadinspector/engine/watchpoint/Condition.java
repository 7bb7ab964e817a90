package org.scratchpadinspector.engine.watchpoint;

import org.scratchpadinspector.model.FieldPath;

import java.util.LinkedHashMap;
import java.util.Map;

/** One breakpoint condition; {@link #toJson()} gives back the protocol's JSON form. */
public sealed interface Condition {
    /** The statuses a cycle can end with, as the cycle list names them. */
    java.util.List<String> STATUSES = java.util.List.of("completed", "max_iterations", "crashed", "no_change",
            "interrupted", "running", "unknown");

    Map<String, Object> toJson();

    /** A cycle ends with {@code status}. */
    record Status(String status) implements Condition {
        @Override
        public Map<String, Object> toJson() {
            return json("when", "status", "status", status);
        }
    }

    /** A tool named {@code tool} is called, with arguments containing {@code argsContains} (null: any). */
    record Tool(String tool, String argsContains) implements Condition {
        @Override
        public Map<String, Object> toJson() {
            Map<String, Object> json = json("when", "tool", "tool", tool);
            if (argsContains != null) {
                json.put("args_contains", argsContains);
            }
            return json;
        }
    }

    /** The value at {@code path} changes. */
    record Changed(FieldPath path) implements Condition {
        @Override
        public Map<String, Object> toJson() {
            return json("when", "changed", "path", path.toString());
        }
    }

    /** The size of the value at {@code path} ({@link FieldSize}) is over {@code over}. */
    record Size(FieldPath path, long over) implements Condition {
        @Override
        public Map<String, Object> toJson() {
            return json("when", "size", "path", path.toString(), "over", over);
        }
    }

    /** The iterations finished in a cycle are over {@code over}. */
    record Iteration(int over) implements Condition {
        @Override
        public Map<String, Object> toJson() {
            return json("when", "iteration", "over", over);
        }
    }

    private static Map<String, Object> json(Object... keyValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put((String) keyValues[i], keyValues[i + 1]);
        }
        return map;
    }
}
