package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * {@code ls}, {@code show}, {@code diff}, {@code check} and {@code blame} on a workspace written as the real Forge
 * writes it, and on a Hermes home; bad snapshots and hostile names get one clear line, escaped.
 */
class ForgeCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path WORKSPACE = Path.of("scratchpad-samples/forge/workspace");

    @TempDir
    Path dir;

    static OtherFormatCommandsTest.Run run(String... args) {
        return OtherFormatCommandsTest.run(args);
    }

    @Test
    void lsJsonListsEachNoteCallWithTheRealToolNameStatusAndErrorText() throws Exception {
        var ls = run("ls", "--json", WORKSPACE.toString());

        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode all = JSON.readTree(ls.out());
        JsonNode units = JSON.createArrayNode().addAll(java.util.stream.StreamSupport.stream(all.spliterator(), false)
                .filter(u -> u.get("format").asText().equals("forge")).toList());
        JsonNode expected = JSON.readTree(WORKSPACE.resolveSibling("expected.json").toFile()).get("units");
        assertThat(units).hasSize(expected.size());
        for (int i = 0; i < units.size(); i++) {
            JsonNode got = units.get(i);
            JsonNode want = expected.get(i);
            for (String field : new String[] {"format", "kind", "id", "status", "session", "tool"}) {
                assertThat(got.get(field)).as(field + " of " + want.get("id")).isEqualTo(want.get(field));
            }
            assertThat(got.get("error")).as("error of " + want.get("id")).isEqualTo(want.get("error"));
        }
    }

    @Test
    void aWorkspaceListsItsLongTermMemoriesAfterTheNoteCallsTheSupersedingOneNamingItsPredecessor() throws Exception {
        var ls = run("ls", "--json", WORKSPACE.toString());
        JsonNode units = JSON.readTree(ls.out());
        JsonNode last = units.get(units.size() - 1);
        assertThat(units.get(0).get("format").asText()).isEqualTo("forge");
        assertThat(last.get("format").asText()).isEqualTo("forge-memories");
        assertThat(last.get("kind").asText()).isEqualTo("memory");
        assertThat(last.get("id").asText()).isEqualTo("mem_6a2d0b3f-4c8e-4d9f-a0b1-2c3d4e5f6071");
        assertThat(last.get("supersedes").asText()).isEqualTo("mem_5f1c9a2e-3b7d-4c8e-9f0a-1b2c3d4e5f60");
        assertThat(last.get("version").asInt()).isEqualTo(2);
        var show = run("show", WORKSPACE.toString(), "mem_6a2d0b3f-4c8e-4d9f-a0b1-2c3d4e5f6071");
        assertThat(show.code()).as(show.err()).isZero();
        assertThat(show.out()).contains("Token refresh is POST /token");
    }

    @Test
    void showPrintsTheNotesAfterTheCallAsTheManagerHoldsThemAndTheAnswerTheAgentSaw() {
        var after = run("show", WORKSPACE.toString(), "20260401-101606#9");
        assertThat(after.code()).as(after.err()).isZero();
        assertThat(after.out()).contains("tags: dependency, database  [SCRATCHED]")
                .contains("tags: decision, auth, security");

        var seen = run("show", "--state", "result", WORKSPACE.toString(), "20260401-101606#11");
        assertThat(seen.out()).startsWith("Found 1 note(s):").doesNotContain("Redis");

        var before = run("show", "--before", WORKSPACE.toString(), "20260401-101606#1");
        assertThat(before.out()).isEqualTo("(no notes)\n");
    }

    @Test
    void checkExitsOneNamingEachFailedCallWithItsError() {
        var check = run("check", WORKSPACE.toString());
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("20260401-101606#8: failed: unknown tool: delete_note")
                .contains("invalid arguments: strconv.ParseInt: parsing \"ten\": invalid syntax");
    }

    @Test
    void diffOfACallShowsTheNoteItChangedAndBlameNamesTheCall() {
        var diff = run("diff", WORKSPACE.toString(), "20260401-101606#7");
        assertThat(diff.code()).isEqualTo(1);
        assertThat(diff.out()).contains("+  Decision: JWT validation stays in the middleware; refresh is POST /token");

        var blame = run("blame", WORKSPACE.toString(), "note_1775031301500007919_1.content");
        assertThat(blame.code()).as(blame.err()).isZero();
        assertThat(blame.out()).contains("call 20260401-101606#7  by agent").contains("call 20260401-101606#1  by agent");
    }

    @Test
    void aHermesHomeListsItsSessionsWithTheirExpiryAtTheTimeAsked() throws Exception {
        var ls = run("ls", "--json", "--at", "2026-04-07T18:00:00Z",
                "scratchpad-samples/mempalace/hermes-home/.hermes");
        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode units = JSON.readTree(ls.out());
        assertThat(units.get(0).get("id").asText()).isEqualTo("20260407_170000_a1b2c3");
        assertThat(units.get(0).get("status").asText()).isEqualTo("expired");
        assertThat(units.get(1).get("status").asText()).isEqualTo("live");
        JsonNode memories = units.get(2);
        assertThat(memories.get("format").asText()).isEqualTo("hermes");
        assertThat(memories.get("kind").asText()).isEqualTo("version");
        assertThat(memories.get("sections_changed").toString()).contains("MEMORY.md#§0").contains("USER.md#§1");
    }

    @Test
    void badSnapshotsAreUnitsWithOneLineAndTheReadableOnesStillList() throws Exception {
        Path context = SampleCopy.copy(WORKSPACE.resolve(".forge/context"), dir.resolve("ws/.forge/context"));
        Path truncated = context.resolve("20260403-080000-context.json");
        Files.writeString(truncated, "{\n  \"exported_at\": \"2026-04-03T08:00:00Z\",\n  \"messages\": [\n    {");
        Files.setLastModifiedTime(truncated, FileTime.from(Instant.now().minusSeconds(3600)));
        Files.writeString(context.resolve("20260403-090000-context.json"), "[1, 2, 3]");
        Files.write(context.resolve("20260403-100000-context.json"), new byte[] {0, (byte) 0xff, 0x13, 0x37});
        Files.createDirectories(context.resolve("20260403-110000-context.json"));

        var ls = run("ls", "--json", dir.resolve("ws").toString());

        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode units = JSON.readTree(ls.out());
        JsonNode bad = JSON.createArrayNode().addAll(java.util.stream.StreamSupport.stream(units.spliterator(), false)
                .filter(u -> u.get("kind").asText().equals("snapshot")).toList());
        assertThat(bad).hasSize(4);
        assertThat(bad).allSatisfy(u -> {
            assertThat(u.get("status").asText()).isEqualTo("unreadable");
            assertThat(u.get("problems").get(0).asText()).doesNotContain("\n").startsWith("20260403-");
        });
        assertThat(bad.get(0).get("problems").get(0).asText()).contains("line").contains("column");
        assertThat(bad.get(1).get("problems").get(0).asText()).contains("the top level is a list");
        assertThat(bad.get(3).get("problems").get(0).asText()).contains("a directory, not a file");
        assertThat(java.util.stream.StreamSupport.stream(units.spliterator(), false)
                .filter(u -> u.get("kind").asText().equals("call")).count()).isEqualTo(JSON.readTree(WORKSPACE.resolveSibling("expected.json").toFile())
                .get("units").size());
    }

    @Test
    void hostileToolNamesAndErrorTextsArePrintedEscaped() throws Exception {
        Path context = Files.createDirectories(dir.resolve("ws/.forge/context"));
        ObjectNode snapshot = JSON.createObjectNode();
        snapshot.put("exported_at", "2026-04-03T08:00:00Z");
        ArrayNode messages = snapshot.putArray("messages");
        messages.addObject().put("index", 0).put("role", "system").put("content", "<tool><tool_name>add_note</tool_name></tool>");
        messages.addObject().put("index", 1).put("role", "user").put("content", "go");
        messages.addObject().put("index", 2).put("role", "assistant").put("content",
                "<tool><server_name>local</server_name><tool_name>scratch_note</tool_name><arguments>"
                        + "<id>note_\u0085[31m\u202eevil</id></arguments></tool>");
        Files.writeString(context.resolve("20260403-080000-context.json"), JSON.writerWithDefaultPrettyPrinter()
                .writeValueAsString(snapshot));

        var ls = run("ls", dir.resolve("ws").toString());
        var check = run("check", dir.resolve("ws").toString());

        assertThat(ls.out()).doesNotContain("\u0085").doesNotContain("\u202e");
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("note not found: note_\\u0085[31m\\u202eevil")
                .doesNotContain("\u0085").doesNotContain("\u202e");
    }

    @Test
    void theAdrLayoutStillListsAndSaysWhatItIs() {
        var ls = run("ls", "scratchpad-samples/forge-notes/sessions");
        assertThat(ls.code()).as(ls.err()).isZero();
        assertThat(ls.out()).contains("auth-refactor#1").contains("the ADR's layout");
    }

    @Test
    void anIdNoCallHasIsOneLine() {
        var show = run("show", WORKSPACE.toString(), "20260401-101606#999");
        assertThat(show.code()).isEqualTo(2);
        assertThat(show.err().strip()).doesNotContain("\n").contains("20260401-101606#999");
    }
}
