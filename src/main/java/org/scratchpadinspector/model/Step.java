package org.scratchpadinspector.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One sub-step of a unit.
 *
 * @param n        its number, from 1
 * @param title    one line for the list (the action and its result)
 * @param severity {@link Severity#FAILURE} for a failed call, a parse error, an unknown tool
 * @param fields   the format's own fields, in print order (response, action, result ...)
 * @param before   the state before the step
 * @param after    the state after it
 * @param changed  the paths it changed
 * @param provenance how it is known: {@code rebuilt} (replayed from files) or {@code reported} (by the agent)
 */
public record Step(int n, String title, Severity severity, Map<String, Object> fields, UnitState before,
                   UnitState after, List<FieldPath> changed, String provenance) {
    public Step {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(severity, "severity");
        fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        changed = List.copyOf(changed);
    }
}
