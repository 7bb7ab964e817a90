package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * Replays of the real agent's cycles (the msa-real sample, written by the generator's re-implementation of
 * sagecontinuum/msa), and the places a replay cannot match.
 */
class CycleReplayTest {
    static final Path MSA = Path.of("scratchpad-samples/msa-real");

    @TempDir
    Path tmp;

    private static CycleReplay replay(Path root, String id) throws IOException {
        return CycleIterations.replay(Scratchpad.open(root), CycleId.parse(id));
    }

    @Test
    void everyFinishedCycleOfTheRealAgentReplaysToItsAfterAndACrashedOneToItsCrash() throws IOException {
        Scratchpad pad = Scratchpad.open(MSA);
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (CycleSummary c : pad.summaries(Cancellation.NONE)) {
            CycleReplay replay = CycleIterations.replay(pad, c.id());
            verdicts.put(c.id() + " " + c.status().key(), replay.verdict().text());
            if (c.status() != CycleStatus.INTERRUPTED) {
                assertThat(replay.iterations()).as(c.id().toString()).hasSize(c.iterations());
                assertThat(replay.iterations().stream().filter(ReplayedIteration::parseError).count())
                        .as(c.id().toString()).isEqualTo(c.parseErrors());
                assertThat(c.flags()).doesNotContain(CycleFlag.REPLAY_MISMATCH);
            }
        }
        assertThat(verdicts).containsExactly(
                Map.entry("20260401_100137 completed", "ok"),
                Map.entry("20260401_100644 completed", "ok"),
                Map.entry("20260401_101153 max_iterations", "ok"),
                Map.entry("20260401_101704 crashed", "crashed at 4"),
                Map.entry("20260401_102213 completed", "ok"),
                Map.entry("20260401_102717 crashed", "crashed at 1"),
                Map.entry("20260401_113002 interrupted", "partial: 2 of 5"),
                Map.entry("20260401_114509 completed", "ok"),
                Map.entry("20260401_120000 completed", "ok"),
                Map.entry("20260401_120509 completed", "ok"),
                Map.entry("20260401_121018 completed", "ok"),
                Map.entry("20260401_121521 completed", "ok"),
                Map.entry("20260401_122023 max_iterations", "ok"),
                Map.entry("20260401_122535 crashed", "crashed at 2"));
    }

    @Test
    void eachIterationStartsFromTheStateThePreviousOneLeftAndTheLastEndsAtTheAfter() throws IOException {
        Scratchpad pad = Scratchpad.open(MSA);
        CycleReplay replay = CycleIterations.replay(pad, CycleId.parse("20260401_122023"));

        List<ReplayedIteration> its = replay.iterations();
        assertThat(its.get(0).before()).isEqualTo(pad.snapshot(CycleId.parse("20260401_122023"), Side.BEFORE).state());
        for (int i = 1; i < its.size(); i++) {
            assertThat(its.get(i).before()).isEqualTo(its.get(i - 1).after());
        }
        Map<Object, Object> last = new LinkedHashMap<>(its.get(its.size() - 1).after());
        Map<String, Object> after = new LinkedHashMap<>(pad.snapshot(CycleId.parse("20260401_122023"), Side.AFTER).state());
        last.remove("last_updated");
        after.remove("last_updated");
        assertThat(last).isEqualTo(after);
        assertThat(its).extracting(ReplayedIteration::tool)
                .containsExactly("update_scratchpad", "shell", null, "inspect_journal", "echo");
        assertThat(its.get(0).changed()).containsExactly("pending_actions[0]", "notes");
        assertThat(its.get(2).parseError()).isTrue();
        assertThat(its.get(3).unknown()).isTrue();
    }

    @Test
    void aResultTheLogCutAt200IsCompletedFromTheAftersNotesUpTo300() throws IOException {
        CycleReplay replay = replay(MSA, "20260401_122023");

        ReplayedIteration shell = replay.iterations().get(1);
        assertThat(shell.result().codePointCount(0, shell.result().length())).isEqualTo(300);
        assertThat(shell.resultCut()).isFalse();
        assertThat(shell.result()).startsWith("detector: frame 4100 processed in 41 ms, 0 objects\n");

        ReplayedIteration curl = replay(MSA, "20260401_120000").iterations().get(2);
        assertThat(curl.result()).hasSize(235).contains("\r\n").endsWith("advisory\"}\r\n");
    }

    @Test
    void longResponsesAreMarkedCutAndTheDispatchStillComesFromTheLog() throws IOException {
        CycleReplay replay = replay(MSA, "20260401_120000");

        ReplayedIteration first = replay.iterations().get(0);
        assertThat(first.response()).hasSize(200).doesNotContain("{");
        assertThat(first.responseTruncated()).isTrue();
        assertThat(first.tool()).isEqualTo("read_file");
        ReplayedIteration prose = replay.iterations().get(1);
        assertThat(prose.parseError()).isTrue();
        assertThat((String) prose.after().get("notes")).endsWith("\n[PARSE ERROR] Could not parse: " + prose.response());
    }

    @Test
    void nestedUpdatesStringArgumentsAndADictSummaryReplayAsTheDispatcherDid() throws IOException {
        CycleReplay replay = replay(MSA, "20260401_120509");

        List<ReplayedIteration> its = replay.iterations();
        assertThat(its.get(0).changed()).contains("current_task", "completed_tasks[5]");
        assertThat(its.get(2).failed()).isTrue();
        assertThat(its.get(2).args()).isEqualTo("focus ok?");
        assertThat(its.get(2).result()).isEqualTo("EchoTool.run() argument after ** must be a mapping, not str");
        assertThat((String) its.get(3).after().get("notes"))
                .endsWith("\n[COMPLETED] {'focus': 'ok', 'score': 0.93, 'retry': False}");
        assertThat(its.get(3).done()).isTrue();
        assertThat(replay.verdict().kind()).isEqualTo(CycleReplay.Verdict.Kind.OK);
    }

