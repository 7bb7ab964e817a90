package org.scratchpadinspector.model;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** The types of a parsed state's values in an operator's words, one wording for every reader and editor. */
public final class ValueTypes {
    private ValueTypes() {
    }

    /** A value's type in an operator's words, e.g. {@code a mapping}. */
    public static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map<?, ?>) {
            return "a mapping";
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        if (value instanceof Set<?>) {
            return "a set";
        }
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Boolean) {
            return "a boolean";
        }
        if (value instanceof Double) {
            return "a float";
        }
        if (value instanceof Number) {
            return "an integer";
        }
        if (value instanceof byte[]) {
            return "binary data";
        }
        // a scalar kept as written is YAML's timestamp, the only one a reader keeps so
        return value instanceof VerbatimScalar ? "a timestamp" : "a " + value.getClass().getSimpleName();
    }
}
