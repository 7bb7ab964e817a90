package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitEvent;

/** The one line the details header puts first for a failing unit: what went wrong, not only that it did. */
final class FailureReason {
    private static final int MAX_CHARS = 300;

    private FailureReason() {
    }

    /**
     * What the format's records say went wrong ({@code crash}: a traceback's exception), else why the status reads
     * so, else the first problem, else the first failed event; "" for a unit that did not fail.
     */
    static String of(Unit unit, String crash, java.util.List<UnitEvent> timeline) {
        if (crash != null && !crash.isBlank()) {
            return shortened(crash.strip());
        }
        if (unit.status().reason() != null && unit.status().severity() != Severity.OK) {
            return shortened(unit.status().reason());
        }
        if (!unit.failing()) {
            return "";
        }
        if (!unit.problems().isEmpty()) {
            return shortened(unit.problems().get(0));
        }
        return timeline.stream().filter(e -> e.severity() == Severity.FAILURE).findFirst()
                .map(e -> shortened(e.detail().isBlank() ? e.title() : e.title() + ": " + e.detail())).orElse("");
    }

    private static String shortened(String text) {
        String line = text.lines().findFirst().orElse("");
        return line.length() <= MAX_CHARS ? line : line.substring(0, MAX_CHARS - 1) + "…";
    }
}
