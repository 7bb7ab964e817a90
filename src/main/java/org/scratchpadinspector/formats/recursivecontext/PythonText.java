package org.scratchpadinspector.formats.recursivecontext;

/** Python's {@code str.strip()}, whose white space (Unicode category Zs, bidi WS, B, S) is wider than Java's. */
final class PythonText {
    private PythonText() {
    }

    static String strip(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(start, end);
    }

    /** {@code str.isspace()} for one character; no white space lies outside the Basic Multilingual Plane. */
    static boolean isSpace(char c) {
        if (Character.getType(c) == Character.SPACE_SEPARATOR) {
            return true;
        }
        byte bidi = Character.getDirectionality(c);
        return bidi == Character.DIRECTIONALITY_WHITESPACE || bidi == Character.DIRECTIONALITY_PARAGRAPH_SEPARATOR
                || bidi == Character.DIRECTIONALITY_SEGMENT_SEPARATOR;
    }
}
