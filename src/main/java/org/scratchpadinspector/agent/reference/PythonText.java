package org.scratchpadinspector.agent.reference;

import java.math.BigInteger;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PythonFloat;

/** Python's {@code repr()}, {@code str()}, truthiness and slicing for the values the seed's agent handles. */
public final class PythonText {
    private PythonText() {
    }

    /** {@code repr(value)}: {@code {'path': 'docs/x.md'}}, {@code ['a', 1, None]}, {@code True}. */
    public static String repr(Object value) {
        StringBuilder out = new StringBuilder();
        appendRepr(out, value);
        return out.toString();
    }

    /** {@code str(value)}: a string as is, anything else as its repr. */
    public static String str(Object value) {
        return value instanceof String text ? text : repr(value);
    }

    /** {@code text[:n]}, counting code points as Python does. */
    public static String head(String text, int n) {
        if (text.codePointCount(0, text.length()) <= n) {
            return text;
        }
        return text.substring(0, text.offsetByCodePoints(0, n));
    }

    /** Python's truth value: None, False, 0, 0.0, "", [] and {} are false. */
    public static boolean truthy(Object value) {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        if (value instanceof String text) {
            return !text.isEmpty();
        }
        if (value instanceof Collection<?> items) {
            return !items.isEmpty();
        }
        if (value instanceof Map<?, ?> map) {
            return !map.isEmpty();
        }
        if (value instanceof Double d) {
            return d != 0;
        }
        if (value instanceof BigInteger big) {
            return big.signum() != 0;
        }
        if (value instanceof Number n) {
            return n.longValue() != 0;
        }
        return true;
    }

    /** The Python type name of a value, for messages like {@code 'NoneType' object has no attribute 'extend'}. */
    public static String typeName(Object value) {
        if (value == null) {
            return "NoneType";
        }
        if (value instanceof Boolean) {
            return "bool";
        }
        if (value instanceof String) {
            return "str";
        }
        if (value instanceof Map<?, ?>) {
            return "dict";
        }
        if (value instanceof java.util.Set<?>) {
            return "set";
        }
        if (value instanceof Collection<?>) {
            return "list";
        }
        if (value instanceof Double) {
            return "float";
        }
        if (value instanceof Number) {
            return "int";
        }
        if (value instanceof byte[]) {
            return "bytes";
        }
        return "datetime.datetime";
    }

    private static void appendRepr(StringBuilder out, Object value) {
        if (value == null) {
            out.append("None");
        } else if (value instanceof Boolean b) {
            out.append(b ? "True" : "False");
        } else if (value instanceof String text) {
            appendString(out, text);
        } else if (value instanceof Double d) {
            out.append(Double.isNaN(d) ? "nan" : Double.isInfinite(d) ? (d > 0 ? "inf" : "-inf") : PythonFloat.repr(d));
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> entry = it.next();
                appendRepr(out, entry.getKey());
                out.append(": ");
                appendRepr(out, entry.getValue());
                if (it.hasNext()) {
                    out.append(", ");
                }
            }
            out.append('}');
        } else if (value instanceof Collection<?> items) {
            boolean set = value instanceof java.util.Set<?>;
            if (set && items.isEmpty()) {
                out.append("set()");
                return;
            }
            out.append(set ? '{' : '[');
            Iterator<?> it = items.iterator();
            while (it.hasNext()) {
                appendRepr(out, it.next());
                if (it.hasNext()) {
                    out.append(", ");
                }
            }
            out.append(set ? '}' : ']');
        } else {
            out.append(value);
        }
    }

    private static void appendString(StringBuilder out, String text) {
        char quote = text.indexOf('\'') >= 0 && text.indexOf('"') < 0 ? '"' : '\'';
        out.append(quote);
        text.codePoints().forEach(cp -> {
            if (cp == quote || cp == '\\') {
                out.append('\\').appendCodePoint(cp);
            } else if (cp == '\n') {
                out.append("\\n");
            } else if (cp == '\r') {
                out.append("\\r");
            } else if (cp == '\t') {
                out.append("\\t");
            } else if (isPrintable(cp)) {
                out.appendCodePoint(cp);
            } else if (cp < 0x100) {
                out.append(String.format("\\x%02x", cp));
            } else if (cp < 0x10000) {
                out.append(String.format("\\u%04x", cp));
            } else {
                out.append(String.format("\\U%08x", cp));
            }
        });
        out.append(quote);
    }

    /** Python's {@code str.isprintable()} for one code point. */
    static boolean isPrintable(int cp) {
        if (cp == ' ') {
            return true;
        }
        switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE,
                    Character.UNASSIGNED, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SPACE_SEPARATOR:
                return false;
            default:
                return true;
        }
    }
}
