package org.scratchpadinspector.agent.protocol;

import java.util.Locale;
import java.util.Optional;

/** What {@code POST /v1/step} runs: the rest of (or one whole) cycle, or one iteration. */
public enum StepUnit {
    CYCLE, ITERATION;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<StepUnit> fromKey(Object key) {
        for (StepUnit unit : values()) {
            if (unit.key().equals(key)) {
                return Optional.of(unit);
            }
        }
        return Optional.empty();
    }
}
