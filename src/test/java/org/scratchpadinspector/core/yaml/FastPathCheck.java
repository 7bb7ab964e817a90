package org.scratchpadinspector.core.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Runs a text through the fast path and the SnakeYAML path alone and checks they agree: when the fast
 * path answers, the SnakeYAML path must give an identical value (same Java classes, order, content);
 * whatever the fast path does, YamlReader.parse must give the SnakeYAML path's value or problem.
 */
final class FastPathCheck {
    private FastPathCheck() {
    }

    /** Checks the text; returns whether the fast path handled it (did not fall back). */
    static boolean agree(String text) {
        Object fast = PyYamlFastReader.read(text);
        Object slow = null;
        YamlProblem slowProblem = null;
        try {
            slow = YamlReader.parseWithSnakeYaml(text);
        } catch (YamlProblem problem) {
            slowProblem = problem;
        }
        if (fast != PyYamlFastReader.REFUSED) {
            assertThat(slowProblem).as("SnakeYAML fails but the fast path answered for:%n%s", text).isNull();
            assertIdentical(fast, slow, text);
        }
        try {
            Object combined = YamlReader.parse(text);
            assertThat(slowProblem).as("YamlReader.parse answered but SnakeYAML fails for:%n%s", text).isNull();
            assertIdentical(combined, slow, text);
        } catch (YamlProblem problem) {
            assertThat(slowProblem).as("YamlReader.parse fails (%s) but SnakeYAML does not for:%n%s", problem,
                    text).isNotNull();
            assertThat(problem.getMessage()).isEqualTo(slowProblem.getMessage());
        }
        return fast != PyYamlFastReader.REFUSED;
    }

    /** Equal values of exactly the same classes (so Integer is not Long, ArrayList is not List.of). */
    static void assertIdentical(Object actual, Object expected, String text) {
        if (!identical(actual, expected)) {
            throw new AssertionError("fast path gave " + actual + "\nSnakeYAML gave " + expected + "\nfor:\n" + text);
        }
    }

    private static boolean identical(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.getClass() != b.getClass()) {
            return false;
        }
        if (a instanceof Map<?, ?> x) {
            Map<?, ?> y = (Map<?, ?>) b;
            if (x.size() != y.size()) {
                return false;
            }
            Iterator<? extends Map.Entry<?, ?>> xi = x.entrySet().iterator();
            Iterator<? extends Map.Entry<?, ?>> yi = y.entrySet().iterator();
            while (xi.hasNext()) {
                Map.Entry<?, ?> xe = xi.next();
                Map.Entry<?, ?> ye = yi.next();
                if (!identical(xe.getKey(), ye.getKey()) || !identical(xe.getValue(), ye.getValue())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x) {
            List<?> y = (List<?>) b;
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!identical(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof byte[] x) {
            return java.util.Arrays.equals(x, (byte[]) b);
        }
        return a.equals(b);
    }
}
