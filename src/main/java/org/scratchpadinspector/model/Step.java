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
 * @param fields   the format's own fields, in print order (response, action, result ...): what a script reads
 * @param before   the state before the step
 * @param after    the state after it
 * @param changed  the paths it changed
 * @param provenance how it is known: {@code rebuilt} (replayed from files), {@code recorded} (written step by step
 *                 by the agent into its own files) or {@code reported} (by a live agent)
 * @param lines    what a person reads under the title, in order (the fields as the format words them)
 */
public record Step(int n, String title, Severity severity, Map<String, Object> fields, UnitState before,
                   UnitState after, List<FieldPath> changed, String provenance, List<Line> lines) {
    public Step {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(provenance, "provenance");
        fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        changed = List.copyOf(changed);
        lines = List.copyOf(lines);
    }

    /** A step whose lines are its fields, one a line. */
    public Step(int n, String title, Severity severity, Map<String, Object> fields, UnitState before,
                UnitState after, List<FieldPath> changed, String provenance) {
        this(n, title, severity, fields, before, after, changed, provenance, fieldLines(fields));
    }

    private static List<Line> fieldLines(Map<String, Object> fields) {
        return fields.entrySet().stream().filter(e -> e.getValue() != null)
                .map(e -> new Line(e.getKey(), String.valueOf(e.getValue()), null)).toList();
    }

    /**
     * One line under a step's title.
     *
     * @param label a short word ({@code response}, {@code result}, {@code failed})
     * @param text  the text, from the agent's files (printed escaped)
     * @param mark  the format's note on it ({@code cut at 200 characters by the agent's log}), or null
     */
    public record Line(String label, String text, String mark) {
        public Line {
            Objects.requireNonNull(label, "label");
            text = text == null ? "" : text;
        }
    }
}
