package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The messages of a {@code conversation.json}, each kept in its place; a message that cannot be read stays as an
 * unreadable placeholder (so the call before it is not paired with the one after) and gets one problem line.
 *
 * @param messages every message, in order
 * @param problems what was malformed, one line each
 */
record Conversation(List<Message> messages, List<String> problems) {
    static final String FILE = "conversation.json";

    Conversation {
        messages = List.copyOf(messages);
        problems = List.copyOf(problems);
    }

    /** The messages of the document, or null when its top level is not a list (then {@link #topLevelProblem}). */
    static Conversation of(JsonNode root) {
        if (!root.isArray()) {
            return null;
        }
        List<Message> messages = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            messages.add(message(i + 1, root.get(i), problems));
        }
        return new Conversation(messages, problems);
    }

    static String topLevelProblem(JsonNode root) {
        return FILE + ": the top level is " + JsonTypes.describe(root) + ", not a list of messages";
    }

    private static Message message(int number, JsonNode node, List<String> problems) {
        String where = FILE + ": message " + number;
        if (!node.isObject()) {
            problems.add(where + " is " + JsonTypes.describe(node) + ", not an object: skipped");
            return Message.unreadable(number);
        }
        JsonNode role = node.get("Role");
        JsonNode content = node.get("Content");
        if (role == null || !role.isTextual() || content == null || !content.isTextual()) {
            String field = role == null || !role.isTextual() ? "Role" : "Content";
            JsonNode bad = node.get(field);
            problems.add(where + ": " + field + (bad == null ? " is missing" : " is " + JsonTypes.describe(bad)
                    + ", not text") + ": skipped");
            return Message.unreadable(number);
        }
        JsonNode time = node.get("Timestamp");
        if (time != null && !time.isTextual() && !time.isNull()) {
            problems.add(where + ": Timestamp is " + JsonTypes.describe(time) + ", not text: not shown");
        }
        JsonNode metadata = node.get("Metadata");
        if (metadata != null && !metadata.isObject() && !metadata.isNull()) {
            problems.add(where + ": Metadata is " + JsonTypes.describe(metadata) + ", not an object: not read");
            metadata = null;
        }
        return new Message(number, role.asText(), content.asText(), time != null && time.isTextual() ? time.asText() : null,
                metadata != null && metadata.isObject() ? metadata : null);
    }
}
