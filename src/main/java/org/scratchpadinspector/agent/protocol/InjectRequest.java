package org.scratchpadinspector.agent.protocol;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A section operation to inject: {@code op} is replace, append, clear or update; {@code value} is any JSON
 * value (maps, lists, strings, numbers, booleans, null) and is sent only when {@code hasValue};
 * {@code baseHash} (optional) is the section's hash (for update: the state's) the edit was made on.
 */
public record InjectRequest(String section, String op, Object value, boolean hasValue, String baseHash) {

    public static InjectRequest replace(String section, Object value) {
        return new InjectRequest(section, "replace", value, true, null);
    }

    public static InjectRequest append(String section, Object value) {
        return new InjectRequest(section, "append", value, true, null);
    }

    public static InjectRequest clear(String section) {
        return new InjectRequest(section, "clear", null, false, null);
    }

    public static InjectRequest update(Map<String, Object> fields) {
        return new InjectRequest(null, "update", fields, true, null);
    }

    public InjectRequest withBaseHash(String hash) {
        return new InjectRequest(section, op, value, hasValue, hash);
    }

    /** The request body. */
    public Map<String, Object> toJson() {
        Map<String, Object> body = new LinkedHashMap<>();
        if (section != null) {
            body.put("section", section);
        }
        body.put("op", op);
        if (hasValue) {
            body.put("value", value);
        }
        if (baseHash != null) {
            body.put("base_hash", baseHash);
        }
        return body;
    }

    /** Reads a request body; fields of the wrong JSON type are left for the agent to refuse (422). */
    public static InjectRequest fromJson(Map<String, Object> body) throws ProtocolException {
        Object section = body.get("section");
        Object op = body.get("op");
        Object baseHash = body.get("base_hash");
        if (section != null && !(section instanceof String)) {
            throw new ProtocolException(422, "invalid", "\"section\" must be a string");
        }
        if (!(op instanceof String)) {
            throw new ProtocolException(422, "invalid", "\"op\" is required: replace, append, clear or update");
        }
        if (baseHash != null && !(baseHash instanceof String)) {
            throw new ProtocolException(422, "invalid", "\"base_hash\" must be a string");
        }
        return new InjectRequest((String) section, (String) op, body.get("value"), body.containsKey("value"),
                (String) baseHash);
    }
}
