package org.scratchpadinspector.formats.yamlcycles;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one Python literal as {@code ast.literal_eval} does ({@link PythonRepr#parse}): a cursor over the text,
 * a method per kind of value.
 */
final class PythonLiteralReader {
    private static final int MAX_DEPTH = 200;
    private final String text;
    private int pos;

    PythonLiteralReader(String text) {
        this.text = text;
    }

    PythonRepr.NotALiteral fail(String why) {
        return new PythonRepr.NotALiteral(why + " at character " + (pos + 1));
    }

    boolean atEnd() {
        return pos == text.length();
    }

    void skipSpace() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t'
                || text.charAt(pos) == '\n' || text.charAt(pos) == '\r')) {
            pos++;
        }
    }

    Object value(int depth) throws PythonRepr.NotALiteral {
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

    private Map<Object, Object> dict(int depth) throws PythonRepr.NotALiteral {
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

    private List<Object> sequence(char close, int depth) throws PythonRepr.NotALiteral {
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

    private boolean at(char c) throws PythonRepr.NotALiteral {
        if (pos >= text.length()) {
            throw fail("the text ends before '" + c + "'");
        }
        return text.charAt(pos) == c;
    }

    private void expect(char c) throws PythonRepr.NotALiteral {
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw fail("expected '" + c + "'");
        }
        pos++;
    }

    /** One string literal, or several side by side ({@code 'a' "b"} is {@code 'ab'}). */
    private String strings() throws PythonRepr.NotALiteral {
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

    private void string(StringBuilder out) throws PythonRepr.NotALiteral {
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

    private void escape(StringBuilder out) throws PythonRepr.NotALiteral {
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

    private int hex(int digits) throws PythonRepr.NotALiteral {
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

    private Object number() throws PythonRepr.NotALiteral {
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

    private Object name() throws PythonRepr.NotALiteral {
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
