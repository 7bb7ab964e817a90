package org.scratchpadinspector.formats.yamlcycles;

import java.util.Locale;

/** The status of a cycle: the first of the status rules (README, "The format it reads") that matches. */
public enum CycleStatus {
    RUNNING, INTERRUPTED, CRASHED, NO_CHANGE, COMPLETED, MAX_ITERATIONS,
    /** A snapshot the rules need could not be read; the cycle's problems say why. */
    UNKNOWN;

    /** The name used in JSON and on the command line, e.g. {@code no_change}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean isFailure() {
        return this == CRASHED || this == INTERRUPTED || this == MAX_ITERATIONS || this == UNKNOWN;
    }
}
