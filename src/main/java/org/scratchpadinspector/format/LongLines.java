package org.scratchpadinspector.format;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * A rendered state's lines within a bound: a line longer than {@link #MAX_LINE_CHARS} (a 50 MB string the agent
 * stored) is shown as its first {@link #MAX_LINE_CHARS} characters and one marker saying how many more there are,
 * with a SHA-256 of the whole line, so two lines that differ only past the cut still differ in a diff and
 * never read as "no changes". Every copy of a state (the panes' lines, a line diff, {@code show}, {@code diff}) is
 * then bounded by the number of lines, not by the largest value, and a pane never lays out a line of millions of
 * characters. The value itself is read whole: only its rendering is cut.
 */
public final class LongLines {
    /** 64 Ki characters: hundreds of terminal rows, far beyond any line an operator reads in a pane. */
    public static final int MAX_LINE_CHARS = 64 * 1024;
    private static final int DIGEST_CHARS = 64 * 1024;

    private LongLines() {
    }

    /** {@code text} with each line over the bound cut and marked; the same string when none is. */
    public static String clip(String text) {
        if (text == null || text.length() <= MAX_LINE_CHARS) {
            return text;
        }
        StringBuilder out = null;
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            int lineEnd = end < 0 ? text.length() : end;
            if (lineEnd - start > MAX_LINE_CHARS) {
                if (out == null) {
                    out = new StringBuilder(Math.min(text.length(), 4 * MAX_LINE_CHARS)).append(text, 0, start);
                }
                out.append(clipLine(text.substring(start, lineEnd)));
            } else if (out != null) {
                out.append(text, start, lineEnd);
            }
            if (end < 0) {
                break;
            }
            if (out != null) {
                out.append('\n');
            }
            start = end + 1;
        }
        return out == null ? text : out.toString();
    }

    /** One line ({@code line} holds no line feed), cut and marked when over the bound. */
    public static String clipLine(String line) {
        if (line == null || line.length() <= MAX_LINE_CHARS) {
            return line;
        }
        int cut = Character.isHighSurrogate(line.charAt(MAX_LINE_CHARS - 1)) ? MAX_LINE_CHARS - 1 : MAX_LINE_CHARS;
        return line.substring(0, cut) + marker(line, cut);
    }

    private static String marker(String line, int cut) {
        return String.format(Locale.ROOT, " …[%,d more characters not shown: this line has %,d, sha-256 %s]",
                line.length() - cut, line.length(), sha256(line).substring(0, 16));
    }

    /** The SHA-256 of the line's UTF-8 bytes, encoded a slice at a time (no copy of a 50 MB line). */
    static String sha256(String line) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
        ByteBuffer bytes = ByteBuffer.allocate(DIGEST_CHARS * 3 + 8);
        CharBuffer chars = CharBuffer.wrap(line);
        while (true) {
            CoderResult result = encoder.encode(chars, bytes, true);
            bytes.flip();
            digest.update(bytes);
            bytes.clear();
            if (result.isUnderflow()) {
                break;
            }
        }
        encoder.flush(bytes);
        bytes.flip();
        digest.update(bytes);
        return HexFormat.of().formatHex(digest.digest());
    }
}
