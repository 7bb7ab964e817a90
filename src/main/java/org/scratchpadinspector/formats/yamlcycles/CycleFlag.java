package org.scratchpadinspector.formats.yamlcycles;

import java.util.Locale;

/**
 * Observations about a cycle; any number may apply. {@code ORPHAN}: an {@code _after} without its {@code _before};
 * {@code UNREADABLE}: one of the cycle's snapshots cannot be read (its problem line says which and why);
 * {@code REPLAY_MISMATCH}: replaying the cycle's logged iterations from its {@code _before} does not end at its
 * {@code _after} (its problem line names the first field that differs, or how many iterations the log has).
 */
public enum CycleFlag {
    PARSE_ERRORS, REPEATED_TOOL_CALL, NOTES_LOST, CONTINUITY_BREAK, ORPHAN, UNREADABLE, REPLAY_MISMATCH;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