    @Test
    void aCrashInTheDispatcherKeepsTheMutationsBeforeItAsTheAgentsAfterDoes() throws IOException {
        CycleReplay replay = replay(MSA, "20260401_122535");

        assertThat(replay.verdict().text()).isEqualTo("crashed at 2");
        ReplayedIteration done = replay.iterations().get(1);
        assertThat(done.crash()).isEqualTo("'str' object has no attribute 'append'");
        assertThat(done.after().get("completed_tasks")).isEqualTo("none yet");
        assertThat(done.changed()).isEmpty();
    }

    @Test
    void aHandEditedAfterIsAMismatchNamingTheFirstFieldThatDiffers() throws IOException {
        Path root = SampleCopy.copy(MSA, tmp.resolve("msa"));
        Path after = root.resolve("scratchpads/20260401_114509_after.yaml");
        Files.writeString(after, Files.readString(after).replace("summary: Daily report written to reports/daily.md",
                "summary: Daily report written somewhere"));

        CycleReplay replay = replay(root, "20260401_114509");

        assertThat(replay.verdict().text()).isEqualTo("mismatch: completed_tasks[3].summary");
        CycleSummary summary = Scratchpad.open(root).summaries(Cancellation.NONE).stream()
                .filter(s -> s.id().toString().equals("20260401_114509")).findFirst().orElseThrow();
        assertThat(summary.flags()).contains(CycleFlag.REPLAY_MISMATCH);
        assertThat(summary.problems()).anySatisfy(p -> assertThat(p).contains("completed_tasks[3].summary differs first"));
    }

    @Test
    void aLogCutShortIsAPartialReplayThatSaysHowManyIterationsItHas() throws IOException {
        Path root = SampleCopy.copy(MSA, tmp.resolve("msa"));
        Path log = root.resolve("logs/cycle_20260401_114509.log");
        String text = Files.readString(log);
        Files.writeString(log, text.substring(0, text.indexOf("--- Iteration 3/5 ---")));

        CycleReplay replay = replay(root, "20260401_114509");

        assertThat(replay.verdict().text()).isEqualTo("partial: 2 of 5");
        assertThat(replay.iterations()).hasSize(2);
    }

    @Test
    void aCycleWithoutALogInTheRealAgentsFormatHasNothingToReplay() throws IOException {
        CycleReplay replay = replay(Path.of("scratchpad-samples/demo"), "20260401_100137");

        assertThat(replay.iterations()).isEmpty();
        assertThat(replay.verdict().text()).isEqualTo("partial: 0 of 5");
    }

    @Test
    void aCrashedCyclesEarlierResultsStayAsTheLogHasThemWhenTheNotesThatHeldThemWereReplaced() {
        String log = String.join("\n", "=== AGENT WAKING ===", "--- Iteration 1/5 ---",
                "Model response: " + ("{\"tool\": \"echo\", \"args\": {\"message\": \"" + "x".repeat(250) + "\"}}")
                        .substring(0, 200),
                "Dispatching tool: echo with args: {'message': '" + "x".repeat(250) + "'}",
                "Tool result: ECHO: " + "x".repeat(194),
                "--- Iteration 2/5 ---", "Agent cycle failed: Connection error.",
                "Traceback (most recent call last):", "openai.APIConnectionError: Connection error.",
                "=== AGENT SLEEPING ===", "Cycle 20260401_100137 complete.", "");
        CycleLogSection section = LogReader.of(log, CycleId.parse("20260401_100137"), 0);
        Map<String, Object> before = state("");
        Map<String, Object> after = state("Cycle 20260401_100137 failed: Connection error.");

        CycleReplay replay = Replayer.replay(CycleId.parse("20260401_100137"), before, after, section, 5);

        assertThat(replay.verdict().text()).isEqualTo("crashed at 2");
        assertThat(replay.iterations().get(0).resultCut()).isTrue();
        assertThat(replay.iterations().get(0).responseTruncated()).isTrue();
        assertThat(replay.iterations().get(1).response()).isNull();
    }

    @Test
    void aCrashTheDispatcherWouldHaveRaisedButTheLogDoesNotShowIsAMismatch() {
        String log = String.join("\n", "=== AGENT WAKING ===", "--- Iteration 1/5 ---",
                "Model response: {\"tool\": \"done\", \"args\": {}}", "Dispatching tool: done with args: {}",
                "Agent signaled completion.", "=== AGENT SLEEPING ===", "Cycle 20260401_100137 complete.", "");
        Map<String, Object> before = state("");
        before.put("current_task", "Write the report");
        before.put("completed_tasks", "none"); // done appends to it: AttributeError in the real agent
        Map<String, Object> after = state("\n[COMPLETED] Task complete.");

        CycleReplay replay = Replayer.replay(CycleId.parse("20260401_100137"), before, after,
                LogReader.of(log, CycleId.parse("20260401_100137"), 0), 5);

        assertThat(replay.verdict().text()).isEqualTo("mismatch: completed_tasks");
        assertThat(replay.iterations().get(0).crash()).contains("not in the log");
    }

    private static Map<String, Object> state(String notes) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("goals", new java.util.ArrayList<>(List.of("g")));
        s.put("current_task", null);
        s.put("pending_actions", new java.util.ArrayList<>());
        s.put("completed_tasks", new java.util.ArrayList<>());
        s.put("notes", notes);
        s.put("last_updated", null);
        return s;
    }
}
