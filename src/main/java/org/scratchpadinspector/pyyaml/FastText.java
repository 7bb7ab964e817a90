package org.scratchpadinspector.pyyaml;

/**
 * The text {@link PyYamlFastReader} walks over, with the line helpers it needs. Anything outside the
 * subset the fast path handles makes it throw {@link Refusal}, and the caller falls back to SnakeYAML.
 */
final class FastText {
    /** Simple keys longer than this are left to SnakeYAML (it limits them to 1024 code points). */
    static final int MAX_KEY_CHARS = 1000;

    final char[] s;
    final int n;
    /** The current position; between nodes, always the start of a line (or n). */
    int pos;

    FastText(String text) {
        s = text.toCharArray();
        n = s.length;
    }

    static Refusal refuse() {
        return Refusal.INSTANCE;
    }

    /** Whether index i is a space, a line break or the end of the text. */
    boolean blankAt(int i) {
        return i >= n || s[i] == ' ' || s[i] == '\n';
    }

    /** How many spaces start the line that starts at lineStart. */
    int indentAt(int lineStart) {
        int i = lineStart;
        while (i < n && s[i] == ' ') {
            i++;
        }
        return i - lineStart;
    }

    /** The start of the first line at or after lineStart that holds more than spaces, or n. */
    int nextContentLine(int lineStart) {
        int i = lineStart;
        while (true) {
            int j = i;
            while (j < n && s[j] == ' ') {
                j++;
            }
            if (j >= n) {
                return n;
            }
            if (s[j] != '\n') {
                return i;
            }
            i = j + 1;
        }
    }

    /** Only spaces may follow on this line; moves pos to the start of the next line. */
    void endLine() {
        int i = pos;
        while (i < n && s[i] == ' ') {
            i++;
        }
        if (i < n && s[i] != '\n') {
            throw refuse();
        }
        pos = Math.min(i + 1, n);
    }

    /** Whether the line at lineStart starts with "---" or "..." (a document marker, or close to one). */
    boolean documentMarkerAt(int lineStart) {
        if (lineStart + 2 >= n) {
            return false;
        }
        char c = s[lineStart];
        return (c == '-' || c == '.') && s[lineStart + 1] == c && s[lineStart + 2] == c;
    }

    /** Whether the line at lineStart is "..." followed by nothing but spaces and line breaks. */
    boolean finalDocumentEndAt(int lineStart) {
        if (!documentMarkerAt(lineStart) || s[lineStart] != '.') {
            return false;
        }
        for (int i = lineStart + 3; i < n; i++) {
            if (s[i] != ' ' && s[i] != '\n') {
                return false;
            }
        }
        return true;
    }

    /**
     * Refuses characters the fast path leaves to SnakeYAML: non-printable ones, tabs, carriage returns,
     * the YAML 1.1 line breaks NEL/LS/PS, byte order marks, lone surrogates; and document markers other
     * than a final "...".
     */
    void checkCharacters() {
        checkLineStart(0);
        for (int i = 0; i < n; i++) {
            char c = s[i];
            if (c >= 0x20 && c < 0x7F) {
                continue;
            }
            if (c == '\n') {
                if (i + 1 < n && (s[i + 1] == '-' || s[i + 1] == '.')) {
                    checkLineStart(i + 1);
                }
                continue;
            }
            if (c < 0xA0 || c == 0x2028 || c == 0x2029 || c == 0xFEFF || c >= 0xFFFE
                    || Character.isLowSurrogate(c)) {
                throw refuse();
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= n || !Character.isLowSurrogate(s[i + 1])) {
                    throw refuse();
                }
                i++;
            }
        }
    }

    private void checkLineStart(int lineStart) {
        if (lineStart < n && documentMarkerAt(lineStart) && !finalDocumentEndAt(lineStart)) {
            throw refuse();
        }
    }

    /** Thrown, without a stack trace, when the text is outside the fast path's subset. */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Refusal INSTANCE = new Refusal();

        private Refusal() {
            super("outside the PyYAML fast-path subset", null, false, false);
        }
    }
}
