package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.scratchpadinspector.format.JsonProblems;

/**
 * A session file's bytes read as the agent's {@code json.load} reads them: UTF-8 text, one JSON value, NaN and
 * Infinity allowed, a repeated key's last value kept in its first place, nothing after the value.
 */
final class SessionJson {
    static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                    .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(64 << 20).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /** The parsed value, or the one-line problem. */
    record Parsed(JsonNode value, String problem) {
    }

    private SessionJson() {
    }

    static Parsed parse(String fileName, byte[] bytes) {
        String text;
        try {
            text = utf8(bytes);
        } catch (IllegalArgumentException e) {
            return new Parsed(null, fileName + ": " + e.getMessage());
        }
        if (text.startsWith("\uFEFF")) {
            return new Parsed(null, fileName + ": line 1, column 1: Unexpected UTF-8 BOM (decode using utf-8-sig)");
        }
        try {
            JsonNode value = MAPPER.readTree(text);
            if (value == null || value.isMissingNode()) {
                return new Parsed(null, endsEarly(fileName, text));
            }
            return new Parsed(value, null);
        } catch (JsonEOFException e) {
            return new Parsed(null, endsEarly(fileName, text));
        } catch (StreamReadException e) {
            return new Parsed(null, PythonJsonErrors.reword(JsonProblems.describe(fileName, e)));
        } catch (JsonProcessingException e) {
            return new Parsed(null, PythonJsonErrors.reword(JsonProblems.describe(fileName, e)));
        }
    }

    /** Line and column (from 1, in characters) just past the last character, as the sample's checker says it. */
    static String endsEarly(String fileName, String text) {
        int lastNewline = text.lastIndexOf('\n');
        long line = text.chars().filter(c -> c == '\n').count() + 1;
        int column = text.codePointCount(lastNewline + 1, text.length()) + 1;
        return fileName + ": line " + line + ", column " + column + ": the file ends before the JSON is complete";
    }

    /** Strict UTF-8; a bad byte is named with its offset. */
    static String utf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new IllegalArgumentException(String.format(
                    "not UTF-8 text: byte 0x%02x at offset %d (the agent's json.load fails on it)",
                    bytes[in.position()] & 0xff, in.position()));
        }
        decoder.flush(out);
        return out.flip().toString();
    }
}
