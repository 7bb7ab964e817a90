package org.scratchpadinspector.pyyaml;

import static org.scratchpadinspector.pyyaml.FastText.refuse;

/**
 * Plain, single-quoted and double-quoted scalars for {@link PyYamlFastReader}, decoded the way
 * SnakeYAML's scanner decodes them (escapes, line folding). Continuation lines must be indented deeper
 * than the enclosing block collection ({@code parentIndent}); anything unusual is refused.
 */
final class FastScalars {
    private static final String INDICATORS = "-?:,[]{}#&*!|>'\"%@`";

    private FastScalars() {
    }

    /** Whether a plain scalar may start at i: no indicator, except '-', '?', ':' followed by a non-blank. */
    static boolean plainStart(FastText t, int i) {
        char c = t.s[i];
        if (INDICATORS.indexOf(c) < 0) {
            return c != ' ' && c != '\n';
        }
        return (c == '-' || c == '?' || c == ':') && !t.blankAt(i + 1);
    }

    /** The index of the ':' that ends a simple plain key starting at start, or -1 if the line has none. */
    static int plainKeyColon(FastText t, int start) {
        char[] s = t.s;
        for (int i = start; i < t.n; i++) {
            char c = s[i];
            if (c == '\n') {
                return -1;
            }
            if (c == ':' && t.blankAt(i + 1)) {
                if (i == start || s[i - 1] == ' ' || i - start > FastText.MAX_KEY_CHARS) {
                    throw refuse();
                }
                return i;
            }
            if (c == '#' && i > start && s[i - 1] == ' ') {
                throw refuse(); // a comment
            }
        }
        return -1;
    }

    /** A plain scalar value starting at t.pos, with its continuation lines; leaves pos at a line start. */
    static String plainValue(FastText t, int parentIndent) {
        char[] s = t.s;
        int n = t.n;
        int start = t.pos;
        int end = plainLineEnd(t, start);
        StringBuilder folded = null;
        while (true) {
            int next = Math.min(t.pos + 1, n);
            int line = next;
            int breaks = 0;
            int indent = 0;
            boolean more = false;
            while (line < n) {
                indent = t.indentAt(line);
                if (line + indent >= n) {
                    break;
                }
                if (s[line + indent] != '\n') {
                    more = indent > parentIndent && !(indent == 0 && t.documentMarkerAt(line));
                    break;
                }
                breaks++;
                line += indent + 1;
            }
            if (!more) {
                t.pos = next;
                return folded == null ? new String(s, start, end - start) : folded.toString();
            }
            int from = line + indent;
            if (s[from] == '#') {
                throw refuse(); // a comment ends the scalar
            }
            if (folded == null) {
                folded = new StringBuilder(end - start + 80).append(s, start, end - start);
            }
            if (breaks == 0) {
                folded.append(' ');
            }
            for (int i = 0; i < breaks; i++) {
                folded.append('\n');
            }
            int to = plainLineEnd(t, from);
            folded.append(s, from, to - from);
        }
    }

    /** The end of a plain scalar's text on this line (trailing spaces dropped); pos goes to the line end. */
    private static int plainLineEnd(FastText t, int from) {
        char[] s = t.s;
        int i = from;
        while (i < t.n) {
            char c = s[i];
            if (c == '\n') {
                break;
            }
            if ((c == ':' && t.blankAt(i + 1)) || (c == '#' && s[i - 1] == ' ')) {
                throw refuse(); // "a: b: c" or a comment
            }
            i++;
        }
        t.pos = i;
        while (s[i - 1] == ' ') {
            i--;
        }
        return i;
    }

    /** A quoted scalar whose opening quote is at t.pos; leaves pos just after the closing quote. */
    static String quoted(FastText t, int parentIndent) {
        char[] s = t.s;
        int n = t.n;
        char quote = s[t.pos];
        boolean dbl = quote == '"';
        int i = t.pos + 1;
        int run = i;
        StringBuilder sb = null;
        while (true) {
            if (i >= n) {
                throw refuse();
            }
            char c = s[i];
            if (c == quote) {
                if (!dbl && i + 1 < n && s[i + 1] == '\'') {
                    sb = flush(sb, s, run, i + 1);
                    i += 2;
                    run = i;
                    continue;
                }
                t.pos = i + 1;
                return sb == null ? new String(s, run, i - run) : flush(sb, s, run, i).toString();
            } else if (c == '\\' && dbl) {
                sb = flush(sb, s, run, i);
                i = escape(t, sb, i + 1, parentIndent);
                run = i;
            } else if (c == ' ') {
                int j = i + 1;
                while (j < n && s[j] == ' ') {
                    j++;
                }
                if (j < n && s[j] == '\n') {
                    sb = flush(sb, s, run, i);
                    i = fold(t, sb, j, parentIndent);
                    run = i;
                } else {
                    i = j;
                }
            } else if (c == '\n') {
                sb = flush(sb, s, run, i);
                i = fold(t, sb, i, parentIndent);
                run = i;
            } else {
                i++;
            }
        }
    }

