package org.scratchpadinspector.formats.recursivecontext;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives each record of a run's log the turn that wrote it. The log names no turn and debug.json holds no time,
 * so the match follows what {@code safe_apply} can log in one turn: at most one confidence warning, then at
 * most one refusal or failure, and a refusal or failure leaves the turn's scratchpad unchanged. The records are
 * walked newest first and each goes to the latest turn that fits (records older than every fitting turn were
 * written before the trace began, by an earlier process of a restored run); a confidence warning logged within
 * two seconds of a refusal shares its turn, otherwise it goes to a turn whose SELF/Confidence took its value.
 */
final class LogMatcher {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
    private static final Duration SAME_CALL = Duration.ofSeconds(2);

    enum Kind { REFUSED, FAILED, CONFIDENCE, OTHER }

    /** The records per entry position, and those that fit no turn, both oldest first. */
    record Match(Map<Integer, List<RunLog.Entry>> byPosition, List<RunLog.Entry> unplaced) {
    }

    private LogMatcher() {
    }

    static Kind kind(RunLog.Entry record) {
        String m = record.message();
        if (m.startsWith("Update validation failed: ") || m.equals("Update produced suspiciously short scratchpad")) {
            return Kind.REFUSED;
        }
        if (m.startsWith("Update failed: ")) {
            return Kind.FAILED;
        }
        return m.startsWith("Confidence should include HIGH/MEDIUM/LOW: ") ? Kind.CONFIDENCE : Kind.OTHER;
    }

    static Match match(List<TraceEntry> entries, List<RunLog.Entry> records) {
        Map<Integer, List<RunLog.Entry>> placed = new HashMap<>();
        List<RunLog.Entry> unplaced = new ArrayList<>();
        int t = entries.size() - 1;
        for (int r = records.size() - 1; r >= 0; r--) {
            RunLog.Entry record = records.get(r);
            int at = place(entries, placed, t, record);
            if (at < 0) {
                unplaced.add(0, record);
            } else {
                placed.computeIfAbsent(entries.get(at).position(), k -> new ArrayList<>()).add(0, record);
                t = at;
            }
        }
        return new Match(placed, unplaced);
    }

    private static int place(List<TraceEntry> entries, Map<Integer, List<RunLog.Entry>> placed, int t,
                             RunLog.Entry record) {
        if (t < 0) {
            return -1;
        }
        List<RunLog.Entry> atT = placed.getOrDefault(entries.get(t).position(), List.of());
        int from = atT.isEmpty() ? t : t - 1;
        switch (kind(record)) {
            case REFUSED, FAILED -> {
                for (int i = from; i >= 0; i--) {
                    TraceEntry e = entries.get(i);
                    if (e.judgeable() && !e.changed()) {
                        return i;
                    }
                }
                return -1;
            }
            case CONFIDENCE -> {
                if (atT.size() == 1 && kind(atT.get(0)) != Kind.CONFIDENCE && kind(atT.get(0)) != Kind.OTHER
                        && close(record, atT.get(0))) {
                    return t;
                }
                String value = record.message().substring("Confidence should include HIGH/MEDIUM/LOW: ".length());
                for (boolean mustChange : new boolean[] {true, false}) {
                    for (int i = from; i >= 0; i--) {
                        TraceEntry e = entries.get(i);
                        if (e.judgeable() && confidenceTook(e, value, mustChange)) {
                            return i;
                        }
                    }
                }
                return -1;
            }
            default -> {
                return t;
            }
        }
    }

    /** Whether the turn's SELF/Confidence shows the value applied (replace, APPEND: or CLEAR). */
    private static boolean confidenceTook(TraceEntry entry, String value, boolean mustChange) {
        Map<String, String> after = Sections.of(entry.after());
        String text = after.get("SELF/Confidence");
        if (text == null) {
            return !mustChange;
        }
        if (mustChange && text.equals(Sections.of(entry.before()).get("SELF/Confidence"))) {
            return false;
        }
        if (value.equals("CLEAR")) {
            return text.isEmpty();
        }
        if (value.startsWith("APPEND: ")) {
            return text.contains(sectionText(value.substring(8)));
        }
        return text.equals(sectionText(value));
    }

    /** What a value becomes as a section's text: its lines up to a header or divider, trailing blanks dropped. */
    private static String sectionText(String value) {
        String text = Sections.of("## X\n" + value).getOrDefault("X", "");
        return text;
    }

    private static boolean close(RunLog.Entry a, RunLog.Entry b) {
        try {
            LocalDateTime x = LocalDateTime.parse(a.time(), TIME);
            LocalDateTime y = LocalDateTime.parse(b.time(), TIME);
            return Duration.between(x, y).abs().compareTo(SAME_CALL) <= 0;
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
