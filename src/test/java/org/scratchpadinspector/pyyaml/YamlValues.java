package org.scratchpadinspector.pyyaml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test helpers: building values and comparing them strictly (key order, byte[] content, types). */
final class YamlValues {
    private YamlValues() {
    }

    static Map<Object, Object> map(Object... keysAndValues) {
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    static List<Object> list(Object... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    /** Equal content and key order; scalars of the same class, containers of any class. */
    static boolean same(Object a, Object b) {
        return compare(a, b, false);
    }

    /** Like {@link #same}, and containers of the same class too (ArrayList is not List.of). */
    static boolean identical(Object a, Object b) {
        return compare(a, b, true);
    }

    private static boolean compare(Object a, Object b, boolean containerClasses) {
        if (a == null || b == null) {
            return a == b;
        }
        if (containerClasses && a.getClass() != b.getClass()) {
            return false;
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            Iterator<? extends Map.Entry<?, ?>> xi = x.entrySet().iterator();
            Iterator<? extends Map.Entry<?, ?>> yi = y.entrySet().iterator();
            while (xi.hasNext()) {
                Map.Entry<?, ?> xe = xi.next();
                Map.Entry<?, ?> ye = yi.next();
                if (!compare(xe.getKey(), ye.getKey(), containerClasses)
                        || !compare(xe.getValue(), ye.getValue(), containerClasses)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!compare(x.get(i), y.get(i), containerClasses)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Collection<?> || b instanceof Collection<?>) {
            return a.equals(b);
        }
        return a.getClass() == b.getClass() && a.equals(b);
    }
}
