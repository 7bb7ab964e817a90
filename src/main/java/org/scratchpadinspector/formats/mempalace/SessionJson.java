package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.JsonProblems;

/**
 * A session file's bytes read as the agent's {@code json.load} reads them: UTF-8 text, one JSON value, NaN and
 * Infinity allowed, a repeated key's last value kept in its first place, nothing after the value.
 */
final class SessionJson {
    static final ObjectMapper MAPPER = AgentJson.mapper();
    private static final int WHOLE_DECODE_BYTES = 1 << 20;

    /** The parsed value, or the one-line problem. */
    record Parsed(JsonNode value, String problem) {
    }

    private SessionJson() {
    }

    static Parsed parse(String fileName, byte[] bytes) {
        try {
            checkUtf8(bytes);
        } catch (IllegalArgumentException e) {
            return new Parsed(null, fileName + ": " + e.getMessage());
        }
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf) {
            return new Parsed(null, fileName + ": line 1, column 1: Unexpected UTF-8 BOM (decode using utf-8-sig)");
        }
        JsonNode fromBytes = fromBytes(bytes);
        if (fromBytes != null) {
            return new Parsed(fromBytes, null);
        }
        // read as characters, so that a column is counted in characters as Python counts it, without a second
        // copy of the whole text: a 50 MB value costs its bytes, the parser's buffer and the value itself
        try (Reader text = new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            JsonNode value = MAPPER.readTree(text);
            if (value == null || value.isMissingNode()) {
                return new Parsed(null, endsEarly(fileName, utf8(bytes)));
            }
            return new Parsed(value, null);
        } catch (JsonEOFException e) {
            return new Parsed(null, endsEarly(fileName, utf8(bytes)));
        } catch (JsonProcessingException e) {
            return new Parsed(null, PythonJsonErrors.reword(JsonProblems.describe(fileName, e)));
        } catch (IOException e) {
            return new Parsed(null, fileName + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * The value parsed straight from the bytes (Jackson's byte parser, no decoding to characters first), or null
     * when that does not give a whole value: then the character parser reads it again, for the problem's column
     * in characters. Text whose first bytes hold a NUL is left to the character parser, as the byte parser would
     * take it for UTF-16 or UTF-32.
     */
    private static JsonNode fromBytes(byte[] bytes) {
        for (int i = 0; i < Math.min(4, bytes.length); i++) {
            if (bytes[i] == 0) {
                return null;
            }
        }
        try {
            JsonNode value = MAPPER.readTree(bytes);
            return value == null || value.isMissingNode() ? null : value;
        } catch (IOException e) {
            return null;
        }
    }

    /** Line and column (from 1, in characters) just past the last character, as the sample's checker says it. */
    static String endsEarly(String fileName, String text) {
        int lastNewline = text.lastIndexOf('\n');
        long line = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            line++;
        }
        int column = text.codePointCount(lastNewline + 1, text.length()) + 1;
        return fileName + ": line " + line + ", column " + column + ": the file ends before the JSON is complete";
    }

    /** Strict UTF-8; a bad byte is named with its offset. */
    static String utf8(byte[] bytes) {
        checkUtf8(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Throws with the first byte that is not UTF-8 and its offset; decodes a slice at a time, keeping none. */
    static void checkUtf8(byte[] bytes) {
        // the JDK's own decoding is many times faster than a CharsetDecoder; it puts U+FFFD for each bad sequence,
        // so text without one was well-formed, and only text with one is decoded again to find the bad byte (a
        // large file is decoded a slice at a time, as a copy of its whole text would cost its size again)
        if (bytes.length <= WHOLE_DECODE_BYTES && new String(bytes, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0) {
            return;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(Math.min(64 * 1024, Math.max(16, bytes.length)));
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                throw new IllegalArgumentException(String.format(
                        "not UTF-8 text: byte 0x%02x at offset %d (the agent's json.load fails on it)",
                        bytes[in.position()] & 0xff, in.position()));
            }
            out.clear();
            if (result.isUnderflow()) {
                return;
            }
        }
    }
}
