package org.scratchpadinspector.format;

/**
 * Names and text from the agent's files made safe to print: a terminal must never receive a control character (an
 * escape sequence can move the cursor, retitle the window or rewrite lines already printed; a bell rings) or a
 * bidirectional override (it reverses what follows, so {@code exe.txt} reads as {@code txt.exe}), and a name must
 * never start a new output line (a file named {@code x\nPROBLEM  forged} would forge a line of {@code check}).
 *
 * <p>The escapes: C0 controls as {@code \xNN} ({@code \n}, {@code \r} and {@code \t} by their letters), DEL, the C1
 * controls, the bidirectional marks, embeddings, overrides and isolates, and the line and paragraph separators as
 * <code>&#92;uNNNN</code>. Backslashes are left alone, so escaping twice changes nothing and text without such characters is
 * printed as it is. Every form is also a valid JSON string escape except {@code \x}, which only C0 controls get and
 * a JSON writer never leaves raw.
 */
public final class Untrusted {
    private Untrusted() {
    }

    /** A name or one-line text: every character above escaped, line breaks and tabs included. */
    public static String line(CharSequence text) {
        return text == null ? "null" : escape(text, false);
    }

    /** Multi-line text: the same, except that line feeds and tabs stay as they are. */
    public static String text(CharSequence text) {
        return text == null ? "null" : escape(text, true);
    }

    /** Whether {@code c} is printed escaped by {@link #text} (and so by {@link #line}). */
    public static boolean escapedInText(char c) {
        return c < 0x20 ? c != '\n' && c != '\t' : c >= 0x7f && isUnsafeAbove(c);
    }

    /** Whether {@code c} is printed escaped by {@link #line}. */
    public static boolean escapedInLine(char c) {
        return c < 0x20 || c >= 0x7f && isUnsafeAbove(c);
    }

    /** Appends {@code c} as it is printed: itself, or its escape. */
    public static void appendEscaped(StringBuilder out, char c) {
        switch (c) {
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> {
                if (c < 0x20) {
                    out.append("\\x").append(HEX[c >> 4]).append(HEX[c & 0xf]);
                } else if (c >= 0x7f && isUnsafeAbove(c)) {
                    out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf]).append(HEX[(c >> 4) & 0xf])
                            .append(HEX[c & 0xf]);
                } else {
                    out.append(c);
                }
            }
        }
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private static String escape(CharSequence text, boolean keepLines) {
        int n = text.length();
        int first = -1;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (keepLines ? escapedInText(c) : escapedInLine(c)) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            return text.toString();
        }
        StringBuilder out = new StringBuilder(n + 16);
        out.append(text, 0, first);
        for (int i = first; i < n; i++) {
            char c = text.charAt(i);
            if (keepLines && (c == '\n' || c == '\t')) {
                out.append(c);
            } else {
                appendEscaped(out, c);
            }
        }
        return out.toString();
    }

    /** DEL and the C1 controls; the bidi marks, embeddings, overrides and isolates; the line and paragraph separators. */
    private static boolean isUnsafeAbove(char c) {
        return c <= 0x9f
                || c == 0x061c // Arabic letter mark
                || c == 0x200e || c == 0x200f // left-to-right and right-to-left marks
                || c >= 0x2028 && c <= 0x202e // line and paragraph separators; embeddings, pop, overrides
                || c >= 0x2066 && c <= 0x2069; // isolates
    }
}
