package org.scratchpadinspector.pyyaml;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Strict UTF-8 decoding that names the line and column of the first bad byte. */
final class Utf8 {
    private Utf8() {
    }

    static String decodeStrictly(byte[] bytes) throws YamlProblem {
        int offset = hasBom(bytes) ? 3 : 0;
        // The JDK's String decoding is several times faster than a CharsetDecoder. It replaces every
        // malformed sequence with U+FFFD, so without a U+FFFD in the result the input was well-formed
        // and the strict decoder would give the same text; otherwise let it find the bad byte.
        String text = new String(bytes, offset, bytes.length - offset, StandardCharsets.UTF_8);
        if (text.indexOf('\uFFFD') < 0) {
            return text;
        }
        return decodeWithReport(bytes, offset);
    }

    private static String decodeWithReport(byte[] bytes, int offset) throws YamlProblem {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        CharBuffer out = CharBuffer.allocate(bytes.length - offset);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int bad = in.position();
            int[] lineColumn = lineColumnOfByte(bytes, offset, bad);
            String reason = String.format(java.util.Locale.ROOT, "not UTF-8: byte 0x%02X", bytes[bad] & 0xFF);
            throw new YamlProblem(lineColumn[0], lineColumn[1], reason);
        }
        out.flip();
        return out.toString();
    }

    private static boolean hasBom(byte[] bytes) {
        return bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF;
    }

    private static int[] lineColumnOfByte(byte[] bytes, int start, int bad) {
        int line = 1;
        int lineStart = start;
        for (int i = start; i < bad; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8);
        return new int[] {line, before.codePointCount(0, before.length()) + 1};
    }

    static int[] lineColumnOfCodePoint(String text, int codePointIndex) {
        int line = 1;
        int column = 1;
        int index = 0;
        for (int i = 0; i < text.length() && index < codePointIndex; index++) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new int[] {line, column};
    }
}
