package org.scratchpadinspector.engine.timetravel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.FormatRegistry;

/**
 * Whether two directories can be compared as runs: a comparison pairs cycles from a fork point and aligns their
 * tool calls, which only the cycle scratchpad of seed 000 ({@value #CYCLES}) has. Any other format is refused in
 * one line that names it, before anything is read.
 */
public final class ComparableRuns {
    /** The name of the one format whose runs can be compared. */
    public static final String CYCLES = "yamlcycles";

    private ComparableRuns() {
    }

    /** Empty when both are cycle scratchpads; else the one line that says which is not, and what it is. */
    public static Optional<String> refusal(FormatRegistry registry, Path a, Path b) {
        Detection first = registry.detect(a);
        Detection second = registry.detect(b);
        if (!first.found()) {
            return Optional.of("cannot compare: A (" + a + "): " + first.message());
        }
        if (!second.found()) {
            return Optional.of("cannot compare: B (" + b + "): " + second.message());
        }
        List<String> others = new ArrayList<>();
        if (!CYCLES.equals(first.provider().name())) {
            others.add("A is " + describe(first));
        }
        if (!CYCLES.equals(second.provider().name())) {
            others.add("B is " + describe(second));
        }
        if (others.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("compare works on two seed-000 runs (cycle scratchpads, " + CYCLES + "); "
                + String.join(", ", others) + ": its records have no cycles to pair from a fork point");
    }

    private static String describe(Detection d) {
        String evidence = d.recognition().evidence();
        return d.provider().name() + (evidence == null || evidence.isBlank() ? "" : " (" + evidence + ")");
    }
}
