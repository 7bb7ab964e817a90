package org.scratchpadinspector.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields of one iteration of an agent's cycle as every provider of its steps gives them (the {@code iterations
 * --json} shape): the response and whether the log cut it, the action (tool and arguments, or null), the result, and
 * whether the call failed, named an unknown tool or could not be parsed.
 */
public final class IterationFields {
    private IterationFields() {
    }

    /** {@code tool} null: no action was taken. */
    public static Map<String, Object> of(String response, boolean responseTruncated, String tool, Object args,
                                         String result, boolean failed, boolean unknown, boolean parseError) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("response", response);
        fields.put("response_truncated", responseTruncated);
        if (tool != null) {
            Map<String, Object> action = new LinkedHashMap<>();
            action.put("tool", tool);
            action.put("args", args);
            fields.put("action", action);
        } else {
            fields.put("action", null);
        }
        fields.put("result", result);
        fields.put("failed", failed);
        fields.put("unknown", unknown);
        fields.put("parse_error", parseError);
        return fields;
    }
}
