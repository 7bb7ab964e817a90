package org.scratchpadinspector.formats.forgenotes;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.Python;

/** The provider reads a freshly generated sample exactly as its Python generator says it wrote it. */
class ForgeNotesGeneratedSampleTest {
    static final Path GENERATOR = Path.of("scratchpad-samples/forge-notes/generator").toAbsolutePath();

    @TempDir
    Path out;

    @Test
    void everyGeneratedCallPrintsAsTheGeneratorsExpectedJsonAndTheSessionSummariesHold() throws Exception {
        Python.run("import runpy, sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "sys.argv = ['make_samples.py', r'" + out + "']\n"
                + "runpy.run_path(r'" + GENERATOR.resolve("make_samples.py") + "', run_name='__main__')\n", "");
        JsonNode expected = new ObjectMapper().readTree(out.resolve("expected.json").toFile());

        MemorySource source = Formats.registry().open(out, SourceOptions.NOW, Cancellation.NONE);
        assertThat(source.format()).isEqualTo(ForgeNotesProvider.NAME);
        List<Unit> units = source.units();
        List<JsonNode> wanted = new ArrayList<>();
        expected.get("units").forEach(wanted::add);
        assertThat(units.stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList()).isEqualTo(wanted);

        for (JsonNode summary : expected.get("sessions")) {
            String session = summary.get("session").asText();
            List<Unit> calls = units.stream().filter(u -> u.fields().get("session").equals(session)).toList();
            assertThat(calls).hasSize(summary.get("calls").asInt());
            assertThat(calls.stream().filter(u -> u.status().key().equals("failed"))).hasSize(summary.get("failed").asInt());
            String lastAfter = source.detail(calls.get(calls.size() - 1).id(), Cancellation.NONE).orElseThrow()
                    .state("after").text();
            for (JsonNode note : summary.get("notes")) {
                assertThat(lastAfter).as(session + " ends holding " + note).contains(note.asText() + "  tags: ");
            }
            for (JsonNode deleted : summary.get("deleted")) {
                assertThat(lastAfter).doesNotContain(deleted.asText());
                assertThat(calls.stream().flatMap(u -> source.detail(u.id(), Cancellation.NONE).orElseThrow()
                        .changes().stream())).as(deleted + " is deleted by a call")
                        .anyMatch(line -> line.startsWith(deleted.asText() + " deleted: "));
            }
        }
    }
}
