package org.scratchpadinspector.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.Map;
import org.scratchpadinspector.model.Unit;

/**
 * A unit as its format describes it: {@code format}, {@code kind}, {@code id}, {@code status}, {@code flags},
 * {@code problems}, then the format's own fields in their order. {@code ls --json} ({@link #write}) adds the
 * inspector's {@code severity} after the status.
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

    /** The same object written straight on a generator: a listing of 100,000 units builds no tree. */
    public static void write(com.fasterxml.jackson.core.JsonGenerator o, Unit unit) throws java.io.IOException {
        o.writeStartObject();
        o.writeStringField("format", unit.format());
        o.writeStringField("kind", unit.kind());
        o.writeStringField("id", unit.id().text());
        o.writeStringField("status", unit.status().key());
        o.writeStringField("severity", unit.status().severity().key());
        o.writeArrayFieldStart("flags");
        for (String flag : unit.flags()) {
            o.writeString(flag);
        }
        o.writeEndArray();
        o.writeArrayFieldStart("problems");
        for (String problem : unit.problems()) {
            o.writeString(problem);
        }
        o.writeEndArray();
        for (Map.Entry<String, Object> field : unit.fields().entrySet()) {
            o.writeFieldName(field.getKey());
            writeValue(o, field.getValue());
        }
        if (unit.status().reason() != null && !unit.fields().containsKey("status_reason")) {
            o.writeStringField("status_reason", unit.status().reason());
        }
        o.writeEndObject();
    }

    private static void writeValue(com.fasterxml.jackson.core.JsonGenerator o, Object v) throws java.io.IOException {
        if (v == null) {
            o.writeNull();
        } else if (v instanceof String s) {
            o.writeString(s);
        } else if (v instanceof Integer i) {
            o.writeNumber(i);
        } else if (v instanceof Long l) {
            o.writeNumber(l);
        } else if (v instanceof Number n) {
            o.writeNumber(n.doubleValue());
        } else if (v instanceof Boolean b) {
            o.writeBoolean(b);
        } else if (v instanceof Collection<?> c) {
            o.writeStartArray();
            for (Object item : c) {
                writeValue(o, item);
            }
            o.writeEndArray();
        } else if (v instanceof Map<?, ?> m) {
            o.writeStartObject();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                o.writeFieldName(String.valueOf(e.getKey()));
                writeValue(o, e.getValue());
            }
            o.writeEndObject();
        } else {
            o.writeString(v.toString());
        }
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
