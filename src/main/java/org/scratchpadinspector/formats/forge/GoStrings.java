package org.scratchpadinspector.formats.forge;

import java.nio.charset.StandardCharsets;

/** Go's string functions as the notes manager uses them, where Java's differ. */
final class GoStrings {
    private GoStrings() {
    }

    /** Go's {@code len}: the UTF-8 bytes. */
    static int len(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** {@code strings.TrimSpace}: Unicode white space at both ends ({@code unicode.IsSpace}). */
    static String trimSpace(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.codePointAt(start))) {
            start += Character.charCount(s.codePointAt(start));
        }
        while (end > start && isSpace(s.codePointBefore(end))) {
            end -= Character.charCount(s.codePointBefore(end));
        }
        return s.substring(start, end);
    }

    /** {@code strings.ToLower}: each code point's simple lower case mapping. */
    static String toLower(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> out.appendCodePoint(Character.toLowerCase(cp)));
        return out.toString();
    }

    /** {@code sort.Strings} order: byte order of UTF-8, which is code point order. */
    static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    static boolean isSpace(int cp) {
        return switch (cp) {
            case '\t', '\n', 0x0B, '\f', '\r', ' ', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000 -> true;
            default -> cp >= 0x2000 && cp <= 0x200A;
        };
    }
}
