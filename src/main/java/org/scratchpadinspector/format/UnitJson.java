package org.scratchpadinspector.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.Map;
import org.scratchpadinspector.model.Unit;

/**
 * A unit as {@code ls --json} prints it: {@code format}, {@code kind}, {@code id}, {@code status}, {@code flags},
 * {@code problems}, then the format's own fields in their order.
 */
public final class UnitJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private UnitJson() {
    }

    public static ObjectNode toJson(Unit unit) {
        ObjectNode o = NODES.objectNode();
        o.put("format", unit.format());
        o.put("kind", unit.kind());
        o.put("id", unit.id().text());
        o.put("status", unit.status().key());
        ArrayNode flags = o.putArray("flags");
        unit.flags().forEach(flags::add);
        ArrayNode problems = o.putArray("problems");
        unit.problems().forEach(problems::add);
        for (Map.Entry<String, Object> field : unit.fields().entrySet()) {
            o.set(field.getKey(), value(field.getValue()));
        }
        if (unit.status().reason() != null && !unit.fields().containsKey("status_reason")) {
            o.put("status_reason", unit.status().reason());
        }
        return o;
    }

    private static com.fasterxml.jackson.databind.JsonNode value(Object v) {
        if (v == null) {
            return NODES.nullNode();
        }
        if (v instanceof String s) {
            return NODES.textNode(s);
        }
        if (v instanceof Integer i) {
            return NODES.numberNode(i);
        }
        if (v instanceof Long l) {
            return NODES.numberNode(l);
        }
        if (v instanceof Number n) {
            return NODES.numberNode(n.doubleValue());
        }
        if (v instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (v instanceof Collection<?> c) {
            ArrayNode a = NODES.arrayNode();
            c.forEach(item -> a.add(value(item)));
            return a;
        }
        if (v instanceof Map<?, ?> m) {
            ObjectNode o = NODES.objectNode();
            m.forEach((k, item) -> o.set(String.valueOf(k), value(item)));
            return o;
        }
        return NODES.textNode(v.toString());
    }
}
