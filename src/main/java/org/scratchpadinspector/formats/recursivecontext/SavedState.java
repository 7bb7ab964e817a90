package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.JsonProblems;

/**
 * A run's {@code agent_state.json}, as {@code save()} writes it: {@code {scratchpad, turn, purpose}}.
 *
 * @param bytes   the file as read (the base of an edit), null when it could not be read
 * @param state   the parsed object, null when it is not one
 * @param problem why it cannot be used (load() would fail on it), null when it can
 */
record SavedState(byte[] bytes, ObjectNode state, String problem) {
    static final String FILE = "agent_state.json";
    private static final ObjectMapper MAPPER = AgentJson.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .build();

    static SavedState read(Path file) {
        return read(file, file.toAbsolutePath().getParent());
    }

    /** Reads the file of the memory directory {@code root}: a link out of {@code root} is not followed. */
    static SavedState read(Path file, Path root) {
        BoundedFile content = BoundedFile.read(file, root);
        if (!content.readable()) {
            return new SavedState(null, null, content.problem());
        }
        return parse(content.bytes());
    }

    static SavedState parse(byte[] bytes) {
        JsonNode node;
        try {
            node = MAPPER.readTree(bytes);
        } catch (JsonProcessingException e) {
            return new SavedState(bytes, null, JsonProblems.describe(FILE, e));
        } catch (java.io.IOException e) {
            return new SavedState(bytes, null, FILE + ": cannot be read: " + e.getMessage());
        }
        if (!(node instanceof ObjectNode object)) {
            return new SavedState(bytes, null, FILE + ": the top level is " + JsonShapes.describe(node)
                    + ", not the object save() writes");
        }
        for (String field : List.of("scratchpad", "turn", "purpose")) {
            if (!object.has(field)) {
                return new SavedState(bytes, object, FILE + ": " + field + " is missing (load() needs it)");
            }
        }
        if (!object.get("scratchpad").isTextual()) {
            return new SavedState(bytes, object, FILE + ": scratchpad is " + JsonShapes.describe(object.get("scratchpad"))
                    + ", not text");
        }
        JsonNode turn = object.get("turn");
        if (!turn.isIntegralNumber()) {
            return new SavedState(bytes, object, FILE + ": turn is " + JsonShapes.describe(turn)
                    + ", not a whole number (the next turn's += 1 would fail)");
        }
        return new SavedState(bytes, object, null);
    }

    boolean usable() {
        return problem == null && state != null;
    }

    String scratchpad() {
        return state.get("scratchpad").textValue();
    }
}
