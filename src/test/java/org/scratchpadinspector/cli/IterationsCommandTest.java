package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;

/** {@code iterations DIR ID}: what the model saw and did in each iteration of a real-agent cycle. */
class IterationsCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path MSA = RealAgentRootTest.MSA;

    @TempDir
    Path tmp;

    @Test
    void theJsonIsOneObjectWithTheCycleItsIterationsAndHowTheReplayEnds() throws IOException {
        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", MSA.toString(), "20260401_101153", "--json");

        assertThat(r.code()).as(r.err()).isZero();
        JsonNode root = JSON.readTree(r.out());
        assertThat(fields(root)).containsExactly("cycle", "iterations", "replay");
        assertThat(root.path("cycle").asText()).isEqualTo("20260401_101153");
        assertThat(root.path("replay").asText()).isEqualTo("ok");
        JsonNode its = root.path("iterations");
        assertThat(its).hasSize(5);
        assertThat(fields(its.get(0))).containsExactly("n", "response", "response_truncated", "action", "result",
                "failed", "unknown", "parse_error", "changed");
        JsonNode first = its.get(0);
        assertThat(first.path("n").asInt()).isEqualTo(1);
        assertThat(first.path("action").path("tool").asText()).isEqualTo("shell");
        assertThat(first.path("action").path("args").asText()).isEqualTo("['journalctl', '-u', 'detector', '--since', '-24h']");
        assertThat(first.path("failed").asBoolean()).isTrue();
        assertThat(first.path("result").asText()).isEqualTo("ShellTool.run() argument after ** must be a mapping, not list");
        assertThat(first.path("changed").get(0).asText()).isEqualTo("notes");
        assertThat(its.get(3).path("action").path("tool").asText()).isEqualTo("update_scratchpad");
        assertThat(its.get(3).path("result").isNull()).isTrue();
    }

    @Test
    void aParseErrorHasNoActionAndAnUnknownToolIsMarked() throws IOException {
        JsonNode its = JSON.readTree(RealAgentRootTest.run("iterations", MSA.toString(), "20260401_100644", "--json")
                .out()).path("iterations");

        assertThat(its.get(0).path("action").isNull()).isTrue();
        assertThat(its.get(0).path("parse_error").asBoolean()).isTrue();
        assertThat(its.get(1).path("unknown").asBoolean()).isTrue();
        assertThat(its.get(1).path("action").path("tool").asText()).isEqualTo("read_calibration");
    }

    @Test
    void aCrashedCycleReplaysToItsCrashAndExitsZero() throws IOException {
        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", MSA.toString(), "20260401_101704", "--json");

        assertThat(r.code()).isZero();
        assertThat(JSON.readTree(r.out()).path("replay").asText()).isEqualTo("crashed at 4");
    }

    @Test
    void aMismatchOrAPartialLogExitsOneAndSaysWhere() throws IOException {
        Path root = SampleCopy.copy(MSA, tmp.resolve("msa"));
        Path after = root.resolve("scratchpads/20260401_114509_after.yaml");
        Files.writeString(after, Files.readString(after).replace("current_task: Post the daily report",
                "current_task: Something else"));

        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", root.toString(), "20260401_114509");

        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("replay: mismatch: current_task");
        RealAgentRootTest.Run interrupted = RealAgentRootTest.run("iterations", root.toString(), "20260401_113002");
        assertThat(interrupted.code()).isEqualTo(1);
        assertThat(interrupted.out()).contains("replay: partial: 2 of 5");
    }

    @Test
    void theHumanOutputMarksCutResponsesAndNamesEachIterationsChanges() {
        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", MSA.toString(), "20260401_120000");

        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("replay: ok", "#1  read_file {'path': 'data/detections-by-hour.csv'}",
                "[cut at 200 characters by the agent's log]", "#2  parse error", "changed   notes",
                "\\r\\n"); // the CRLF of the HTTP result, escaped on one line
    }

    @Test
    void untrustedTextFromTheLogIsPrintedEscapedInTextAndJson() throws IOException {
        Path root = SampleCopy.copy(MSA, tmp.resolve("msa"));
        Path log = root.resolve("logs/cycle_20260401_114509.log");
        Files.writeString(log, Files.readString(log).replace(
                "Model response: {\"tool\": \"http_get\"", "Model response: \u001b[31m\u202e{\"tool\": \"http_get\""));

        RealAgentRootTest.Run text = RealAgentRootTest.run("iterations", root.toString(), "20260401_114509");
        RealAgentRootTest.Run json = RealAgentRootTest.run("iterations", root.toString(), "20260401_114509", "--json");

        assertThat(text.out()).contains("response  \\x1b[31m\\u202e{\"tool\": \"http_get\"")
                .doesNotContain("\u001b").doesNotContain("\u202e");
        assertThat(json.out()).doesNotContain("\u001b").doesNotContain("\u202e").contains("\\u001B[31m\\u202e");
        assertThat(JSON.readTree(json.out()).path("iterations").get(0).path("response").asText())
                .startsWith("\u001b[31m\u202e{");
    }

    @Test
    void thePromptOfAnIterationIsPrintedRebuiltWithItsSystemTurn() throws IOException {
        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", MSA.toString(), "20260401_100137", "--prompt", "2");

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("# prompt of iteration 2 of cycle 20260401_100137, rebuilt")
                .contains("You are the caretaker of the W07 field node.", "# user turn:",
                        "Current scratchpad state:", "[TOOL] shell({'command': 'uptime'})",
                        "Available tools:\n- echo:", "Instructions:\n- Review your current_task");
        JsonNode json = JSON.readTree(RealAgentRootTest.run("iterations", MSA.toString(), "20260401_100137",
                "--prompt", "2", "--json").out());
        assertThat(json.path("rebuilt").asBoolean()).isTrue();
        assertThat(json.path("user").asText()).startsWith("\nCurrent scratchpad state:\n");
    }

    @Test
    void noSuchCycleOrIterationIsTroubleInOneLine() {
        RealAgentRootTest.Run cycle = RealAgentRootTest.run("iterations", MSA.toString(), "20990101_000000");
        RealAgentRootTest.Run iteration = RealAgentRootTest.run("iterations", MSA.toString(), "20260401_100137",
                "--prompt", "9");

        assertThat(cycle.code()).isEqualTo(Cli.TROUBLE);
        assertThat(cycle.err().strip()).startsWith("no cycle 20990101_000000 in ").doesNotContain("\n");
        assertThat(iteration.code()).isEqualTo(Cli.TROUBLE);
        assertThat(iteration.err()).contains("has no iteration 9 to rebuild (iterations 1 to 3)");
    }

    @Test
    void aMiniagentCorrectionShowsItsRecordedStepsKeyedByCorrection() throws IOException {
        String demo = "scratchpad-samples/miniagent/32-tutor-demo";
        RealAgentRootTest.Run text = RealAgentRootTest.run("iterations", demo, "3ceb3ffd");
        RealAgentRootTest.Run json = RealAgentRootTest.run("iterations", demo, "3ceb3ffd", "--json");

        assertThat(text.code()).as(text.err()).isZero();
        assertThat(text.out()).startsWith("correction 3ceb3ffd  ·  2 steps  ·  recorded by the agent in its trace")
                .contains("#1  lookup_irregular_verb(verb=\"go\") -> ok", "changed   steps[0]")
                .doesNotContain("--prompt");
        JsonNode root = JSON.readTree(json.out());
        assertThat(fields(root)).containsExactly("correction", "iterations", "replay");
        assertThat(root.path("iterations").get(1).path("action").path("tool").asText()).isEqualTo("lookup_longterm");
        RealAgentRootTest.Run prompt = RealAgentRootTest.run("iterations", demo, "3ceb3ffd", "--prompt", "1");
        assertThat(prompt.code()).isEqualTo(Cli.TROUBLE);
        assertThat(prompt.err().strip()).contains("keeps no prompt").doesNotContain("\n");
    }

    @Test
    void aFormatWithoutStepsSaysSoInOneLineAndExitsTwo() {
        RealAgentRootTest.Run r = RealAgentRootTest.run("iterations", "scratchpad-samples/mempalace/demo", "any");

        assertThat(r.code()).isEqualTo(Cli.TROUBLE);
        assertThat(r.err().strip()).contains("does not offer steps").doesNotContain("\n");
        assertThat(r.out()).isEmpty();
    }

    private static List<String> fields(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
