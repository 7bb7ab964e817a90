package org.scratchpadinspector.engine.watchpoint;

import java.util.LinkedHashMap;
import java.util.Map;

/** A condition with the id the operator knows it by. */
public record Breakpoint(String id, Condition condition) {
    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", id);
        json.putAll(condition.toJson());
        return json;
    }
}
