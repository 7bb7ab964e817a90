package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;


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
        if (!YamlValues.identical(actual, expected)) {
            throw new AssertionError("fast path gave " + actual + "\nSnakeYAML gave " + expected + "\nfor:\n" + text);
        }
    }
}
