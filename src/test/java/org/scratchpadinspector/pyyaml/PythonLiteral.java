package org.scratchpadinspector.pyyaml;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;
import java.util.StringJoiner;

/** A Java value as a Python expression, so a Python process can rebuild exactly the same value. */
final class PythonLiteral {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PythonLiteral() {
    }

    static String of(Object value) {
        if (value == null) {
            return "None";
        }
        if (value instanceof Boolean b) {
            return b ? "True" : "False";
        }
        if (value instanceof Integer || value instanceof Long || value instanceof BigInteger) {
            return value.toString();
        }
        if (value instanceof Double d) {
            if (d.isNaN()) {
                return "nan";
            }
            if (d.isInfinite()) {
                return d > 0 ? "inf" : "-inf";
            }
            return d.toString();
        }
        if (value instanceof String s) {
            try {
                return JSON.writeValueAsString(s); // a JSON string is a valid Python str literal
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
        if (value instanceof byte[] bytes) {
            StringJoiner items = new StringJoiner(",", "bytes([", "])");
            for (byte b : bytes) {
                items.add(Integer.toString(b & 0xFF));
            }
            return items.toString();
        }
        if (value instanceof Map<?, ?> map) {
            StringJoiner items = new StringJoiner(", ", "{", "}");
            map.forEach((k, v) -> items.add(of(k) + ": " + of(v)));
            return items.toString();
        }
        if (value instanceof Collection<?> list) {
            StringJoiner items = new StringJoiner(", ", "[", "]");
            list.forEach(v -> items.add(of(v)));
            return items.toString();
        }
        throw new IllegalArgumentException("no Python literal for " + value.getClass());
    }
}
