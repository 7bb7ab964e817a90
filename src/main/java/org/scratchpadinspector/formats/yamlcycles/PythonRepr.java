package org.scratchpadinspector.formats.yamlcycles;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.formats.yamlcycles.yaml.PythonFloat;

/**
 * Python {@code repr()} text, which the seed agent writes for tool arguments ({@code Dispatching tool: NAME with
 * args: {'path': 'a.csv'}} and {@code [TOOL] name({...}) → …}): scanning it, reading it back into values as
 * {@code ast.literal_eval} does, and writing a value as Python's {@code str()} would.
 *
 * <p>Values are those the YAML reader gives: {@code LinkedHashMap}, {@code ArrayList}, {@code String},
 * {@code Integer}/{@code Long}/{@code BigInteger}, {@code Double}, {@code Boolean} and null.
 */
public final class PythonRepr {
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

    /** The text is not one whole Python literal; the message says where and why. */
    public static final class NotALiteral extends Exception {
        private static final long serialVersionUID = 1L;

        NotALiteral(String message) {
            super(message);
        }
    }

    /**
     * Reads one literal as {@code ast.literal_eval} does for what {@code repr()} writes of JSON values: dicts,
     * lists (and tuples, read as lists), strings with every escape, {@code True}, {@code False}, {@code None},
     * integers of any size, floats, and {@code inf} / {@code nan}, which {@code repr(float)} writes although
     * {@code literal_eval} refuses them.
     */
    public static Object parse(String text) throws NotALiteral {
        Reader reader = new Reader(text);
        reader.skipSpace();
        Object value = reader.value(0);
        reader.skipSpace();
        if (reader.pos != text.length()) {
            throw reader.fail("unexpected text after the value");
        }
        return value;
    }

    /** Python's {@code str(value)}: a string as it is, anything else as {@link #repr}. */
    public static String str(Object value) {
        return value instanceof String s ? s : repr(value);
    }

    /** Python's {@code repr(value)}. */
    public static String repr(Object value) {
        StringBuilder out = new StringBuilder();
        repr(value, out);
        return out.toString();
    }

