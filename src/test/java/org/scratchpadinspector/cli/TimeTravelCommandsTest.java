package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.Python;

/**
 * restore, fork, compare and rerun on a copy of the healthy sample, with the real Python sample agent (PyYAML)
 * stepping the fork and PyYAML reading back what was written.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TimeTravelCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FORK_AT = "20260401_101137";
    private static final String PYYAML_EQUAL = String.join("\n",
            "import sys, yaml",
            "a, b = sys.stdin.read().split('\\n')[:2]",
            "with open(a, encoding='utf-8') as x, open(b, encoding='utf-8') as y:",
            "    print(yaml.safe_load(x) == yaml.safe_load(y) and yaml.safe_load(open(a, encoding='utf-8')) is not None)");

    @TempDir
    Path tmp;

    Path root;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyHealthySample() throws IOException {
        root = copy(SamplesTest.SAMPLES.resolve("healthy"), tmp.resolve("agent"));
    }

    static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    /** Every file under {@code dir} with its size, modification time and content hash. */
    static Map<String, String> fingerprint(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    files.put(dir.relativize(p).toString(), Files.getLastModifiedTime(p).toMillis() + " "
                            + java.util.Arrays.hashCode(Files.readAllBytes(p)));
                } else {
                    files.put(dir.relativize(p) + "/", String.valueOf(Files.getLastModifiedTime(p).toMillis()));
                }
            }
        }
        return files;
    }

    static List<String> ids(Path dir) throws IOException {
        return Scratchpad.open(dir).summaries(Cancellation.NONE).stream().map(c -> c.id().toString()).toList();
    }

    static boolean pyYamlReadsTheSame(Path a, Path b) {
        return Python.run(PYYAML_EQUAL, a + "\n" + b + "\n").strip().equals("True");
    }

    @Test
    void forkMakesARootWhoseActiveIsTheCyclesBeforeAndWhoseHistoryIsTheEarlierCyclesWithoutTouchingTheSource()
            throws Exception {
        Python.requirePyYaml();
        Map<String, String> sourceBefore = fingerprint(root);
        Path dest = tmp.resolve("fork");
        Run r = run("fork", root.toString(), FORK_AT, "--into", dest.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith(dest.toAbsolutePath().normalize() + "\n").contains("step " + dest);

        Path before = root.resolve("scratchpad/" + FORK_AT + "_before.yaml");
        Path active = dest.resolve("scratchpad/active.yaml");
        assertThat(Files.readAllBytes(active)).isEqualTo(Files.readAllBytes(before));
        assertThat(pyYamlReadsTheSame(active, before)).isTrue();
        assertThat(ids(dest)).containsExactly("20260401_100137", "20260401_100637");
        assertThat(dest.resolve("logs/cycle_20260401_100637.log")).exists();
        assertThat(dest.resolve("logs/cycle_" + FORK_AT + ".log")).doesNotExist();

        JsonNode record = JSON.readTree(dest.resolve(".inspector/fork.json").toFile());
        assertThat(record.path("source").asText()).isEqualTo(root.toAbsolutePath().normalize().toString());
        assertThat(record.path("cycle").asText()).isEqualTo(FORK_AT);
        assertThat(record.path("created").asText()).isNotBlank();
        assertThat(record.path("linked").asBoolean()).isTrue();   // same file system: hard links
        assertThat(fingerprint(root)).isEqualTo(sourceBefore);
    }

    @Test
    void aForkOfTheRealAgentsRootKeepsItsLayoutScratchpadsLogsAndConfig() throws Exception {
        Path msa = copy(SamplesTest.SAMPLES.resolve("msa-real"), tmp.resolve("msa"));
        Map<String, String> sourceBefore = fingerprint(msa);
        Path dest = tmp.resolve("fork");
        Run r = run("fork", msa.resolve("scratchpads").toString(), "20260401_101153", "--into", dest.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(dest.resolve("scratchpads/active.yaml")).hasSameBinaryContentAs(
                msa.resolve("scratchpads/20260401_101153_before.yaml"));
        assertThat(dest.resolve("config/config.yaml")).hasSameBinaryContentAs(msa.resolve("config/config.yaml"));
        assertThat(dest.resolve("config/rules.md")).exists();
        assertThat(dest.resolve("logs/cycle_20260401_100644.log")).exists();
        assertThat(ids(dest)).containsExactly("20260401_100137", "20260401_100644");
        assertThat(dest.resolve("scratchpads/active.reset.yaml")).hasSameBinaryContentAs(
                msa.resolve("scratchpads/active.reset.yaml"));
        assertThat(fingerprint(msa)).isEqualTo(sourceBefore);
    }

    @Test
    void forkIsRefusedIntoANonEmptyDirectoryOrInsideTheSourceAndCreatesNothing() throws Exception {
        Path busy = Files.createDirectories(tmp.resolve("busy"));
        Files.writeString(busy.resolve("keep.txt"), "mine");
        Run notEmpty = run("fork", root.toString(), FORK_AT, "--into", busy.toString());
        assertThat(notEmpty.code()).isEqualTo(1);
        assertThat(notEmpty.err()).contains("is not empty");
        assertThat(Files.list(busy).toList()).containsExactly(busy.resolve("keep.txt"));

        Map<String, String> sourceBefore = fingerprint(root);
        Run inside = run("fork", root.toString(), FORK_AT, "--into", root.resolve("f").toString());
        assertThat(inside.code()).isEqualTo(1);
        assertThat(inside.err()).contains("inside the source");
        Run noCycle = run("fork", root.toString(), "20260401_101138", "--into", tmp.resolve("x").toString());
        assertThat(noCycle.code()).isEqualTo(1);
        assertThat(noCycle.err()).contains("no cycle 20260401_101138");
        assertThat(tmp.resolve("x")).doesNotExist();
        assertThat(fingerprint(root)).isEqualTo(sourceBefore);
    }

    @Test
    void forkAtACycleWithoutBeforeOrAtAnUnreadableOneIsRefused() throws Exception {
        Path demo = copy(SamplesTest.SAMPLES.resolve("demo"), tmp.resolve("demo"));
        Run orphan = run("fork", demo.toString(), "20260401_104137", "--into", tmp.resolve("o").toString());
        assertThat(orphan.code()).isEqualTo(1);
        assertThat(orphan.err()).contains("has no _before");
        assertThat(tmp.resolve("o")).doesNotExist();

        Files.writeString(root.resolve("scratchpad/" + FORK_AT + "_before.yaml"), "goals: [unclosed\n");
        byte[] active = Files.readAllBytes(root.resolve("scratchpad/active.yaml"));
        Run restore = run("restore", root.toString(), FORK_AT);
        assertThat(restore.code()).isEqualTo(1);
        assertThat(restore.err()).contains(FORK_AT + ":before cannot be restored").contains("nothing was written");
        assertThat(Files.readAllBytes(root.resolve("scratchpad/active.yaml"))).isEqualTo(active);
    }

    @Test
    void aStepInTheForkAddsACycleAndCompareJsonPairsTheForkCycleWithItFirst() throws Exception {
        Python.requirePyYaml();
        Path dest = tmp.resolve("fork");
        assertThat(run("fork", root.toString(), FORK_AT, "--into", dest.toString()).code()).isZero();
        Run step = run("step", dest.toString(), "--command", StepCommandTest.sampleAgent("--once . --fake-clock"));
        assertThat(step.code()).as(step.out() + step.err()).isZero();
        List<String> forked = ids(dest);
        assertThat(forked).hasSize(3);
        String added = forked.get(2);

        Run compare = run("compare", root.toString(), dest.toString(), "--json");
        assertThat(compare.code()).as(compare.err()).isEqualTo(1);   // A has two more cycles than B
        JsonNode json = JSON.readTree(compare.out());
        assertThat(json.path("fork_point").asText()).isEqualTo(FORK_AT);
        JsonNode first = json.path("pairs").get(0);
        assertThat(first.path("a").asText()).isEqualTo(FORK_AT);
        assertThat(first.path("b").asText()).isEqualTo(added);
        assertThat(first.path("status").get(0).asText()).isEqualTo("completed");
        assertThat(first.path("status").get(1).asText()).isEqualTo("completed");
        JsonNode toolsA = first.path("tools").get(0);
        JsonNode toolsB = first.path("tools").get(1);
        assertThat(toolsA.size()).isEqualTo(toolsB.size()).isEqualTo(2);
        assertThat(toolsA.get(0).path("tool").asText()).isEqualTo("echo");
        assertThat(toolsA.get(0).path("match").asText()).isEqualTo("same");
        assertThat(first.path("after_diff").size()).isZero();
        JsonNode last = json.path("pairs").get(json.path("pairs").size() - 1);
        assertThat(last.path("b").isNull()).isTrue();
        assertThat(last.path("status").get(1).isNull()).isTrue();
    }

    @Test
    void aScriptedRunReplayedFromAForkAgreesWithTheOriginalAndCompareExitsZero() throws Exception {
        Python.requirePyYaml();
        Path dest = tmp.resolve("fork");
        assertThat(run("fork", root.toString(), FORK_AT, "--into", dest.toString()).code()).isZero();
        for (int i = 0; i < 3; i++) {
            Run step = run("step", dest.toString(), "--command", StepCommandTest.sampleAgent("--once . --fake-clock"));
            assertThat(step.code()).as(step.out() + step.err()).isZero();
        }
        Run compare = run("compare", root.toString(), dest.toString());
        assertThat(compare.code()).as(compare.out()).isZero();
        assertThat(compare.out()).contains("fork point " + FORK_AT).contains("the runs agree (3 pairs)");
    }

    @Test
    void compareOfTwoUnrelatedRunsStartsAtTheFirstCycleWithNoForkPoint() throws Exception {
        Path demo = copy(SamplesTest.SAMPLES.resolve("demo"), tmp.resolve("demo"));
        Run compare = run("compare", root.toString(), demo.toString(), "--json");
        assertThat(compare.code()).isEqualTo(1);
        JsonNode json = JSON.readTree(compare.out());
        assertThat(json.path("fork_point").isNull()).isTrue();
        assertThat(json.path("pairs").get(0).path("a").asText()).isEqualTo("20260401_100137");
        assertThat(json.path("pairs").get(0).path("b").asText()).isEqualTo("20260401_100137");
        Run missing = run("compare", root.toString(), tmp.resolve("nowhere").toString());
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("does not exist");
    }

    @Test
    void compareRefusesAFolderThatIsNoCycleScratchpadInOneLineWithExitTwo() throws Exception {
        Path notes = Files.createDirectories(tmp.resolve("notes"));
        Files.writeString(notes.resolve("turn_001.json"), "{}");
        Run compare = run("compare", root.toString(), notes.toString(), "--json");
        assertThat(compare.code()).isEqualTo(2);
        assertThat(compare.out()).isEmpty();
        assertThat(compare.err().strip()).startsWith("cannot compare: B (" + notes + "): ")
                .contains("no known memory format").doesNotContain("\n");
    }

    @Test
    void restoreWritesTheCyclesBeforeJournalsItWithTheCycleAndUndoPutsThePreviousActiveBackByteForByte()
            throws Exception {
        Python.requirePyYaml();
        Path active = root.resolve("scratchpad/active.yaml");
        Path before = root.resolve("scratchpad/" + FORK_AT + "_before.yaml");
        byte[] previous = Files.readAllBytes(active);

        Run restore = run("restore", root.toString(), FORK_AT);
        assertThat(restore.code()).as(restore.err()).isZero();
        assertThat(Files.readAllBytes(active)).isEqualTo(Files.readAllBytes(before));
        assertThat(pyYamlReadsTheSame(active, before)).isTrue();
        List<String> journal = Files.readAllLines(root.resolve("scratchpad/.inspector/journal.jsonl"), StandardCharsets.UTF_8);
        JsonNode line = JSON.readTree(journal.get(journal.size() - 1));
        assertThat(line.toString()).contains("restore " + FORK_AT + ":before");
        assertThat(run("journal", root.toString()).out()).contains("restore " + FORK_AT + ":before");

        Run undo = run("undo", root.toString());
        assertThat(undo.code()).as(undo.err()).isZero();
        assertThat(Files.readAllBytes(active)).isEqualTo(previous);
    }

    @Test
    void restoreAfterWritesTheAfterAndARunningCycleRefusesTheRestore() throws Exception {
        Path active = root.resolve("scratchpad/active.yaml");
        Run after = run("restore", root.toString(), "20260401_100637", "--after");
        assertThat(after.code()).as(after.err()).isZero();
        assertThat(Files.readAllBytes(active))
                .isEqualTo(Files.readAllBytes(root.resolve("scratchpad/20260401_100637_after.yaml")));

        byte[] now = Files.readAllBytes(active);
        Files.writeString(root.resolve("scratchpad/20260401_102637_before.yaml"), "goals: []\n");
        Run running = run("restore", root.toString(), FORK_AT);
        assertThat(running.code()).isEqualTo(1);
        assertThat(running.err()).contains("20260401_102637").contains("nothing was written");
        assertThat(Files.readAllBytes(active)).isEqualTo(now);
    }

    @Test
    void rerunForksEditsStepsAndComparesSayingThatTheModelIsCalledAgain() throws Exception {
        Python.requirePyYaml();
        Map<String, String> sourceBefore = fingerprint(root);
        Path dest = tmp.resolve("rerun");
        Run r = run("rerun", root.toString(), FORK_AT, "--into", dest.toString(),
                "--edit", "current_task", "--replace", "Tag the release as v1.4.0-rc1",
                "--command", StepCommandTest.sampleAgent("--once . --fake-clock"));
        assertThat(r.code()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out()).contains("a re-run calls the model and the tools again")
                .contains("fork point " + FORK_AT)
                .contains("completed_tasks")
                .contains("the runs differ");
        assertThat(ids(dest)).hasSize(3);
        List<CycleSummary> forked = Scratchpad.open(dest).summaries(Cancellation.NONE);
        assertThat(forked.get(2).status().key()).isEqualTo("completed");
        assertThat(Files.readString(dest.resolve("scratchpad/" + forked.get(2).id() + "_before.yaml")))
                .contains("Tag the release as v1.4.0-rc1");
        assertThat(fingerprint(root)).isEqualTo(sourceBefore);
    }

    @Test
    void aForkMadeRightAfterAnInterruptedCycleTakesEditsAtOnceWhileTheSourceStillRefusesThem() throws Exception {
        Path demo = copy(SamplesTest.SAMPLES.resolve("demo"), tmp.resolve("demo"));
        Path dest = tmp.resolve("fork");
        // 20260401_103137 has a _before only: in the fork it is the newest cycle, copied history that nothing runs
        assertThat(run("fork", demo.toString(), "20260401_103637", "--into", dest.toString()).code()).isZero();
        Run edit = run("edit", dest.toString(), "current_task", "--replace", "Publish on the wiki");
        assertThat(edit.code()).as(edit.err()).isZero();
        assertThat(Files.readString(dest.resolve("scratchpad/active.yaml"))).contains("Publish on the wiki");
        Run source = run("edit", demo.toString(), "current_task", "--replace", "Publish on the wiki");
        assertThat(source.code()).isEqualTo(1);
        assertThat(source.err()).contains("20260401_105637");   // the demo's newest cycle is running
    }

    /**
     * The demo's crashed cycle (publish_report by email raises) re-run in a fork whose model answers "wiki". The
     * scripted model does not read the scratchpad, so the memory edit alone cannot change its answer: the script
     * of the re-run is what differs, and the comparison shows the crash beside the completed cycle.
     */
    @Test
    void aRerunOfTheDemosCrashedCycleWithTheFailingCallChangedShowsTheCrashBesideACompletedCycle() throws Exception {
        Python.requirePyYaml();
        Path demo = copy(SamplesTest.SAMPLES.resolve("demo"), tmp.resolve("demo"));
        String crashed = "20260401_103637";
        String report = "reports/2026-W14.md";
        // the sample agent plays script cycle N+1 when N cycles exist: the fork holds 7, so the 8th is played
        var cycles = JSON.createArrayNode();
        for (int i = 0; i < 7; i++) {
            cycles.addArray().add(response("done", Map.of("summary", "not played")));
        }
        cycles.addArray().add(response("read_file", Map.of("path", report)))
                .add(response("publish_report", Map.of("path", report, "channel", "wiki")))
                .add(response("done", Map.of("summary", "Published on the wiki")));
        Path script = tmp.resolve("wiki.json");
        Files.writeString(script, JSON.createObjectNode().put("max_iterations", 4).set("cycles", cycles).toString(),
                StandardCharsets.UTF_8);
        Path dest = tmp.resolve("rerun");
        Run r = run("rerun", demo.toString(), crashed, "--into", dest.toString(),
                "--edit", "pending_actions", "--replace", "[Publish the report on the wiki]",
                "--command", StepCommandTest.sampleAgent("--once . --fake-clock --script '" + script + "'"));
        assertThat(r.code()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out()).contains("≠ " + crashed + " crashed  |  " + crashed + " completed");
        JsonNode json = JSON.readTree(run("compare", demo.toString(), dest.toString(), "--json").out());
        JsonNode first = json.path("pairs").get(0);
        assertThat(first.path("status").get(0).asText()).isEqualTo("crashed");
        assertThat(first.path("status").get(1).asText()).isEqualTo("completed");
        // the crash replaced A's notes; its calls come from its log's action lines, so the two timelines align:
        // read_file on both sides, publish_report by email in A (it raised) and by wiki in B
        assertThat(first.path("tools").get(1).toString()).contains("publish_report").contains("wiki")
                .contains("changed_args");
        assertThat(first.path("tools").get(0).toString()).contains("publish_report").contains("email")
                .contains("\"failed\":true");
        assertThat(first.path("tool_calls").toString()).isEqualTo("[2,2]");
    }

    /** One model response as the sample agent reads it: a JSON tool call, as text. */
    private static String response(String tool, Map<String, String> args) {
        return JSON.createObjectNode().put("tool", tool).set("args", JSON.valueToTree(args)).toString();
    }
}
