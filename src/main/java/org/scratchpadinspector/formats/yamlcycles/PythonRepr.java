package org.scratchpadinspector.formats.yamlcycles;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PythonFloat;

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
        PythonLiteralReader reader = new PythonLiteralReader(text);
        reader.skipSpace();
        Object value = reader.value(0);
        reader.skipSpace();
        if (!reader.atEnd()) {
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
}
