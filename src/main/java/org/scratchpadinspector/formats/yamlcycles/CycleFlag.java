package org.scratchpadinspector.formats.yamlcycles;

import java.util.Locale;

/**
 * Observations about a cycle; any number may apply. {@code ORPHAN}: an {@code _after} without its {@code _before};
 * {@code UNREADABLE}: one of the cycle's snapshots cannot be read (its problem line says which and why).
 */
public enum CycleFlag {
    PARSE_ERRORS, REPEATED_TOOL_CALL, NOTES_LOST, CONTINUITY_BREAK, ORPHAN, UNREADABLE;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
