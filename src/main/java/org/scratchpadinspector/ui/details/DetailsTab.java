package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

/** The details' tabs, and which one explains why a cycle failed. */
public enum DetailsTab {
    CHANGES, TOOL_CALLS, LOG, FILES, ITERATIONS;

    /**
     * A crashed or interrupted cycle is explained by its log (the traceback, the last lines), a cycle with parse
     * errors or a repeated call by its tool calls, an unreadable one by its files, one whose logged iterations do not
     * replay to its after by its iterations; null for a healthy cycle, whose
     * details stay on the tab the operator chose.
     */
    static DetailsTab explaining(CycleSummary summary) {
        if (summary.status() == CycleStatus.CRASHED || summary.status() == CycleStatus.INTERRUPTED) {
            return LOG;
        }
        if (summary.has(CycleFlag.UNREADABLE)) {
            return FILES;
        }
        if (summary.has(CycleFlag.PARSE_ERRORS) || summary.has(CycleFlag.REPEATED_TOOL_CALL)) {
            return TOOL_CALLS;
        }
        if (summary.has(CycleFlag.REPLAY_MISMATCH)) {
            return ITERATIONS;
        }
        return null;
    }
}
