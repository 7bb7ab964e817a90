package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.Python;

/**
 * The sample generator, run for real into a temp folder: every unit the provider lists prints exactly as the
 * generator's expected.json says it wrote it, and, judged at other times, exactly as the generator's checker
 * computes it from the same files.
 */
class MemPalaceGeneratedSampleTest {
    private static final Path GENERATOR = Path.of("scratchpad-samples/mempalace/generator").toAbsolutePath();
    private static final List<String> OTHER_TIMES = List.of("2026-04-07T11:15:00Z", "2026-04-07T17:40:00Z",
            "2026-04-07T17:50:00Z", "2026-04-07T19:00:00Z", "2026-04-08T00:00:00Z");

    @TempDir
    static Path tmp;
    private static JsonNode checkerUnits;

    @BeforeAll
    static void generateTheSampleAndLetTheCheckerComputeItAtOtherTimes() throws Exception {
        Python.run("import json, runpy, sys\n"
                + "sys.argv = ['make_samples.py', r'" + tmp + "']\n"
                + "runpy.run_path(r'" + GENERATOR.resolve("make_samples.py") + "', run_name='__main__')\n"
                + "sys.path.insert(0, r'" + GENERATOR + "')\n"
                + "import check_samples\n"
                + "from pathlib import Path\n"
                + "out = {at: check_samples.compute(Path(r'" + tmp.resolve("demo") + "'), check_samples.parse_time(at))"
                + " for at in " + pythonList(OTHER_TIMES) + "}\n"
                + "open(r'" + tmp.resolve("checker.json") + "', 'w').write(json.dumps(out))\n", "");
        checkerUnits = new ObjectMapper().readTree(tmp.resolve("checker.json").toFile());
    }

    @Test
    void everyGeneratedUnitPrintsExactlyAsTheGeneratorSaysItWroteIt() throws Exception {
        JsonNode expected = new ObjectMapper().readTree(tmp.resolve("demo/expected.json").toFile());
        assertThat(printed(Instant.parse(expected.get("at").asText()))).isEqualTo(list(expected.get("units")));
    }

    @ParameterizedTest
    @MethodSource("otherTimes")
    void atAnyOtherTimeEveryUnitPrintsAsTheCheckerComputesIt(String at) throws Exception {
        assertThat(printed(Instant.parse(at))).isEqualTo(list(checkerUnits.get(at)));
    }

    @Test
    void theRegistryOpensTheGeneratedFolderAsMemPalace() {
        assertThat(Formats.registry().detect(tmp.resolve("demo")).provider().name()).isEqualTo("mempalace");
        assertThat(Files.isDirectory(tmp.resolve("demo/session_scratchpad"))).isTrue();
    }

    static List<String> otherTimes() {
        return OTHER_TIMES;
    }

    private static List<JsonNode> printed(Instant at) throws Exception {
        MemorySource source = Formats.registry().open(tmp.resolve("demo"), new SourceOptions(at), Cancellation.NONE);
        return source.units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> out = new ArrayList<>();
        array.forEach(out::add);
        assertThat(out).isNotEmpty();
        return out;
    }

    private static String pythonList(List<String> items) {
        return "[" + String.join(", ", items.stream().map(s -> "'" + s + "'").toList()) + "]";
    }
}
