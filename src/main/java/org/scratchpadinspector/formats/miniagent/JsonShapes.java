package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;

/** Names a JSON value's type in a problem line ("a list", "a number"). */
final class JsonShapes {
    private JsonShapes() {
    }

    static String describe(JsonNode value) {
        if (value == null || value.isMissingNode()) {
            return "missing";
        }
        if (value.isNull()) {
            return "null";
        }
        if (value.isObject()) {
            return "an object";
        }
        if (value.isArray()) {
            return "a list";
        }
        if (value.isTextual()) {
            return "text";
        }
        if (value.isBoolean()) {
            return "a boolean";
        }
        return value.isNumber() ? "a number" : "a " + value.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
}
