package org.scratchpadinspector.samples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.scratchpadinspector.testsupport.Python;

/**
 * The miniagent (seed 003) and MemPalace (seed 004) samples are exactly what their Python generators write, and
 * each checker, which reads only the files, computes the units of the committed expected.json.
 */
class MiniagentAndMemPalaceSamplesTest {
    private static final Path SAMPLES = Path.of("scratchpad-samples");
    private static final List<String> COMMON_FIELDS = List.of("format", "kind", "id", "status", "flags", "problems");

    enum Sample {
        MINIAGENT("miniagent", "32-tutor-demo", List.of("learner", "steps", "tools", "failed_steps")),
        MEMPALACE("mempalace", "demo", List.of("entries", "expires_at", "promote"));

        final String format;
        final String folder;
        final List<String> fields;

        Sample(String format, String folder, List<String> fields) {
            this.format = format;
            this.folder = folder;
            this.fields = fields;
        }

        Path generator() {
            return SAMPLES.resolve(format).resolve("generator");
        }

        Path committed() {
            return SAMPLES.resolve(format).resolve(folder);
        }
    }

    @TempDir
    static Path tmp;

    /** What one python3 run printed: each generator writing into tmp, then its checker on both folders. */
    private static String pythonReport;

    @BeforeAll
    static void generateBothSamplesAndCheckThemInOnePythonRun() {
        StringBuilder script = new StringBuilder("import runpy, sys\n"
                + "def run(argv):\n"
                + "    sys.argv = argv\n"
                + "    try:\n"
                + "        runpy.run_path(argv[0], run_name='__main__')\n"
                + "        code = 0\n"
                + "    except SystemExit as e:\n"
                + "        code = e.code or 0\n"
                + "    print(' '.join(argv), 'exit', code)\n");
        for (Sample sample : Sample.values()) {
            Path check = sample.generator().resolve("check_samples.py");
            script.append("run([r'").append(sample.generator().resolve("make_samples.py"))
                    .append("', r'").append(tmp).append("'])\n")
                    .append("run([r'").append(check).append("', r'").append(sample.committed()).append("'])\n")
                    .append("run([r'").append(check).append("', r'").append(tmp.resolve(sample.folder)).append("'])\n");
        }
        pythonReport = Python.run(script.toString(), "");
    }

    @ParameterizedTest
    @EnumSource(Sample.class)
    void regeneratingTheSampleGivesTheCommittedBytes(Sample sample) throws IOException {
        Path generated = tmp.resolve(sample.folder);
        List<String> files = relativeFiles(generated);
        assertThat(files).isEqualTo(relativeFiles(sample.committed()));
        for (String file : files) {
            assertThat(Files.readAllBytes(generated.resolve(file)))
                    .as(sample.folder + "/" + file)
                    .isEqualTo(Files.readAllBytes(sample.committed().resolve(file)));
        }
    }

    @ParameterizedTest
    @EnumSource(Sample.class)
    void checkerComputesExpectedJsonFromTheFilesAloneForCommittedAndRegeneratedSamples(Sample sample) {
        String check = sample.generator().resolve("check_samples.py").toString();
        assertThat(pythonReport)
                .contains(sample.committed() + ": OK", tmp.resolve(sample.folder) + ": OK")
                .contains(check + " " + sample.committed() + " exit 0",
                        check + " " + tmp.resolve(sample.folder) + " exit 0");
    }

    @ParameterizedTest
    @EnumSource(Sample.class)
    void everyExpectedUnitCarriesTheCommonFieldsAndItsFormatsOwn(Sample sample) throws IOException {
        JsonNode units = new ObjectMapper().readTree(sample.committed().resolve("expected.json").toFile()).get("units");
        assertThat(units).isNotEmpty();
        for (JsonNode unit : units) {
            assertThat(unit.get("format").asText()).isEqualTo(sample.format);
            assertThat(unit.get("flags").isArray()).isTrue();
            assertThat(unit.get("problems").isArray()).isTrue();
            List<String> names = new ArrayList<>();
            unit.fieldNames().forEachRemaining(names::add);
            assertThat(names).containsAll(COMMON_FIELDS);
            if (!unit.get("kind").asText().equals("store")) {
                assertThat(names).as(unit.get("id").asText()).containsAll(sample.fields);
            }
        }
    }

    @Test
    void samplesShowEveryStatusOfTheirFormat() throws IOException {
        assertThat(statuses(Sample.MINIAGENT, "correction")).containsExactly("answered", "incomplete");
        assertThat(statuses(Sample.MINIAGENT, "store")).containsExactly("ok");
        assertThat(statuses(Sample.MEMPALACE, "session")).containsExactly("expired", "live", "unreadable");
    }

    @Test
    void pythonUnitTestsOfBothGeneratorsPass() {
        StringBuilder script = new StringBuilder("import sys, unittest\nsuite = unittest.TestSuite()\n");
        for (Sample sample : Sample.values()) {
            script.append("suite.addTests(unittest.defaultTestLoader.discover(r'").append(sample.generator())
                    .append("', pattern='test_*.py', top_level_dir=r'").append(sample.generator()).append("'))\n");
        }
        Python.run(script + "result = unittest.TextTestRunner(verbosity=1).run(suite)\n"
                + "sys.exit(0 if result.wasSuccessful() and result.testsRun >= 11 else 1)\n", "");
    }

    private static Set<String> statuses(Sample sample, String kind) throws IOException {
        Set<String> out = new TreeSet<>();
        JsonNode units = new ObjectMapper().readTree(sample.committed().resolve("expected.json").toFile()).get("units");
        for (JsonNode unit : units) {
            if (unit.get("kind").asText().equals(kind)) {
                out.add(unit.get("status").asText());
            }
        }
        return out;
    }

    private static List<String> relativeFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }
}
