package org.scratchpadinspector.engine.markdown;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A memory file's bytes as text and lines: UTF-8 strictly, a byte order mark dropped, CRLF read as one line end. */
public final class TextLines {
    private TextLines() {
    }

    /**
     * The text of {@code bytes}, or null when they are not UTF-8 (the caller says so and never treats the file as
     * empty).
     */
    public static String decode(byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** Whether the bytes look like no text at all: a NUL byte in the first 8 KiB. */
    public static boolean binary(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, 8192); i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }

    /** The lines of {@code text} without their ends ({@code \n}, {@code \r\n}); a final line end adds no line. */
    public static List<String> split(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
                lines.add(text.substring(start, end));
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.endsWith("\r") ? text.substring(start, text.length() - 1) : text.substring(start));
        }
        return lines;
    }

    /** Lines {@code from} (inclusive) to {@code to} (exclusive) joined with {@code \n}, blank lines at both ends dropped. */
    static String body(List<String> lines, int from, int to) {
        while (from < to && lines.get(from).isBlank()) {
            from++;
        }
        while (to > from && lines.get(to - 1).isBlank()) {
            to--;
        }
        return String.join("\n", lines.subList(from, to));
    }
}
