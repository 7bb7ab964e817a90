package org.scratchpadinspector.ui.panes;

import java.util.regex.Pattern;

/**
 * A line-by-line YAML colouring good enough for block-style snapshots: keys, quoted and plain strings,
 * numbers / booleans / null, block scalar indicators and comments. It carries state across lines for
 * literal block content and for quoted scalars that the raw rendering wraps over several lines.
 */
final class YamlTokens {
    static final byte NONE = 0;
    static final byte KEY = 1;
    static final byte STRING = 2;
    static final byte NUMBER = 3;
    static final byte LITERAL = 4;
    static final byte COMMENT = 5;

    private static final Pattern SCALAR_WORD = Pattern.compile(
            "[-+]?(\\d[\\d_]*(\\.\\d*)?([eE][-+]?\\d+)?|\\.\\d+|\\.inf|\\.Inf|\\.nan|\\.NaN)"
            + "|true|false|True|False|TRUE|FALSE|yes|no|null|Null|NULL|~"
            + "|\\d{4}-\\d\\d-\\d\\d([Tt ][\\d:.]+([Zz]|[-+]\\d\\d(:\\d\\d)?)?)?");
    private static final Pattern BLOCK_INDICATOR = Pattern.compile("[|>][-+0-9]*\\s*(#.*)?");

    private int blockParentIndent = -1;
    private char openQuote;

    /** Fills {@code codes[0, line.length())} with the token code of every character. */
    void scan(String line, byte[] codes) {
        int n = line.length();
        java.util.Arrays.fill(codes, 0, n, NONE);
        int indent = indentOf(line);
        if (openQuote != 0) {
            int end = closingQuote(line, indent, openQuote);
            fill(codes, 0, end < 0 ? n : end + 1, STRING);
            if (end < 0) {
                return;
            }
            openQuote = 0;
            return;
        }
        if (blockParentIndent >= 0) {
            if (indent == n || indent > blockParentIndent) {
                return;
            }
            blockParentIndent = -1;
        }
        int i = indent;
        while (i + 1 < n && line.charAt(i) == '-' && line.charAt(i + 1) == ' ') {
            i += 2;
        }
        if (i < n && line.charAt(i) == '-' && i + 1 == n) {
            return;
        }
        if (i >= n) {
            return;
        }
        if (line.charAt(i) == '#') {
            fill(codes, i, n, COMMENT);
            return;
        }
        int keyEnd = keyEnd(line, i);
        int valueStart = i;
        if (keyEnd > 0) {
            fill(codes, i, keyEnd, KEY);
            valueStart = keyEnd + 1;
            while (valueStart < n && line.charAt(valueStart) == ' ') {
                valueStart++;
            }
        }
        value(line, valueStart, codes, indent);
    }

    private void value(String line, int from, byte[] codes, int indent) {
        int n = line.length();
        if (from >= n) {
            return;
        }
        char c = line.charAt(from);
        if (c == '"' || c == '\'') {
            int end = closingQuote(line, from + 1, c);
            if (end < 0) {
                openQuote = c;
                fill(codes, from, n, STRING);
            } else {
                fill(codes, from, end + 1, STRING);
                comment(line, end + 1, codes);
            }
            return;
        }
        String rest = line.substring(from);
        if (BLOCK_INDICATOR.matcher(rest).matches()) {
            fill(codes, from, n, LITERAL);
            comment(line, from, codes);
            blockParentIndent = indent;
            return;
        }
        if (c == '#') {
            fill(codes, from, n, COMMENT);
            return;
        }
        int commentAt = line.indexOf(" #", from);
        int end = commentAt < 0 ? n : commentAt;
        String word = line.substring(from, end).trim();
        fill(codes, from, end, SCALAR_WORD.matcher(word).matches() ? NUMBER : STRING);
        if (commentAt >= 0) {
            fill(codes, commentAt + 1, n, COMMENT);
        }
    }

    private static void comment(String line, int from, byte[] codes) {
        int at = line.indexOf(" #", from);
        if (at >= 0) {
            fill(codes, at + 1, line.length(), COMMENT);
        }
    }

    /** End of a mapping key starting at {@code i} (the index of its ':'), or -1 when the line holds none. */
    private static int keyEnd(String line, int i) {
        int n = line.length();
        char c = line.charAt(i);
        int from = i;
        if (c == '"' || c == '\'') {
            int close = closingQuote(line, i + 1, c);
            if (close < 0) {
                return -1;
            }
            from = close + 1;
            return from < n && line.charAt(from) == ':' && (from + 1 == n || line.charAt(from + 1) == ' ') ? from : -1;
        }
        for (int j = from; j < n; j++) {
            char d = line.charAt(j);
            if (d == ':' && (j + 1 == n || line.charAt(j + 1) == ' ')) {
                return j;
            }
            if (d == '#' && j > from && line.charAt(j - 1) == ' ') {
                return -1;
            }
        }
        return -1;
    }

    /** Index of the quote closing a scalar opened before {@code from}, or -1 when it continues. */
    private static int closingQuote(String line, int from, char quote) {
        int n = line.length();
        for (int j = from; j < n; j++) {
            char d = line.charAt(j);
            if (quote == '"' && d == '\\') {
                j++;
            } else if (d == quote) {
                if (quote == '\'' && j + 1 < n && line.charAt(j + 1) == '\'') {
                    j++;
                } else {
                    return j;
                }
            }
        }
        return -1;
    }

    private static int indentOf(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private static void fill(byte[] codes, int from, int to, byte code) {
        java.util.Arrays.fill(codes, from, Math.min(to, codes.length), code);
    }
}
