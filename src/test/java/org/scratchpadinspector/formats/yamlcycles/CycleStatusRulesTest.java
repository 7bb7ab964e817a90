package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class CycleStatusRulesTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";
    private static final String C = "20260401_100200";

    @TempDir
    Path tmp;

    private CycleSummary only(ScratchpadFixture f) {
        List<CycleSummary> all = f.open().summaries(Cancellation.NONE);
        return all.get(all.size() - 1);
    }

    @Test
    void beforeWithoutAfterOnTheNewestCycleIsRunning() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), null);
        assertThat(only(f).status()).isEqualTo(CycleStatus.RUNNING);
    }

    @Test
    void beforeWithoutAfterFollowedByALaterCycleIsInterrupted() {
        var f = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), null)
                .cycle(B, state("Draft", "''"), state("Draft", "''"));
        assertThat(f.open().summaries(Cancellation.NONE).get(0).status()).isEqualTo(CycleStatus.INTERRUPTED);
    }

    @Test
    void afterNotesStartingWithTheFailureOfThisCycleIsCrashedAndLosesNotes() {
        var f = new ScratchpadFixture(tmp).cycle(A,
                state("Draft", "\"\\n[TOOL] echo({'message': 'a'}) \\u2192 ECHO: a\""),
                state("Draft", "'Cycle " + A + " failed: boom'"));
        CycleSummary s = only(f);
        assertThat(s.status()).isEqualTo(CycleStatus.CRASHED);
        assertThat(s.flags()).contains(CycleFlag.NOTES_LOST);
    }

    @Test
    void crashWithEmptyNotesBeforeLosesNothing() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"),
                state("Draft", "'Cycle " + A + " failed: boom'"));
        assertThat(only(f).flags()).doesNotContain(CycleFlag.NOTES_LOST);
    }

    @Test
    void identicalStatesIgnoringLastUpdatedAreNoChange() {
        String before = state("Draft", "''").replace("last_updated: null", "last_updated: '2026-04-01T10:00:00'");
        var f = new ScratchpadFixture(tmp).cycle(A, before, state("Draft", "''"));
        assertThat(only(f).status()).isEqualTo(CycleStatus.NO_CHANGE);
    }

    @Test
    void completedSignalInAddedNotesIsCompleted() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"),
                state("Draft", "\"\\n[COMPLETED] drafted\""));
        assertThat(only(f).status()).isEqualTo(CycleStatus.COMPLETED);
    }

    @Test
    void growingCompletedTasksIsCompleted() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), state("Draft", "''", "Outline"));
        assertThat(only(f).status()).isEqualTo(CycleStatus.COMPLETED);
    }

    @Test
    void advancedCurrentTaskIsCompleted() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), state("Review", "''"));
        assertThat(only(f).status()).isEqualTo(CycleStatus.COMPLETED);
    }

    @Test
    void changedStateWithoutDoneIsMaxIterationsAndRepeatedCallsAreFlagged() {
        String call = "\\n[TOOL] clock({}) \\u2192 10:00";
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"),
                state("Draft", "\"" + call + call + call + "\""));
        CycleSummary s = only(f);
        assertThat(s.status()).isEqualTo(CycleStatus.MAX_ITERATIONS);
        assertThat(s.flags()).contains(CycleFlag.REPEATED_TOOL_CALL);
        assertThat(s.toolCalls()).isEqualTo(3);
    }

    @Test
    void parseErrorsAreCountedAndFlagged() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"),
                state("Draft", "\"\\n[PARSE ERROR] Expecting value: oops\\n[COMPLETED] ok\""));
        CycleSummary s = only(f);
        assertThat(s.parseErrors()).isEqualTo(1);
        assertThat(s.flags()).contains(CycleFlag.PARSE_ERRORS);
    }

    @Test
    void beforeThatDiffersFromThePreviousAfterIsAContinuityBreak() {
        var f = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(B, state("Something else", "''", "Draft"), state("Review", "''", "Draft"))
                .cycle(C, state("Review", "''", "Draft"), state("Publish", "''", "Draft", "Review"));
        List<CycleSummary> all = f.open().summaries(Cancellation.NONE);
        assertThat(all.get(0).flags()).doesNotContain(CycleFlag.CONTINUITY_BREAK);
        assertThat(all.get(1).flags()).contains(CycleFlag.CONTINUITY_BREAK);
        assertThat(all.get(2).flags()).doesNotContain(CycleFlag.CONTINUITY_BREAK);
    }

    @Test
    void afterWithoutBeforeIsAnOrphanComparedWithThePreviousState() {
        var f = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(B, null, state("Publish", "''", "Draft", "Review"));
        CycleSummary s = only(f);
        assertThat(s.flags()).contains(CycleFlag.ORPHAN);
        assertThat(s.status()).isEqualTo(CycleStatus.COMPLETED);
        assertThat(s.problems()).anySatisfy(p -> assertThat(p).contains(B + "_before.yaml is missing"));
    }

    @Test
    void iterationCountComesFromTheCycleLog() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), state("Review", "''"))
                .log(A, "x INFO iteration 1 response: {}\nx INFO iteration 2 response: {}\n");
        assertThat(only(f).iterations()).isEqualTo(2);
    }

    @Test
    void addedNotesEntriesFormTheToolCallTimeline() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "\"\\n[TOOL] echo({'message': 'old'}) \\u2192 ECHO: old\""),
                state("Draft", "\"\\n[TOOL] echo({'message': 'old'}) \\u2192 ECHO: old\\n[TOOL] echo({'message': 'caf\\xE9'})"
                        + " \\u2192 ECHO: caf\\xE9\\n[COMPLETED] said it\""));
        CycleAnalysis analysis = f.open().analyze(0);
        assertThat(analysis.addedEntries()).extracting(e -> e.display())
                .containsExactly("[TOOL] echo({'message': 'café'}) → ECHO: café", "[COMPLETED] said it");
    }
}
