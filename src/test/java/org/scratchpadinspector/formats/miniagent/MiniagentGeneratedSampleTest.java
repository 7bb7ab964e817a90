package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.testsupport.Python;

/**
 * The seed-003 generator, run for real, writes experiment folders after 3, 7 and all 9 corrections; the
 * provider lists each one's units exactly as the generator's expected.json says, and the store's "previous"
 * state is the store the generator left one answered correction earlier.
 */
class MiniagentGeneratedSampleTest {
    private static final Path GENERATOR = Path.of("scratchpad-samples/miniagent/generator/make_samples.py");

    @TempDir
    static Path tmp;

    @BeforeAll
    static void runTheGenerator() {
        StringBuilder script = new StringBuilder("import runpy, sys\n");
        for (String run : List.of("all", "3", "7")) {
            script.append("sys.argv = [r'").append(GENERATOR).append("', r'").append(tmp.resolve(run)).append("'")
                    .append(run.equals("all") ? "" : ", '--corrections', '" + run + "'").append("]\n")
                    .append("runpy.run_path(sys.argv[0], run_name='__main__')\n");
        }
        Python.run(script.toString(), "");
    }

    private static MemorySource open(String run) throws Exception {
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(tmp.resolve(run)), SourceOptions.NOW, Cancellation.NONE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"all", "3", "7"})
    void everyUnitPrintsExactlyAsTheGeneratorSaysItWrote(String run) throws Exception {
        Path experiment = tmp.resolve(run).resolve("32-tutor-demo");
        JsonNode expected = new ObjectMapper().readTree(experiment.resolve("expected.json").toFile()).get("units");
        List<JsonNode> actual = open(run).units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        assertThat(expected.size()).isGreaterThan(3);
        assertThat(actual).containsExactlyElementsOf(expected::elements);
    }

    @Test
    void theStoresPreviousStateIsTheStoreOneAnsweredCorrectionEarlier() throws Exception {
        // after all 9, the newest answered correction is the 8th, so "previous" is the store after 7
        UnitDetail all = store("all");
        UnitDetail seven = store("7");
        assertThat(all.state("previous").readable()).isTrue();
        assertThat(all.state("previous").text()).isEqualTo(seven.state("current").text());
        // after 3, the newest answered correction is the 3rd: go counted a second time, write once
        assertThat(store("3").changes()).containsExactly("mistake zoë|go|past_tense_form: 1 → 2",
                "mistake zoë|write|regularised_past: new, 1", "accuracy zoë|past_simple: 0/2 correct → 0/3 correct");
    }

    private static UnitDetail store(String run) throws Exception {
        MemorySource source = open(run);
        return source.detail(source.find("longterm").orElseThrow(), Cancellation.NONE).orElseThrow();
    }
}
