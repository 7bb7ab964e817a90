package org.scratchpadinspector.formats.yamlcycles;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Paths into a state ({@code goals[0]}, {@code completed_tasks[2].summary}): which changed between two states, the
 * first that differs, and deep copies that keep shared values shared (PyYAML writes a value met twice as an anchor).
 */
final class StatePaths {
    private static final int MAX_CHANGED = 50;

    private StatePaths() {
    }

    /** A deep copy of a state: mappings and lists copied, one copy per shared original. */
    static Map<Object, Object> copy(Map<?, ?> state) {
        @SuppressWarnings("unchecked")
        Map<Object, Object> copy = (Map<Object, Object>) copy(state, new IdentityHashMap<>());
        return copy;
    }

    private static Object copy(Object value, IdentityHashMap<Object, Object> seen) {
        if (!(value instanceof Map<?, ?>) && !(value instanceof List<?>)) {
            return value;
        }
        Object done = seen.get(value);
        if (done != null) {
            return done;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            seen.put(value, out);
            map.forEach((k, v) -> out.put(k, copy(v, seen)));
            return out;
        }
        List<Object> out = new ArrayList<>();
        seen.put(value, out);
        for (Object item : (List<?>) value) {
            out.add(copy(item, seen));
        }
        return out;
    }

    /**
     * The first path where {@code a} and {@code b} differ, top-level keys in {@code a}'s order then {@code b}'s
     * own, leaving out {@code ignored} top-level keys; null when they are equal.
     */
    static String firstDifference(Map<?, ?> a, Map<?, ?> b, Set<String> ignored) {
        for (Map.Entry<?, ?> e : a.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (ignored.contains(key)) {
                continue;
            }
            if (!b.containsKey(e.getKey())) {
                return key;
            }
            String inner = firstDifference(e.getValue(), b.get(e.getKey()), key);
            if (inner != null) {
                return inner;
            }
        }
        for (Object key : b.keySet()) {
            if (!a.containsKey(key) && !ignored.contains(String.valueOf(key))) {
                return String.valueOf(key);
            }
        }
        return null;
    }

    private static String firstDifference(Object x, Object y, String path) {
        if (x instanceof Map<?, ?> mx && y instanceof Map<?, ?> my) {
            for (Map.Entry<?, ?> e : mx.entrySet()) {
                String at = path + "." + e.getKey();
                if (!my.containsKey(e.getKey())) {
                    return at;
                }
                String inner = firstDifference(e.getValue(), my.get(e.getKey()), at);
                if (inner != null) {
                    return inner;
                }
            }
            return my.keySet().stream().filter(k -> !mx.containsKey(k)).findFirst().map(k -> path + "." + k)
                    .orElse(null);
        }
        if (x instanceof List<?> lx && y instanceof List<?> ly) {
            for (int i = 0; i < Math.min(lx.size(), ly.size()); i++) {
                String inner = firstDifference(lx.get(i), ly.get(i), path + "[" + i + "]");
                if (inner != null) {
                    return inner;
                }
            }
            return lx.size() == ly.size() ? null : path + "[" + Math.min(lx.size(), ly.size()) + "]";
        }
        return same(x, y) ? null : path;
    }

    /**
     * The paths whose values differ from {@code a} to {@code b}: a list that only grew names its new items, a list
     * otherwise changed in length is named as a whole; at most {@value #MAX_CHANGED} paths.
     */
    static List<String> changed(Map<?, ?> a, Map<?, ?> b) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<?, ?> e : a.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (!b.containsKey(e.getKey())) {
                out.add(key);
            } else {
                changed(e.getValue(), b.get(e.getKey()), key, out);
            }
        }
        for (Object key : b.keySet()) {
            if (!a.containsKey(key)) {
                out.add(String.valueOf(key));
            }
        }
        return out.size() > MAX_CHANGED ? List.copyOf(out.subList(0, MAX_CHANGED)) : List.copyOf(out);
    }

    private static void changed(Object x, Object y, String path, List<String> out) {
        if (out.size() > MAX_CHANGED) {
            return;
        }
        if (x instanceof Map<?, ?> mx && y instanceof Map<?, ?> my) {
            for (Map.Entry<?, ?> e : mx.entrySet()) {
                if (!my.containsKey(e.getKey())) {
                    out.add(path + "." + e.getKey());
                } else {
                    changed(e.getValue(), my.get(e.getKey()), path + "." + e.getKey(), out);
                }
            }
            my.keySet().stream().filter(k -> !mx.containsKey(k)).forEach(k -> out.add(path + "." + k));
            return;
        }
        if (x instanceof List<?> lx && y instanceof List<?> ly) {
            if (lx.size() == ly.size()) {
                for (int i = 0; i < lx.size(); i++) {
                    changed(lx.get(i), ly.get(i), path + "[" + i + "]", out);
                }
                return;
            }
            if (ly.size() > lx.size() && firstDifference(lx, ly.subList(0, lx.size()), path) == null) {
                for (int i = lx.size(); i < ly.size(); i++) {
                    out.add(path + "[" + i + "]");
                }
                return;
            }
            out.add(path);
            return;
        }
        if (!same(x, y)) {
            out.add(path);
        }
    }

    /** Equal as Python compares them after a YAML round trip: integers by value, NaN equal to NaN. */
    static boolean same(Object x, Object y) {
        if (x instanceof Map<?, ?> && y instanceof Map<?, ?> || x instanceof List<?> && y instanceof List<?>) {
            return firstDifference(x, y, "") == null;
        }
        if (x instanceof Map<?, ?> || x instanceof List<?> || y instanceof Map<?, ?> || y instanceof List<?>) {
            return false;
        }
        if (integral(x) && integral(y)) {
            return big(x).equals(big(y));
        }
        if (x instanceof Double dx && y instanceof Double dy) {
            return dx.equals(dy) || dx.doubleValue() == dy.doubleValue();
        }
        if (x instanceof byte[] bx && y instanceof byte[] by) {
            return Arrays.equals(bx, by);
        }
        return x == null ? y == null : x.equals(y);
    }

    private static boolean integral(Object v) {
        return v instanceof Integer || v instanceof Long || v instanceof BigInteger;
    }

    private static BigInteger big(Object v) {
        return v instanceof BigInteger b ? b : BigInteger.valueOf(((Number) v).longValue());
    }
}
