package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;

/** What a JSON value is, in the words of a problem line ("a number", "a list"). */
final class JsonTypes {
    private JsonTypes() {
    }

    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "missing";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT, POJO -> "an object";
            case STRING -> "text";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "null";
            default -> "binary data";
        };
    }
}
