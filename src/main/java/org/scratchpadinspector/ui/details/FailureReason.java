package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/** The one line the details header puts first for a failing cycle: what went wrong, not only that it did. */
final class FailureReason {
    private static final int MAX_CHARS = 300;

    private FailureReason() {
    }

    /**
     * A crash: the exception its log's traceback ends with ("RuntimeError: disk quota exceeded"), else the error
     * the crash wrote over the notes; an interrupted, running or unknown cycle: why it reads so; else "".
     */
    static String of(CycleSummary summary, LogExcerpt log, Snapshot after) {
        if (summary.status() == CycleStatus.CRASHED) {
            if (log != null && log.exception() != null && !log.exception().isBlank()) {
                return shortened(log.exception().strip());
            }
            String notes = after != null && after.state() != null && after.state().get("notes") instanceof String s
                    ? s : "";
            String prefix = "Cycle " + summary.id() + " failed: ";
            return notes.startsWith(prefix) ? shortened(notes.substring(prefix.length()).strip()) : "";
        }
        if (summary.status() == CycleStatus.INTERRUPTED || summary.status() == CycleStatus.UNKNOWN) {
            if (summary.statusReason() != null) {
                return shortened(summary.statusReason());
            }
            return summary.problems().isEmpty() ? "" : shortened(summary.problems().get(0));
        }
        return "";
    }

    private static String shortened(String text) {
        String line = text.lines().findFirst().orElse("");
        return line.length() <= MAX_CHARS ? line : line.substring(0, MAX_CHARS - 1) + "…";
    }
}
