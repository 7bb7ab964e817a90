package org.scratchpadinspector.formats.recursivecontext;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.format.LongLines;

/**
 * A turn's timeline: what changed in memory between the previous turn and this one (an {@code inject()} or a
 * restore), the user's input, the response, what the reflection did to the scratchpad, and the log records
 * matched to the turn (refused and failed updates, confidence warnings).
 */
final class TurnTimeline {
    private static final int TITLE = 100;

    private TurnTimeline() {
    }

    static List<UnitEvent> of(TraceEntry entry, TraceEntry previous, List<RunLog.Entry> records) {
        List<UnitEvent> events = new ArrayList<>();
        if (RunReading.continuityBreak(entry, previous)) {
            List<String> between = Sections.changeLines(previous.after(), entry.before());
            events.add(new UnitEvent("continuity_break", null,
                    "memory changed between turns (an inject() or a restore): "
                            + String.join(", ", Sections.changed(previous.after(), entry.before())),
                    String.join("\n", between), Severity.WARNING));
        }
        if (entry.input() != null) {
            events.add(new UnitEvent("input", null, "input: " + shorten(entry.input()),
                    LongLines.clip(entry.input()), Severity.OK));
        }
        if (entry.response() != null) {
            events.add(new UnitEvent("response", null, "response: " + shorten(entry.response()),
                    LongLines.clip(entry.response()),
                    Severity.OK));
        }
        if (entry.judgeable()) {
            events.add(update(entry, records));
        }
        for (RunLog.Entry record : records) {
            events.add(new UnitEvent("log", record.time(), record.level() + " " + shorten(record.message()),
                    record.message() + "\n(" + RunLog.FILE + ", record " + record.number()
                            + "; matched to this turn by order: the log names no turn)", severity(record)));
        }
        return events;
    }

    private static UnitEvent update(TraceEntry entry, List<RunLog.Entry> records) {
        if (entry.changed()) {
            List<String> paths = Sections.changed(entry.before(), entry.after());
            return new UnitEvent("update", null, "scratchpad updated: "
                    + (paths.isEmpty() ? "layout only, no section's text" : String.join(", ", paths)),
                    String.join("\n", Sections.changeLines(entry.before(), entry.after())), Severity.OK);
        }
        boolean dropped = records.stream().anyMatch(r -> LogMatcher.kind(r) == LogMatcher.Kind.REFUSED
                || LogMatcher.kind(r) == LogMatcher.Kind.FAILED);
        return new UnitEvent("update", null, dropped
                ? "scratchpad unchanged: the reflection's update was dropped (see the log below)"
                : "scratchpad unchanged: an empty update, one that matched no section, or the same text again",
                "", dropped ? Severity.FAILURE : Severity.OK);
    }

    /** A refused or failed update lost the reflection's work: a failure; a confidence warning was applied anyway. */
    static Severity severity(RunLog.Entry record) {
        return switch (LogMatcher.kind(record)) {
            case REFUSED, FAILED -> Severity.FAILURE;
            case CONFIDENCE -> Severity.WARNING;
            case OTHER -> switch (record.level().toUpperCase(Locale.ROOT)) {
                case "ERROR", "CRITICAL" -> Severity.FAILURE;
                case "WARNING" -> Severity.WARNING;
                default -> Severity.OK;
            };
        };
    }

    static String shorten(String text) {
        String one = Sections.oneLine(text.length() > 4 * TITLE ? text.substring(0, 4 * TITLE) : text);
        if (one.length() <= TITLE) {
            return one;
        }
        int cut = Character.isHighSurrogate(one.charAt(TITLE - 1)) ? TITLE - 1 : TITLE;
        return one.substring(0, cut) + "…";
    }
}