    private static StringBuilder flush(StringBuilder sb, char[] s, int from, int to) {
        StringBuilder out = sb != null ? sb : new StringBuilder(initialCapacity(to - from, s.length - from));
        return out.append(s, from, to - from);
    }

    /**
     * Room for an escaped or folded scalar whose first {@code seen} characters come before its first escape or line
     * break: twice that and a little, within the rest of the document; a longer scalar grows by doubling. Scanning
     * ahead to the closing quote for the exact bound was a second pass over every escaped scalar (decision 0073),
     * and a fixed 64 K characters made a 5 MB snapshot of many short escaped scalars allocate gigabytes, which the
     * collector could not keep up with: every thread of the window, the FX thread too, then waited for memory
     * (decision 0076).
     */
    private static int initialCapacity(int seen, int rest) {
        return Math.max(16, Math.min(rest, 2 * seen + 64));
    }

    /** A line break inside quotes: one becomes a space, each empty line after it a '\n'. */
    private static int fold(FastText t, StringBuilder sb, int lineBreak, int parentIndent) {
        int before = sb.length();
        int next = breaks(t, sb, lineBreak + 1, parentIndent);
        if (sb.length() == before) {
            sb.append(' ');
        }
        return next;
    }

    /** From a line start inside quotes: drops indentation, appends '\n' per empty line; returns the content. */
    private static int breaks(FastText t, StringBuilder sb, int lineStart, int parentIndent) {
        char[] s = t.s;
        int p = lineStart;
        while (true) {
            int indent = t.indentAt(p);
            int q = p + indent;
            if (q >= t.n) {
                throw refuse(); // unterminated
            }
            if (s[q] != '\n') {
                if (indent <= parentIndent || (indent == 0 && t.documentMarkerAt(p))) {
                    throw refuse();
                }
                return q;
            }
            sb.append('\n');
            p = q + 1;
        }
    }

    /** The escape after a backslash at i - 1; returns the index after it. */
    private static int escape(FastText t, StringBuilder sb, int i, int parentIndent) {
        if (i >= t.n) {
            throw refuse();
        }
        char e = t.s[i];
        switch (e) {
            case '0' -> sb.append('\0');
            case 'a' -> sb.append('\u0007');
            case 'b' -> sb.append('\b');
            case 't' -> sb.append('\t');
            case 'n' -> sb.append('\n');
            case 'v' -> sb.append('\u000B');
            case 'f' -> sb.append('\f');
            case 'r' -> sb.append('\r');
            case 'e' -> sb.append('\u001B');
            case ' ' -> sb.append(' ');
            case '"' -> sb.append('"');
            case '\\' -> sb.append('\\');
            case 'N' -> sb.append('\u0085');
            case '_' -> sb.append('\u00A0');
            case 'L' -> sb.append('\u2028');
            case 'P' -> sb.append('\u2029');
            case 'x' -> {
                return hex(t, sb, i + 1, 2);
            }
            case 'u' -> {
                return hex(t, sb, i + 1, 4);
            }
            case 'U' -> {
                return hex(t, sb, i + 1, 8);
            }
            case '\n' -> {
                return breaks(t, sb, i + 1, parentIndent); // an escaped line break adds nothing
            }
            default -> throw refuse();
        }
        return i + 1;
    }

    private static int hex(FastText t, StringBuilder sb, int from, int digits) {
        if (from + digits > t.n) {
            throw refuse();
        }
        long code = 0;
        for (int i = from; i < from + digits; i++) {
            char c = t.s[i];
            int digit;
            if (c >= '0' && c <= '9') {
                digit = c - '0';
            } else if (c >= 'a' && c <= 'f') {
                digit = c - 'a' + 10;
            } else if (c >= 'A' && c <= 'F') {
                digit = c - 'A' + 10;
            } else {
                throw refuse();
            }
            code = code * 16 + digit;
        }
        if (code > Character.MAX_CODE_POINT) {
            throw refuse();
        }
        sb.appendCodePoint((int) code);
        return from + digits;
    }
}
