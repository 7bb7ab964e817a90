package org.scratchpadinspector.formats.yamlcycles;

/** Scanning helpers for Python {@code repr()} text, which the seed agent writes for tool arguments. */
final class PythonRepr {
    private PythonRepr() {
    }

    /**
     * The index of the parenthesis closing the one at {@code open}, skipping brackets and quotes inside
     * Python string literals; -1 when the text ends first.
     */
    static int matchingParen(String s, int open) {
        int depth = 0;
        char quote = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            switch (c) {
                case '\'', '"' -> quote = c;
                case '(', '[', '{' -> depth++;
                case ')', ']', '}' -> {
                    depth--;
                    if (depth == 0) {
                        return c == ')' ? i : -1;
                    }
                }
                default -> { }
            }
        }
        return -1;
    }
}
