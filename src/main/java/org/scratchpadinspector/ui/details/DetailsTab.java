package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitEvent;

/** The details' tabs, and which one explains why a unit failed. */
public enum DetailsTab {
    CHANGES, TIMELINE, LOG, FILES, ITERATIONS;

    /**
     * A failed unit with a log is explained by its log (the traceback, the last lines), one with an unreadable file
     * by its files, one whose timeline holds a failed step or a parse error by its timeline, one whose logged
     * iterations do not replay to its after by its iterations; null for a healthy unit, whose details stay on the
     * tab the operator chose.
     */
    static DetailsTab explaining(Unit unit, boolean hasLog, boolean hasFiles, java.util.List<UnitEvent> timeline) {
        if (unit.failing() && hasLog && !unit.flags().contains("unreadable")) {
            return LOG;
        }
        if (hasFiles && unit.flags().contains("unreadable")) {
            return FILES;
        }
        if (timeline.stream().anyMatch(e -> e.severity() == Severity.FAILURE)
                || unit.flags().contains("parse_errors") || unit.flags().contains("repeated_tool_call")) {
            return TIMELINE;
        }
        if (hasLog && unit.flags().contains("replay_mismatch")) {
            return ITERATIONS;
        }
        return null;
    }
}
