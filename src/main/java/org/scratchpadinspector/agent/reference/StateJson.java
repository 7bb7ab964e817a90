package org.scratchpadinspector.agent.reference;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.pyyaml.YamlTimestamp;

/** The state as the protocol shows it: JSON values (timestamps as ISO-8601 text) and SHA-256 versions. */
public final class StateJson {
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    private StateJson() {
    }

    /** A deep JSON copy of a YAML value. */
    public static Object toJson(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((k, v) -> copy.put(String.valueOf(k), toJson(v)));
            return copy;
        }
        if (value instanceof Collection<?> items) {
            List<Object> copy = new ArrayList<>(items.size());
            items.forEach(item -> copy.add(toJson(item)));
            return copy;
        }
        if (value instanceof YamlTimestamp timestamp) {
            String text = timestamp.text().trim();
            return text.length() > 10 && (text.charAt(10) == ' ' || text.charAt(10) == 't')
                    ? text.substring(0, 10) + "T" + text.substring(11).trim() : text;
        }
        if (value instanceof byte[] bytes) {
            return Base64.getEncoder().encodeToString(bytes);
        }
        if (value instanceof Double d && (d.isNaN() || d.isInfinite())) {
            return d.isNaN() ? "nan" : d > 0 ? "inf" : "-inf";
        }
        return value;
    }

    /** SHA-256 of the value's JSON with sorted keys, as hex. */
    public static String hash(Object jsonValue) {
        try {
            byte[] json = SORTED.writeValueAsString(jsonValue).getBytes(StandardCharsets.UTF_8);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(json));
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The hash a base_hash is compared with: a section's, or the whole state's for update. */
    public static String hashOf(Map<String, Object> state, String section) {
        Object json = toJson(state);
        return section == null ? hash(json) : hash(((Map<?, ?>) json).get(section));
    }

    @SuppressWarnings("unchecked")
    public static StateView view(String cycleId, int iteration, String phase, Map<String, Object> state) {
        Map<String, Object> json = (Map<String, Object>) toJson(state);
        Map<String, String> sections = new LinkedHashMap<>();
        json.forEach((k, v) -> sections.put(k, hash(v)));
        return new StateView(cycleId, iteration, phase, hash(json), sections, json);
    }
}
