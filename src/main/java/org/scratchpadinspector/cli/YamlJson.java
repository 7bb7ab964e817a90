package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Base64;
import java.util.Collection;
import java.util.Map;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.VerbatimScalar;

/** A parsed YAML value as a JSON value: absent and null as null, timestamps as text, bytes as base64. */
final class YamlJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private YamlJson() {
    }

    static JsonNode of(Object value) {
        if (value == null || value == FieldPath.ABSENT) {
            return NODES.nullNode();
        }
        if (value instanceof String s) {
            return NODES.textNode(s);
        }
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return NODES.numberNode(((Number) value).longValue());
        }
        if (value instanceof BigInteger big) {
            return NODES.numberNode(big);
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isFinite(d) ? NODES.numberNode(d) : NODES.textNode(Double.toString(d));
        }
        if (value instanceof VerbatimScalar t) {
            return NODES.textNode(t.text());
        }
        if (value instanceof byte[] bytes) {
            return NODES.textNode(Base64.getEncoder().encodeToString(bytes));
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode o = NODES.objectNode();
            map.forEach((k, v) -> o.set(String.valueOf(k), of(v)));
            return o;
        }
        if (value instanceof Collection<?> items) {
            ArrayNode a = NODES.arrayNode();
            items.forEach(v -> a.add(of(v)));
            return a;
        }
        return NODES.textNode(String.valueOf(value));
    }
}
