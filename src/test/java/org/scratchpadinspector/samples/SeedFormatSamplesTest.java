package org.scratchpadinspector.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.scratchpadinspector.testsupport.Python;

/**
 * The samples of seeds 001 (recursive-context) and 002 (forge-notes) are what their Python
 * generators write, and their checkers, which recompute every unit from the files alone, agree
 * with the expected.json the generators wrote from their scripts. CI catches drift either way.
 */
class SeedFormatSamplesTest {
    static final Path SAMPLES = Path.of("scratchpad-samples");
    /** The folder each generator writes beside expected.json: a folder of runs, a folder of sessions. */
    static final Map<String, String> DATA_DIR = Map.of("recursive-context", "runs", "forge-notes", "sessions");

    @TempDir
    Path tmp;

    private static String python3Problem;

    @BeforeAll
    static void lookForPython3() {
        python3Problem = python3Problem();
    }

    /** Skips a test that runs python3 when there is none, or fails it when CI is set. */
    private static void needPython3() {
        String ci = System.getenv("CI");
        if (python3Problem != null && ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false")) {
            throw new AssertionError("CI is set but " + python3Problem);
        }
        assumeTrue(python3Problem == null, () -> "skipped: " + python3Problem);
    }

    @ParameterizedTest
    @ValueSource(strings = {"recursive-context", "forge-notes"})
    void regeneratingGivesTheCommittedFilesByteForByteAndTheCheckerAgreesWithBoth(String sample) throws IOException {
        needPython3();
        Path generator = SAMPLES.resolve(sample).resolve("generator");
        // One python3 process: regenerate into tmp, then recompute every unit of both copies from their files.
        String checked = Python.run("import runpy, sys\nfrom pathlib import Path\n"
                + "sys.path.insert(0, r'" + generator + "')\n"
                + "sys.argv = ['make_samples.py', r'" + tmp + "']\n"
                + "runpy.run_path(r'" + generator.resolve("make_samples.py") + "', run_name='__main__')\n"
                + "import check_samples\n"
                + "problems = check_samples.check(Path(r'" + SAMPLES.resolve(sample) + "'))"
                + " + check_samples.check(Path(r'" + tmp + "'))\n"
                + "sys.stderr.write('\\n'.join(problems))\n"
                + "print('problems:', len(problems))\n"
                + "sys.exit(1 if problems else 0)\n", "");
        assertThat(checked).contains("problems: 0");

        String data = DATA_DIR.get(sample);
        List<String> generated = relativeFiles(tmp.resolve(data));
        assertThat(generated).isNotEmpty().isEqualTo(relativeFiles(SAMPLES.resolve(sample).resolve(data)));
        for (String file : generated) {
            assertThat(Files.readAllBytes(tmp.resolve(data).resolve(file))).as(sample + "/" + data + "/" + file)
                    .isEqualTo(Files.readAllBytes(SAMPLES.resolve(sample).resolve(data).resolve(file)));
        }
        assertThat(Files.readAllBytes(tmp.resolve("expected.json"))).as(sample + "/expected.json")
                .isEqualTo(Files.readAllBytes(SAMPLES.resolve(sample).resolve("expected.json")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"recursive-context", "forge-notes"})
    void pythonUnitTestsOfTheGeneratorPass(String sample) {
        needPython3();
        String out = Python.run("import sys, unittest\n"
                + "suite = unittest.defaultTestLoader.discover(r'" + SAMPLES.resolve(sample).resolve("generator")
                + "', pattern='test_*.py')\n"
                + "result = unittest.TextTestRunner(stream=sys.stderr, verbosity=1).run(suite)\n"
                + "print(result.testsRun)\n"
                + "sys.exit(0 if result.wasSuccessful() else 1)\n", "");
        assertThat(Integer.parseInt(out.strip())).isGreaterThan(5);
    }

    @Test
    void recursiveContextUnitsAreTurnsWithExactlyTheFieldsLsJsonPrints() throws IOException {
        JsonNode expected = new ObjectMapper().readTree(SAMPLES.resolve("recursive-context/expected.json").toFile());
        List<String> statuses = new ArrayList<>();
        for (JsonNode unit : expected.get("units")) {
            assertThat(fieldNames(unit)).containsExactly("format", "kind", "id", "status", "flags", "problems",
                    "run", "turn", "sections_changed");
            assertThat(unit.get("format").asText()).isEqualTo("recursivecontext");
            assertThat(unit.get("kind").asText()).isEqualTo("turn");
            assertThat(unit.get("id").asText()).isEqualTo(unit.get("run").asText() + "#" + unit.get("turn").asInt());
            statuses.add(unit.get("status").asText());
        }
        assertThat(statuses).contains("changed", "unchanged").containsOnly("changed", "unchanged");
        assertThat(expected.toString()).contains("continuity_break", "pr-review-restored#4");
    }

    @Test
    void forgeNotesUnitsAreCallsNumberedFromOnePerSessionWithAnErrorExactlyWhenFailed() throws IOException {
        JsonNode expected = new ObjectMapper().readTree(SAMPLES.resolve("forge-notes/expected.json").toFile());
        Map<String, Integer> next = new HashMap<>();
        int failed = 0;
        for (JsonNode unit : expected.get("units")) {
            String session = unit.get("session").asText();
            int n = next.merge(session, 1, Integer::sum);
            assertThat(unit.get("id").asText()).isEqualTo(session + "#" + n);
            assertThat(unit.get("format").asText()).isEqualTo("forgenotes");
            assertThat(unit.get("kind").asText()).isEqualTo("call");
            boolean isFailed = unit.get("status").asText().equals("failed");
            List<String> fields = new ArrayList<>(List.of("format", "kind", "id", "status", "flags", "problems",
                    "session", "tool"));
            if (isFailed) {
                fields.add("error");
                failed++;
            } else {
                assertThat(unit.get("status").asText()).isEqualTo("ok");
            }
            assertThat(fieldNames(unit)).containsExactlyElementsOf(fields);
        }
        assertThat(next).containsOnlyKeys("auth-refactor", "flaky-ci");
        assertThat(failed).isEqualTo(5);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> relativeFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }

    private static String python3Problem() {
        try {
            Process process = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(1, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return "python3 --version did not finish";
            }
            return process.exitValue() == 0 ? null : "python3 --version failed";
        } catch (IOException e) {
            return "python3 is not available (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while looking for python3";
        }
    }
}
