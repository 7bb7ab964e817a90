package org.scratchpadinspector.core.scratchpad;

import java.util.Locale;

/** Observations about a cycle; any number may apply. */
public enum CycleFlag {
    PARSE_ERRORS, REPEATED_TOOL_CALL, NOTES_LOST, CONTINUITY_BREAK, ORPHAN;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
