package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FlowStyleFiles;

/**
 * The demo with one _after replaced by a 20 MB one-line flow-style file: ls, check, show and diff answer
 * within the parse deadline, name the slow file, and give every other cycle what they give today.
 */
class SlowFileCommandsTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final String SLOW = "20260401_101137";
    private static final String NEXT = "20260401_101637";
    private static final Duration GUARD = Duration.ofSeconds(30);

    @TempDir
    static Path tmp;
    static Path root;

    record Run(int code, String out, String err) {
    }

    @BeforeAll
    static void demoWithATwentyMegabyteFlowStyleAfter() throws IOException {
        root = tmp.resolve("demo");
        try (Stream<Path> files = Files.walk(DEMO)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = root.resolve(DEMO.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        FlowStyleFiles.writeOneLine(root.resolve("scratchpad").resolve(SLOW + "_after.yaml"), 20_000_000);
    }

    private static Run run(String... args) {
        return assertTimeoutPreemptively(GUARD, () -> {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
            return new Run(code, out.toString(), err.toString());
        });
    }

    @Test
    void lsListsEveryOtherCycleWithItsStatusAndNamesTheSlowFile() throws IOException {
        Run ls = run("ls", root.toString());

        assertThat(ls.code()).isZero();
        List<String> expected = new ArrayList<>();
        expectedStatuses().forEach((id, status) -> expected.add(id + " " + (id.equals(SLOW) ? "unknown" : status)));
        assertThat(rows(ls.out())).containsExactlyElementsOf(expected);
        assertThat(ls.out()).contains("  " + SLOW + ": " + SLOW
                + "_after.yaml: too slow to parse in this style (20.0 MB, flow style): stopped after 2 s");
    }

    @Test
    void lsJsonIsOneValidArrayWithTheSlowCycleUnknownAndItsReason() throws IOException {
        Run ls = run("ls", "--json", root.toString());

        JsonNode array = new ObjectMapper().readTree(ls.out());
        assertThat(array.isArray()).isTrue();
        assertThat(array).hasSize(expectedStatuses().size());
        for (JsonNode cycle : array) {
            String id = cycle.get("id").asText();
            String expected = id.equals(SLOW) ? "unknown" : expectedStatuses().get(id);
            assertThat(cycle.get("status").asText()).as(id).isEqualTo(expected);
        }
        JsonNode slow = find(array, SLOW);
        assertThat(slow.get("problems").get(0).asText()).contains("too slow to parse in this style (20.0 MB, flow style)");
    }

    @Test
    void checkReportsTheSlowFileAsAProblem() {
        Run check = run("check", root.toString());

        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("PROBLEM  " + SLOW + " " + SLOW + "_after.yaml: too slow to parse in this style");
    }

    @Test
    void showPrintsTheSlowFileRawWithAWarningAndAnotherCycleDecoded() {
        Run slow = run("show", root.toString(), SLOW);
        Run other = run("show", root.toString(), NEXT);

        assertThat(slow.code()).isZero();
        assertThat(slow.out()).startsWith("{goals: [Write the weekly status report]");
        assertThat(slow.err()).contains("too slow to parse in this style (20.0 MB, flow style)").contains("shown raw");
        assertThat(other.code()).isZero();
        assertThat(other.out()).contains("current_task:");
        assertThat(other.err()).isEmpty();
    }

    @Test
    void diffOfTheSlowCycleComparesTheBytesAndSaysSo() {
        Run diff = run("diff", root.toString(), SLOW);

        assertThat(diff.code()).isEqualTo(1);
        assertThat(diff.err()).contains("comparing the bytes on disk");
        assertThat(diff.out()).contains("+++ " + SLOW + "_after.yaml");
    }

    /** id → status, as the demo was scripted to produce (its expected.json), oldest first. */
    private static java.util.Map<String, String> expectedStatuses() throws IOException {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        new ObjectMapper().readTree(DEMO.resolve("expected.json").toFile()).get("cycles")
                .forEach(c -> out.put(c.get("id").asText(), c.get("status").asText()));
        return out;
    }

    private static List<String> rows(String table) {
        List<String> rows = new ArrayList<>();
        for (String line : table.split("\n")) {
            String[] cells = line.trim().split("\\s+");
            // ID, KIND, STATUS, SEVERITY, ...
            if (cells.length >= 4 && cells[0].matches("\\d{8}_\\d{6}")) {
                rows.add(cells[0] + " " + cells[2]);
            }
        }
        return rows;
    }

    private static JsonNode find(JsonNode array, String id) {
        for (JsonNode cycle : array) {
            if (cycle.get("id").asText().equals(id)) {
                return cycle;
            }
        }
        throw new AssertionError("no cycle " + id);
    }
}