    private static void repr(Object value, StringBuilder out) {
        if (value == null) {
            out.append("None");
        } else if (value instanceof Boolean b) {
            out.append(b ? "True" : "False");
        } else if (value instanceof String s) {
            reprString(s, out);
        } else if (value instanceof Double d) {
            out.append(d.isNaN() ? "nan" : d.isInfinite() ? (d > 0 ? "inf" : "-inf") : PythonFloat.repr(d));
        } else if (value instanceof Float f) {
            repr(f.doubleValue(), out);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(first ? "" : ", ");
                first = false;
                repr(e.getKey(), out);
                out.append(": ");
                repr(e.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof Collection<?> items) {
            out.append('[');
            boolean first = true;
            for (Object item : items) {
                out.append(first ? "" : ", ");
                first = false;
                repr(item, out);
            }
            out.append(']');
        } else {
            out.append(value); // integers, and the YAML reader's timestamps as their text
        }
    }

    private static void reprString(String s, StringBuilder out) {
        char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
        out.append(quote);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == quote || cp == '\\') {
                out.append('\\').appendCodePoint(cp);
            } else if (cp == '\t') {
                out.append("\\t");
            } else if (cp == '\n') {
                out.append("\\n");
            } else if (cp == '\r') {
                out.append("\\r");
            } else if (cp < ' ' || cp == 0x7f) {
                out.append(String.format(java.util.Locale.ROOT, "\\x%02x", cp));
            } else if (cp < 0x7f || printable(cp)) {
                out.appendCodePoint(cp);
            } else if (cp <= 0xff) {
                out.append(String.format(java.util.Locale.ROOT, "\\x%02x", cp));
            } else if (cp <= 0xffff) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", cp));
            } else {
                out.append(String.format(java.util.Locale.ROOT, "\\U%08x", cp));
            }
        }
        out.append(quote);
    }

    /** Python's {@code str.isprintable()} for one non-ASCII character. */
    private static boolean printable(int cp) {
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED,
                    Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.SPACE_SEPARATOR -> false;
            default -> true;
        };
    }

    private static final class Reader {
        private static final int MAX_DEPTH = 200;
        private final String text;
        private int pos;

        Reader(String text) {
            this.text = text;
        }

        NotALiteral fail(String why) {
            return new NotALiteral(why + " at character " + (pos + 1));
        }

        void skipSpace() {
            while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t'
                    || text.charAt(pos) == '\n' || text.charAt(pos) == '\r')) {
                pos++;
            }
        }

        Object value(int depth) throws NotALiteral {
            if (depth > MAX_DEPTH) {
                throw fail("nested too deeply");
            }
            if (pos >= text.length()) {
                throw fail("the text ends where a value should be");
            }
            char c = text.charAt(pos);
            return switch (c) {
                case '{' -> dict(depth);
                case '[' -> sequence(']', depth);
                case '(' -> sequence(')', depth);
                case '\'', '"' -> strings();
                default -> c == '-' || c == '+' || c == '.' || Character.isDigit(c) ? number() : name();
            };
        }

        private Map<Object, Object> dict(int depth) throws NotALiteral {
            Map<Object, Object> map = new LinkedHashMap<>();
            pos++;
            skipSpace();
            while (!at('}')) {
                Object key = value(depth + 1);
                if (key instanceof Map || key instanceof List) {
                    throw fail("a dict or list cannot be a key");
                }
                skipSpace();
                expect(':');
                skipSpace();
                map.put(key, value(depth + 1));
                skipSpace();
                if (!at('}')) {
                    expect(',');
                    skipSpace();
                }
            }
            pos++;
            return map;
        }

        private List<Object> sequence(char close, int depth) throws NotALiteral {
            List<Object> items = new ArrayList<>();
            pos++;
            skipSpace();
            while (!at(close)) {
                items.add(value(depth + 1));
                skipSpace();
                if (!at(close)) {
                    expect(',');
                    skipSpace();
                }
            }
            pos++;
            return items;
        }

        private boolean at(char c) throws NotALiteral {
            if (pos >= text.length()) {
                throw fail("the text ends before '" + c + "'");
            }
            return text.charAt(pos) == c;
        }

        private void expect(char c) throws NotALiteral {
            if (pos >= text.length() || text.charAt(pos) != c) {
                throw fail("expected '" + c + "'");
            }
            pos++;
        }

        /** One string literal, or several side by side ({@code 'a' "b"} is {@code 'ab'}). */
        private String strings() throws NotALiteral {
            StringBuilder out = new StringBuilder();
            do {
                string(out);
                int save = pos;
                skipSpace();
                if (pos >= text.length() || text.charAt(pos) != '\'' && text.charAt(pos) != '"') {
                    pos = save;
                    break;
                }
            } while (true);
            return out.toString();
        }

        private void string(StringBuilder out) throws NotALiteral {
            char quote = text.charAt(pos);
            boolean triple = text.startsWith(String.valueOf(quote).repeat(3), pos);
            pos += triple ? 3 : 1;
            while (true) {
                if (pos >= text.length()) {
                    throw fail("the string is not closed");
                }
                char c = text.charAt(pos);
                if (c == quote && (!triple || text.startsWith(String.valueOf(quote).repeat(3), pos))) {
                    pos += triple ? 3 : 1;
                    return;
                }
                if (c == '\n' && !triple) {
                    throw fail("a line break inside a string");
                }
                if (c == '\\') {
                    escape(out);
                } else {
                    out.append(c);
                    pos++;
                }
            }
        }

        private void escape(StringBuilder out) throws NotALiteral {
            if (pos + 1 >= text.length()) {
                throw fail("the string ends in a backslash");
            }
            char e = text.charAt(pos + 1);
            pos += 2;
            switch (e) {
                case '\n' -> { }
                case '\\' -> out.append('\\');
                case '\'' -> out.append('\'');
                case '"' -> out.append('"');
                case 'a' -> out.append('\u0007');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'v' -> out.append('\u000b');
                case 'x' -> out.appendCodePoint(hex(2));
                case 'u' -> out.appendCodePoint(hex(4));
                case 'U' -> {
                    int cp = hex(8);
                    if (cp > Character.MAX_CODE_POINT) {
                        throw fail("\\U escape beyond U+10FFFF");
                    }
                    out.appendCodePoint(cp);
                }
                default -> {
                    if (e >= '0' && e <= '7') {
                        int value = e - '0';
                        for (int n = 0; n < 2 && pos < text.length() && text.charAt(pos) >= '0'
                                && text.charAt(pos) <= '7'; n++) {
                            value = value * 8 + text.charAt(pos++) - '0';
                        }
                        out.appendCodePoint(value);
                    } else {
                        out.append('\\').append(e); // Python keeps an unknown escape as it is
                    }
                }
            }
        }

        private int hex(int digits) throws NotALiteral {
            if (pos + digits > text.length()) {
                throw fail("a short \\x, \\u or \\U escape");
            }
            int value = 0;
            for (int i = 0; i < digits; i++) {
                int d = Character.digit(text.charAt(pos + i), 16);
                if (d < 0) {
                    throw fail("a bad hex digit in an escape");
                }
                value = value * 16 + d;
            }
            pos += digits;
            return value;
        }

        private Object number() throws NotALiteral {
            int start = pos;
            if (text.charAt(pos) == '-' || text.charAt(pos) == '+') {
                pos++;
                if (text.startsWith("inf", pos) || text.startsWith("nan", pos)) {
                    boolean nan = text.startsWith("nan", pos);
                    pos += 3;
                    boolean negative = text.charAt(start) == '-';
                    return nan ? Double.NaN : negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                }
            }
            boolean isFloat = false;
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (Character.isDigit(c) || c == '_') {
                    pos++;
                } else if (c == '.' || c == 'e' || c == 'E') {
                    isFloat = true;
                    pos++;
                    if ((c == 'e' || c == 'E') && pos < text.length()
                            && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                        pos++;
                    }
                } else {
                    break;
                }
            }
            String digits = text.substring(start, pos).replace("_", "");
            try {
                if (isFloat) {
                    return Double.parseDouble(digits);
                }
                BigInteger big = new BigInteger(digits.startsWith("+") ? digits.substring(1) : digits);
                if (big.bitLength() < 32) {
                    return big.intValue();
                }
                return big.bitLength() < 64 ? (Object) big.longValue() : big;
            } catch (NumberFormatException e) {
                pos = start;
                throw fail("not a number");
            }
        }

        private Object name() throws NotALiteral {
            for (String name : new String[] {"True", "False", "None", "inf", "nan"}) {
                if (text.startsWith(name, pos) && (pos + name.length() == text.length()
                        || !Character.isLetterOrDigit(text.charAt(pos + name.length()))
                        && text.charAt(pos + name.length()) != '_')) {
                    pos += name.length();
                    return switch (name) {
                        case "True" -> Boolean.TRUE;
                        case "False" -> Boolean.FALSE;
                        case "inf" -> Double.POSITIVE_INFINITY;
                        case "nan" -> Double.NaN;
                        default -> null;
                    };
                }
            }
            throw fail("not a literal");
        }
    }
}
