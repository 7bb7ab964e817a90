package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which turn wrote which log record, when the log names no turn and the trace holds no time. */
class LogMatcherTest {
    static final String PAD = "## SELF\n### Confidence\nHIGH - sure\n";
    static final String PAD_FAIRLY = "## SELF\n### Confidence\nFairly sure\n";

    @Test
    void aRefusalGoesToTheLatestUnchangedTurnAndOlderRecordsFitNoTurn() {
        List<TraceEntry> turns = List.of(turn(1, PAD, PAD), turn(2, PAD, PAD + "x"));
        List<RunLog.Entry> log = RunLog.parse(
                "2026-04-02 10:00:00,000 WARNING recursive_context: Update produced suspiciously short scratchpad\n"
                + "2026-04-02 11:00:00,000 WARNING recursive_context: Update produced suspiciously short scratchpad\n");
        LogMatcher.Match match = LogMatcher.match(turns, log);
        assertThat(match.byPosition()).containsOnlyKeys(1);
        assertThat(match.byPosition().get(1)).extracting(RunLog.Entry::time).containsExactly("2026-04-02 11:00:00,000");
        assertThat(match.unplaced()).extracting(RunLog.Entry::time).containsExactly("2026-04-02 10:00:00,000");
    }

    @Test
    void aConfidenceWarningLoggedWithARefusalSharesItsTurn() {
        List<TraceEntry> turns = List.of(turn(1, PAD, PAD_FAIRLY), turn(2, PAD_FAIRLY, PAD_FAIRLY));
        List<RunLog.Entry> log = RunLog.parse(
                "2026-04-02 10:00:05,000 WARNING recursive_context: Confidence should include HIGH/MEDIUM/LOW: meh\n"
                + "2026-04-02 10:00:05,001 ERROR recursive_context: Update failed: boom\n"
                + "Traceback line that continues the record\n");
        LogMatcher.Match match = LogMatcher.match(turns, log);
        assertThat(match.byPosition()).containsOnlyKeys(2);
        assertThat(match.byPosition().get(2)).extracting(RunLog.Entry::level).containsExactly("WARNING", "ERROR");
        assertThat(match.byPosition().get(2).get(1).message()).isEqualTo(
                "Update failed: boom\nTraceback line that continues the record");
    }

    @Test
    void anAppliedConfidenceWarningGoesToTheTurnThatChangedConfidenceToItsValue() {
        List<TraceEntry> turns = List.of(turn(1, PAD, PAD_FAIRLY), turn(2, PAD_FAIRLY, PAD_FAIRLY + "more"),
                turn(3, PAD_FAIRLY + "more", PAD_FAIRLY + "more"));
        List<RunLog.Entry> log = RunLog.parse(
                "2026-04-02 10:00:05,000 WARNING recursive_context: Confidence should include HIGH/MEDIUM/LOW: Fairly sure\n");
        assertThat(LogMatcher.match(turns, log).byPosition()).containsOnlyKeys(1);
    }

    private static TraceEntry turn(int n, String before, String after) {
        return new TraceEntry(n, (long) n, "in", "out", before, after, List.of());
    }
}
