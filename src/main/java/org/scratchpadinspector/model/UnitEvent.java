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
 * @param tool     for a tool call, the tool's name; null otherwise
 * @param args     for a tool call, its arguments as the format writes them; null otherwise
 */
public record UnitEvent(String kind, String time, String title, String detail, Severity severity, String tool,
                        String args) {
    /** The kind of a tool call's event, in every format. */
    public static final String CALL = "call";

    public UnitEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        detail = detail == null ? "" : detail;
        Objects.requireNonNull(severity, "severity");
    }

    public UnitEvent(String kind, String time, String title, String detail, Severity severity) {
        this(kind, time, title, detail, severity, null, null);
    }

    /** A tool call's event, its tool and arguments named apart. */
    public static UnitEvent call(String time, String title, String detail, Severity severity, String tool, String args) {
        return new UnitEvent(CALL, time, title, detail, severity, tool, args);
    }
}
