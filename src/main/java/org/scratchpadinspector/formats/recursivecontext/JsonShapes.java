package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;

/** "a list", "a number", "null" ... for the problem lines about a JSON value of an unexpected type. */
final class JsonShapes {
    private JsonShapes() {
    }

    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "missing";
        }
        if (node.isObject()) {
            return "an object";
        }
        if (node.isArray()) {
            return "a list";
        }
        if (node.isTextual()) {
            return "text";
        }
        if (node.isBoolean()) {
            return "a boolean (" + node.asText() + ")";
        }
        if (node.isNumber()) {
            return "a number (" + node.asText() + ")";
        }
        return node.isNull() ? "null" : node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    }

    static String describe(JsonToken token) {
        if (token == null) {
            return "nothing";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "a list";
            case VALUE_STRING -> "text";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.toString();
        };
    }
}
