package org.scratchpadinspector.cli;

/**
 * Text from an agent's files (names, headings, messages) made safe for a terminal: control characters other than a
 * tab and the bidirectional overrides and isolates are printed as escapes ({@code \x1b}, {@code \u202e}), so a file
 * cannot move the cursor, recolour the terminal or reorder what the operator reads. A backslash is doubled so the
 * escapes stay unambiguous.
 */
final class Escape {
    private Escape() {
    }

    static String text(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String replacement = replacement(c);
            if (replacement != null && out == null) {
                out = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (out != null) {
                out.append(replacement != null ? replacement : String.valueOf(c));
            }
        }
        return out == null ? s : out.toString();
    }

    private static String replacement(char c) {
        if (c == '\\') {
            return "\\\\";
        }
        if (c == '\t') {
            return null;
        }
        if (c < 0x20 || c == 0x7f || c >= 0x80 && c < 0xa0) {
            return String.format("\\x%02x", (int) c);
        }
        if (c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 || c == 0x200e || c == 0x200f || c == 0x061c) {
            return String.format("\\u%04x", (int) c);
        }
        return null;
    }
}
