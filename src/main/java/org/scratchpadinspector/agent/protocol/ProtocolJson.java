package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** The protocol's JSON: one mapper, lenient about unknown fields, strict about trailing garbage. */
public final class ProtocolJson {
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true)
            .configure(SerializationFeature.FAIL_ON_EMPTY_BEANS, false);

    private ProtocolJson() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A request body: strict UTF-8 holding one JSON object, or {@link ProtocolException} 400 bad_json. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> readObject(byte[] body) throws ProtocolException {
        Object value = readValue(body);
        if (!(value instanceof Map<?, ?> map)) {
            throw new ProtocolException(400, "bad_json", "the body must be a JSON object");
        }
        return (Map<String, Object>) map;
    }

    /** A request body holding any one JSON value (e.g. the array of {@code PUT /v1/breakpoints}). */
    public static Object readValue(byte[] body) throws ProtocolException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            throw new ProtocolException(400, "bad_json", "the body is not valid UTF-8");
        }
        Object value;
        try {
            value = MAPPER.readValue(text, Object.class);
        } catch (JsonProcessingException e) {
            throw new ProtocolException(400, "bad_json", "the body is not valid JSON: " + e.getOriginalMessage());
        }
        return value;
    }
}
