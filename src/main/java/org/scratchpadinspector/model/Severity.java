package org.scratchpadinspector.model;

/**
 * How much a status matters to the operator, whatever the format calls it. It drives the list's colours,
 * the Failing filter and {@code check}'s exit code (any {@link #FAILURE} exits 1).
 */
public enum Severity {
    /** Nothing to look at: a turn that changed nothing, a live session. */
    OK,
    /** Worth knowing, not wrong: a run still going, an expired session. */
    NOTICE,
    /** Looks wrong but the unit completed: a continuity break, an unfinished correction. */
    WARNING,
    /** Failed or unreadable: a failed tool call, a file that does not parse. */
    FAILURE;

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
