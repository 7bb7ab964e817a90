package org.scratchpadinspector.formats.forge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.testsupport.Python;

/**
 * The Forge sample read back against what the re-implemented agent recorded while it ran: every note call with
 * its real tool name, status and error text, and the notes the manager held after it.
 */
class ForgeSampleTest {
    static final Path SAMPLE = Path.of("scratchpad-samples/forge");
    static final Path GENERATOR = SAMPLE.resolve("generator").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path out;

    @Test
    void everyNoteCallListsWithTheAgentsToolStatusAndErrorAndTheNotesItHeldAfter() throws Exception {
        checkAgainstExpected(SAMPLE);
    }

    @Test
    void theGeneratorWritesTheCommittedSampleByteForByte() throws Exception {
        Python.run("import runpy, sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "sys.argv = ['make_samples.py', r'" + out + "']\n"
                + "runpy.run_path(r'" + GENERATOR.resolve("make_samples.py") + "', run_name='__main__')\n", "");
        assertThat(tree(out.resolve("workspace"))).isEqualTo(tree(SAMPLE.resolve("workspace")));
        assertThat(Files.readString(out.resolve("expected.json"))).isEqualTo(Files.readString(SAMPLE.resolve("expected.json")));
        checkAgainstExpected(out);
    }

    @Test
    void theRealAgentsLimitsAndErrorsAreTheTools() throws Exception {
        MemorySource source = open(SAMPLE);
        Map<String, Unit> byId = new java.util.HashMap<>();
        source.units().forEach(u -> byId.put(u.id().text(), u));
        assertThat(byId.get("20260401-101606#2").fields().get("error")).isEqualTo("note content exceeds maximum length"
                + " of 800 characters (got 850). Please shorten the content or split into multiple notes");
        assertThat(byId.get("20260401-101606#8").fields()).containsEntry("tool", "delete_note")
                .containsEntry("error", "unknown tool: delete_note");
        String first = source.detail(byId.get("20260401-101606#1").id(), Cancellation.NONE).orElseThrow()
                .state("after").text();
        assertThat(first).contains("tags: decision, auth, security");
        UnitDetail list = source.detail(byId.get("20260401-101606#24").id(), Cancellation.NONE).orElseThrow();
        assertThat(list.unit().flags()).contains("limited");
        assertThat(list.state("result").text()).startsWith("Found 10 note(s):");
        UnitDetail search = source.detail(byId.get("20260401-101606#10").id(), Cancellation.NONE).orElseThrow();
        assertThat(search.state("result").text()).contains("[SCRATCHED]");
        UnitDetail listed = source.detail(byId.get("20260401-101606#11").id(), Cancellation.NONE).orElseThrow();
        assertThat(listed.state("result").text()).doesNotContain("Redis");
        assertThat(listed.state("after").text()).contains("Redis").contains("[SCRATCHED]");
    }

    @Test
    void aSnapshotTakenAfterASummaryExtendsTheSessionsEarlierSnapshot() throws Exception {
        List<Unit> calls = open(SAMPLE).units().stream().filter(u -> "20260402-061927".equals(u.fields().get("session")))
                .toList();
        assertThat(calls).extracting(u -> u.fields().get("snapshot")).containsExactly("20260402-061927-context.json",
                "20260402-061927-context.json", "20260402-062028-context.json", "20260402-062028-context.json");
        assertThat(calls).allSatisfy(u -> assertThat(u.flags()).doesNotContain("unknown_note", "replay_differs"));
    }

    @Test
    void aNoteWhoseAddWasSummarisedAwayIsFlaggedAndLearnedFromTheAgentsLaterListing() throws Exception {
        MemorySource source = open(SAMPLE);
        Unit scratch = source.units().stream().filter(u -> u.id().text().equals("20260402-092131#1")).findFirst()
                .orElseThrow();
        assertThat(scratch.flags()).contains("unknown_note", "scratched", "after_summary");
        UnitDetail list = source.detail(source.find("20260402-092131#2").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(list.state("after").text()).contains("Old note from before the summary.").contains("[SCRATCHED]");
    }

    @Test
    void aHeadlessRunsReportIsOneLineSinceItHoldsNoMessages() throws Exception {
        Path ws = org.scratchpadinspector.testsupport.SampleCopy.copy(SAMPLE.resolve("workspace"), out.resolve("ws"));
        Path artifacts = Files.createDirectories(ws.resolve(".forge/artifacts"));
        Files.writeString(artifacts.resolve("execution.json"), "{\n  \"task\": \"fix the flaky test\",\n  \"status\":"
                + " \"partial_success\",\n  \"tool_call_count\": 14\n}");
        MemorySource source = Formats.registry().open(ws, SourceOptions.NOW, Cancellation.NONE);
        assertThat(source.notes()).anyMatch(line -> line.contains("status partial_success, 14 tool call(s)"));
    }

    static MemorySource open(Path sample) throws Exception {
        return Formats.registry().open(sample.resolve("workspace"), SourceOptions.NOW, Cancellation.NONE);
    }

    private static void checkAgainstExpected(Path sample) throws Exception {
        JsonNode expected = JSON.readTree(sample.resolve("expected.json").toFile()).get("units");
        MemorySource source = open(sample);
        List<Unit> calls = source.units().stream().filter(u -> u.kind().equals("call")).toList();
        assertThat(calls).hasSize(expected.size());
        for (int i = 0; i < calls.size(); i++) {
            Unit unit = calls.get(i);
            JsonNode want = expected.get(i);
            assertThat(unit.format()).isEqualTo("forge");
            assertThat(unit.id().text()).isEqualTo(want.get("id").asText());
            assertThat(unit.status().key()).as(unit.id().text()).isEqualTo(want.get("status").asText());
            assertThat(unit.fields().get("tool")).isEqualTo(want.get("tool").asText());
            assertThat(unit.fields().get("error")).as(unit.id().text())
                    .isEqualTo(want.has("error") ? want.get("error").asText() : null);
            if (!unit.flags().contains("unknown_note")) {
                Object after = source.detail(unit.id(), Cancellation.NONE).orElseThrow().state("after").value();
                assertThat((JsonNode) JSON.valueToTree(after)).as("the notes after %s", unit.id()).isEqualTo(want.get("after"));
            }
        }
    }

    private static Map<String, String> tree(Path dir) throws Exception {
        Map<String, String> files = new java.util.TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p).toString(), Files.readString(p));
            }
        }
        return files;
    }
}
