package org.scratchpadinspector.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A unit's summary, as one row of the list and one object of {@code ls --json}.
 *
 * @param format   the format's name ({@code forgenotes})
 * @param kind     {@code cycle}, {@code turn}, {@code call}, {@code correction}, {@code store}, {@code session}
 * @param id       its id
 * @param status   its status with a severity
 * @param flags    the format's flags ({@code continuity_break})
 * @param problems what is malformed, one line each (with line and column where the file is JSON)
 * @param fields   the format's own fields, in print order; values are strings, numbers, booleans, lists of
 *                 those, or null
 * @param states   the names of the states it declares, in pane order
 */
public record Unit(String format, String kind, UnitId id, UnitStatus status, List<String> flags,
                   List<String> problems, Map<String, Object> fields, List<String> states) {
    public Unit {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(status, "status");
        flags = List.copyOf(flags);
        problems = List.copyOf(problems);
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        states = List.copyOf(states);
    }

    /** Failing for the Failing filter and {@code check}: a failure status or anything unreadable. */
    public boolean failing() {
        return status.isFailure();
    }
}
