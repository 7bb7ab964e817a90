package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * One line of a unit's timeline: a tool call, a thought, an observation, a refused update, an entry written.
 *
 * @param kind     what happened, in the format's words ({@code call}, {@code thought}, {@code log}, {@code entry})
 * @param time     when, as the file says it, or null when the file does not say
 * @param title    one line for the list
 * @param detail   the full text (arguments, output, error), may be empty
 * @param severity {@link Severity#FAILURE} for a failed call or step, so the timeline can mark it
 */
public record UnitEvent(String kind, String time, String title, String detail, Severity severity) {
    public UnitEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        detail = detail == null ? "" : detail;
        Objects.requireNonNull(severity, "severity");
    }
}
