package org.scratchpadinspector.engine.diff;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Equality and short display text for parsed YAML values. */
final class StateValues {
    static final int MAX_TEXT = 80;

    private StateValues() {
    }

    /** Deep equality where Integer, Long and BigInteger of the same value are equal. */
    static boolean same(Object x, Object y) {
        if (isIntegral(x) && isIntegral(y)) {
            return toBig(x).equals(toBig(y));
        }
        if (x instanceof Map<?, ?> mx && y instanceof Map<?, ?> my) {
            if (mx.size() != my.size()) {
                return false;
            }
            for (Map.Entry<?, ?> e : mx.entrySet()) {
                if (!my.containsKey(e.getKey()) || !same(e.getValue(), my.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        if (x instanceof List<?> lx && y instanceof List<?> ly) {
            if (lx.size() != ly.size()) {
                return false;
            }
            Iterator<?> ix = lx.iterator();
            Iterator<?> iy = ly.iterator();
            while (ix.hasNext()) {
                if (!same(ix.next(), iy.next())) {
                    return false;
                }
            }
            return true;
        }
        return x == null ? y == null : x.equals(y);
    }

    static String typeName(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String) {
            return "string";
        }
        if (isIntegral(v) || v instanceof Number) {
            return "number";
        }
        if (v instanceof Boolean) {
            return "boolean";
        }
        if (v instanceof List) {
            return "list";
        }
        if (v instanceof Map) {
            return "map";
        }
        return v.getClass().getSimpleName();
    }

    static boolean isScalar(Object v) {
        return !(v instanceof List) && !(v instanceof Map);
    }

    /** One-line rendering, strings quoted with newlines shown as \n, cut to about 80 chars. */
    static String display(Object v) {
        return abbreviate(render(v));
    }

    static String abbreviate(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 1) + "…";
    }

    private static String render(Object v) {
        if (v instanceof String s) {
            return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
        }
        if (v instanceof List<?> list) {
            return list.stream().map(StateValues::render).collect(Collectors.joining(", ", "[", "]"));
        }
        if (v instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + ": " + render(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return String.valueOf(v);
    }

    /** Lines of a string, not counting empty ones (notes logs start with a newline). */
    static int lineCount(String s) {
        return (int) s.lines().filter(line -> !line.isEmpty()).count();
    }

    private static boolean isIntegral(Object v) {
        return v instanceof Integer || v instanceof Long || v instanceof BigInteger
                || v instanceof Short || v instanceof Byte;
    }

    private static BigInteger toBig(Object v) {
        return v instanceof BigInteger b ? b : BigInteger.valueOf(((Number) v).longValue());
    }
}
