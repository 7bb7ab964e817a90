package org.scratchpadinspector.agent.reference;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Python 3's {@code json.loads(text)}, with the same values (dict → LinkedHashMap, int → Integer, Long or
 * BigInteger, float → Double) and the same error messages as CPython's scanner
 * ({@code Expecting value: line 1 column 1 (char 0)}), so that the seed's {@code [PARSE ERROR]} notes come out
 * byte for byte as a Python agent writes them.
 */
public final class PythonJson {
    /** A {@code json.JSONDecodeError}; {@link #getMessage()} is its {@code str()}. */
    public static final class DecodeError extends Exception {
        DecodeError(String message) {
            super(message);
        }
    }

    private final String s;
    private final int len;

    private PythonJson(String s) {
        this.s = s;
        this.len = s.length();
    }

    public static Object loads(String text) throws DecodeError {
        PythonJson p = new PythonJson(text);
        if (text.startsWith("\ufeff")) {
            throw p.error("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
        }
        try {
            int[] end = new int[1];
            Object value = p.scan(p.skipWs(0), end);
            int idx = p.skipWs(end[0]);
            if (idx != p.len) {
                throw p.error("Extra data", idx);
            }
            return value;
        } catch (StackOverflowError e) {
            throw new DecodeError("maximum recursion depth exceeded while decoding a JSON document");
        }
    }

    private int skipWs(int i) {
        while (i < len && isWs(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isWs(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private Object scan(int idx, int[] end) throws DecodeError {
        if (idx >= len) {
            throw error("Expecting value", idx);
        }
        char c = s.charAt(idx);
        switch (c) {
            case '"':
                return string(idx + 1, end);
            case '{':
                return object(idx + 1, end);
            case '[':
                return array(idx + 1, end);
            default:
                break;
        }
        if (s.startsWith("null", idx)) {
            end[0] = idx + 4;
            return null;
        }
        if (s.startsWith("true", idx)) {
            end[0] = idx + 4;
            return Boolean.TRUE;
        }
        if (s.startsWith("false", idx)) {
            end[0] = idx + 5;
            return Boolean.FALSE;
        }
        if (s.startsWith("NaN", idx)) {
            end[0] = idx + 3;
            return Double.NaN;
        }
        if (s.startsWith("Infinity", idx)) {
            end[0] = idx + 8;
            return Double.POSITIVE_INFINITY;
        }
        if (s.startsWith("-Infinity", idx)) {
            end[0] = idx + 9;
            return Double.NEGATIVE_INFINITY;
        }
        return number(idx, end);
    }

    private Object number(int start, int[] end) throws DecodeError {
        int idx = start;
        if (s.charAt(idx) == '-') {
            idx++;
            if (idx >= len) {
                throw error("Expecting value", start);
            }
        }
        char c = s.charAt(idx);
        if (c >= '1' && c <= '9') {
            idx++;
            while (idx < len && isDigit(s.charAt(idx))) {
                idx++;
            }
        } else if (c == '0') {
            idx++;
        } else {
            throw error("Expecting value", start);
        }
        boolean isFloat = false;
        if (idx < len - 1 && s.charAt(idx) == '.' && isDigit(s.charAt(idx + 1))) {
            isFloat = true;
            idx += 2;
            while (idx < len && isDigit(s.charAt(idx))) {
                idx++;
            }
        }
        if (idx < len - 1 && (s.charAt(idx) == 'e' || s.charAt(idx) == 'E')) {
            int eStart = idx;
            idx++;
            if (idx < len - 1 && (s.charAt(idx) == '-' || s.charAt(idx) == '+')) {
                idx++;
            }
            while (idx < len && isDigit(s.charAt(idx))) {
                idx++;
            }
            if (isDigit(s.charAt(idx - 1))) {
                isFloat = true;
            } else {
                idx = eStart;
            }
        }
        end[0] = idx;
        String text = s.substring(start, idx);
        if (isFloat) {
            return Double.parseDouble(text);
        }
        BigInteger big = new BigInteger(text);
        if (big.bitLength() < 32) {
            return big.intValue();
        }
        return big.bitLength() < 64 ? (Object) big.longValue() : big;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private String string(int begin, int[] endOut) throws DecodeError {
        StringBuilder out = new StringBuilder();
        int end = begin;
        while (true) {
            int next = end;
            char c = 0;
            for (; next < len; next++) {
                c = s.charAt(next);
                if (c == '"' || c == '\\') {
                    break;
                } else if (c <= 0x1f) {
                    throw error("Invalid control character at", next);
                }
            }
            if (next >= len || !(c == '"' || c == '\\')) {
                throw error("Unterminated string starting at", begin - 1);
            }
            out.append(s, end, next);
            if (c == '"') {
                endOut[0] = next + 1;
                return out.toString();
            }
            next++;
            if (next == len) {
                throw error("Unterminated string starting at", begin - 1);
            }
            c = s.charAt(next);
            if (c != 'u') {
                end = next + 1;
                char decoded = switch (c) {
                    case '"' -> '"';
                    case '\\' -> '\\';
                    case '/' -> '/';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    case 't' -> '\t';
                    default -> 0;
                };
                if (decoded == 0) {
                    throw error("Invalid \\escape", end - 2);
                }
                out.append(decoded);
            } else {
                next++;
                end = next + 4;
                if (end >= len) {
                    throw error("Invalid \\uXXXX escape", next - 1);
                }
                int unit = hex4(next, end);
                if (Character.isHighSurrogate((char) unit) && end + 6 < len
                        && s.charAt(end) == '\\' && s.charAt(end + 1) == 'u') {
                    int low = hex4(end + 2, end + 6);
                    if (Character.isLowSurrogate((char) low)) {
                        out.append((char) unit).append((char) low);
                        end += 6;
                        continue;
                    }
                }
                out.append((char) unit);
            }
        }
    }

    private int hex4(int from, int end) throws DecodeError {
        int value = 0;
        for (int i = from; i < end; i++) {
            int digit = Character.digit(s.charAt(i), 16);
            if (digit < 0 || s.charAt(i) > 'f') {
                throw error("Invalid \\uXXXX escape", end - 5);
            }
            value = value << 4 | digit;
        }
        return value;
    }

    private Map<String, Object> object(int idx, int[] end) throws DecodeError {
        Map<String, Object> map = new LinkedHashMap<>();
        idx = skipWs(idx);
        if (idx >= len || s.charAt(idx) != '}') {
            while (true) {
                if (idx >= len || s.charAt(idx) != '"') {
                    throw error("Expecting property name enclosed in double quotes", idx);
                }
                String key = string(idx + 1, end);
                idx = skipWs(end[0]);
                if (idx >= len || s.charAt(idx) != ':') {
                    throw error("Expecting ':' delimiter", idx);
                }
                idx = skipWs(idx + 1);
                Object value = scan(idx, end);
                map.put(key, value);
                idx = skipWs(end[0]);
                if (idx < len && s.charAt(idx) == '}') {
                    break;
                }
                if (idx >= len || s.charAt(idx) != ',') {
                    throw error("Expecting ',' delimiter", idx);
                }
                idx = skipWs(idx + 1);
            }
        }
        end[0] = idx + 1;
        return map;
    }

    private List<Object> array(int idx, int[] end) throws DecodeError {
        List<Object> list = new ArrayList<>();
        idx = skipWs(idx);
        if (idx >= len || s.charAt(idx) != ']') {
            while (true) {
                list.add(scan(idx, end));
                idx = skipWs(end[0]);
                if (idx < len && s.charAt(idx) == ']') {
                    break;
                }
                if (idx >= len || s.charAt(idx) != ',') {
                    throw error("Expecting ',' delimiter", idx);
                }
                idx = skipWs(idx + 1);
            }
        }
        end[0] = idx + 1;
        return list;
    }

    /** {@code JSONDecodeError(msg, doc, pos)}: positions count code points, as Python's do. */
    private DecodeError error(String message, int charIndex) {
        int pos = s.codePointCount(0, Math.min(charIndex, len));
        int lastNewline = s.lastIndexOf('\n', Math.min(charIndex, len) - 1);
        int line = 1;
        for (int i = 0; i < Math.min(charIndex, len); i++) {
            if (s.charAt(i) == '\n') {
                line++;
            }
        }
        int column = lastNewline < 0 ? pos + 1 : pos - s.codePointCount(0, lastNewline);
        return new DecodeError(message + ": line " + line + " column " + column + " (char " + pos + ")");
    }
}
