package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.testsupport.Python;

/** The seed's own code, run by the sample generator into a fresh folder, is read as the generator says it wrote. */
class RecursiveContextGeneratedSampleTest {
    static final Path GENERATOR = Path.of("scratchpad-samples/recursive-context/generator").toAbsolutePath();

    @TempDir
    static Path out;
    static JsonNode expected;
    static MemorySource source;

    @BeforeAll
    static void generate() throws Exception {
        Python.run("import runpy, sys\n"
                + "sys.path.insert(0, r'" + GENERATOR + "')\n"
                + "sys.argv = ['make_samples.py', r'" + out + "']\n"
                + "runpy.run_path(r'" + GENERATOR.resolve("make_samples.py") + "', run_name='__main__')\n", "");
        expected = new ObjectMapper().readTree(out.resolve("expected.json").toFile());
        RecursiveContextProvider provider = new RecursiveContextProvider();
        source = provider.open(provider.recognise(out.resolve("runs")), SourceOptions.NOW, Cancellation.NONE);
    }

    @Test
    void everyUnitPrintsAsTheGeneratorSaysItWroteItInItsOrder() {
        List<JsonNode> printed = source.units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<JsonNode> want = new ArrayList<>();
        expected.get("units").forEach(want::add);
        assertThat(want).hasSizeGreaterThan(10);
        assertThat(printed).containsExactlyElementsOf(want);
    }

    @Test
    void everyLogRecordOfEachRunLandsOnOneOfItsTurnsInOrder() {
        for (JsonNode run : expected.get("runs")) {
            String name = run.get("run").asText();
            List<String> want = new ArrayList<>();
            run.get("log").forEach(r -> want.add(r.get("level").asText() + " " + r.get("message").asText()));
            List<String> onTurns = new ArrayList<>();
            for (Unit unit : source.units()) {
                if (unit.fields().get("run").equals(name)) {
                    source.detail(unit.id(), Cancellation.NONE).orElseThrow().timeline().stream()
                            .filter(e -> e.kind().equals("log")).map(UnitEvent::title).forEach(onTurns::add);
                }
            }
            assertThat(onTurns).as(name).containsExactlyElementsOf(want);
        }
        assertThat(source.notes()).isEmpty();
    }
}
