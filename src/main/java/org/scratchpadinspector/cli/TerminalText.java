package org.scratchpadinspector.cli;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Locale;

/**
 * Text from the agent's files made safe for a terminal: control characters as {@code \x1b}, the characters that
 * reorder or break lines (bidi overrides and isolates, U+2028/U+2029) as {@code \u202e}; JSON escapes the same.
 */
final class TerminalText {
    private TerminalText() {
    }

    /** One line: line breaks and tabs escaped too, so that no text can start a new output line. */
    static String line(String text) {
        return escape(text, false);
    }

    /** A block of lines: line breaks and tabs kept, everything else escaped as {@link #line} does. */
    static String block(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLines) {
        if (text == null) {
            return "";
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int width = Character.charCount(cp);
            String escaped = keepLines && (cp == '\n' || cp == '\t') ? null : escapeOf(cp);
            if (escaped != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                if (escaped != null) {
                    out.append(escaped);
                } else {
                    out.appendCodePoint(cp);
                }
            }
            i += width;
        }
        return out == null ? text : out.toString();
    }

    /** The escape for one code point, or null when it is shown as it is. */
    static String escapeOf(int cp) {
        return switch (cp) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> cp < 0x20 || cp >= 0x7f && cp <= 0x9f ? String.format(Locale.ROOT, "\\x%02x", cp)
                    : reorders(cp) ? String.format(Locale.ROOT, "\\u%04x", cp) : null;
        };
    }

    /** Bidi marks, embeddings, overrides and isolates, and the Unicode line and paragraph separators. */
    private static boolean reorders(int cp) {
        return cp == 0x061c || cp == 0x200e || cp == 0x200f || cp >= 0x2028 && cp <= 0x202e
                || cp >= 0x2066 && cp <= 0x2069;
    }

    /** A JSON mapper that writes those characters as {@code \\uXXXX} escapes (controls it escapes by itself). */
    static ObjectMapper json() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.getFactory().setCharacterEscapes(new Escapes());
        return mapper;
    }

    private static final class Escapes extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] ascii = CharacterEscapes.standardAsciiEscapesForJSON();

        Escapes() {
            ascii[0x7f] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            if (ch >= 0x80 && ch <= 0x9f || reorders(ch)) {
                return new com.fasterxml.jackson.core.io.SerializedString(String.format(Locale.ROOT, "\\u%04x", ch));
            }
            return null;
        }
    }
}
