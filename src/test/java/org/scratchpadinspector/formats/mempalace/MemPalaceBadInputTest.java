package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.testsupport.Python;

/** Every kind of bad session file is one clear problem line on its own unit; nothing throws, the rest still lists. */
class MemPalaceBadInputTest {
    private static final String HEAD = "{\"session_id\": \"%s\", \"created\": \"2026-04-07T17:00:00Z\", \"ttl\": 3600, ";
    private static final String ENTRY = "{\"key\": \"k\", \"value\": \"v\", \"tool_origin\": \"shell\", \"timestamp\": \"2026-04-07T17:01:00Z\"}";

    @TempDir
    Path root;
    private Path sessions;

    @BeforeEach
    void aFolderWithOneGoodSession() throws IOException {
        sessions = Files.createDirectories(root.resolve("session_scratchpad"));
        write("good", HEAD.formatted("good") + "\"entries\": [" + ENTRY + "]}");
    }

    @Test
    void malformedJsonIsOneLineWithTheLineColumnAndWordsOfTheAgentsJsonModule() throws Exception {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("missing-comma", "{\n  \"session_id\": \"missing-comma\",\n  \"created\": \"2026-04-07T17:00:00Z\"\n  \"ttl\": 1\n}");
        files.put("trailing-comma", HEAD.formatted("trailing-comma") + "\"entries\": [],}");
        files.put("extra-data", HEAD.formatted("extra-data") + "\"entries\": []} {}");
        files.put("control-char", HEAD.formatted("control-char") + "\"entries\": [{\"key\": \"a\u0001b\"}]}");
        files.put("cut-literal", HEAD.formatted("cut-literal") + "\"entries\": [tru");
        files.put("bom", "\uFEFF" + HEAD.formatted("bom") + "\"entries\": []}");
        files.put("half-written", HEAD.formatted("half-written") + "\"entries\": [\n  {\"key\": \"k\", \"value\": \"Zürich — li");
        files.put("empty", "");
        files.put("blank", "\n\n  \n");
        for (Map.Entry<String, String> f : files.entrySet()) {
            write(f.getKey(), f.getValue());
        }
        Map<String, Unit> units = units();
        JsonNode checker = checkerUnits();
        for (String id : files.keySet()) {
            Unit unit = units.get(id);
            assertThat(unit.status().key()).as(id).isEqualTo("unreadable");
            assertThat(unit.status().severity()).isEqualTo(Severity.FAILURE);
            assertThat(unit.problems()).as(id).hasSize(1).first().asString().matches(id + "\\.json: line \\d+, column \\d+: .+");
            assertThat(unit.problems()).as(id).containsExactly(checkerProblems(checker, id));
        }
        assertThat(units.get("half-written").problems().get(0)).endsWith("line 2, column 37: the file ends before the JSON is complete");
        assertThat(units.get("good").status().key()).isEqualTo("live");
    }

    @Test
    void aTopLevelThatIsNoObjectIsUnreadable() throws Exception {
        write("list", "[1, 2]");
        assertThat(unit("list").problems()).containsExactly(
                "list.json: the top level is a list, not an object {session_id, created, ttl, entries}");
    }

    @Test
    void aFieldOfTheWrongTypeNamesTheFieldAndWhatItIs() throws Exception {
        write("ttl-text", "{\"session_id\": \"ttl-text\", \"created\": \"2026-04-07T17:00:00Z\", \"ttl\": \"3600\", \"entries\": []}");
        write("created-number", "{\"session_id\": \"created-number\", \"created\": 5, \"ttl\": 3600, \"entries\": []}");
        write("entries-object", HEAD.formatted("entries-object") + "\"entries\": {}}");
        write("entry-no-time", HEAD.formatted("entry-no-time") + "\"entries\": [{\"key\": \"k\", \"value\": \"v\", \"tool_origin\": \"x\"}]}");
        write("no-ttl", "{\"session_id\": \"no-ttl\", \"created\": \"2026-04-07T17:00:00Z\", \"entries\": []}");
        assertThat(unit("ttl-text").problems()).containsExactly("ttl-text.json: ttl is a string (\"3600\"), not a whole number of seconds");
        assertThat(unit("created-number").problems()).containsExactly(
                "created-number.json: created is a number (5), not a time like 2025-01-15T10:00:00Z");
        assertThat(unit("entries-object").problems()).containsExactly("entries-object.json: entries is an object, not a list");
        assertThat(unit("entry-no-time").problems()).containsExactly(
                "entry-no-time.json: entry 1 has no timestamp (an entry has key, value, tool_origin, timestamp)");
        assertThat(unit("no-ttl").problems()).containsExactly(
                "no-ttl.json: no ttl field (a session has session_id, created, ttl, entries)");
        for (String id : List.of("ttl-text", "created-number", "entries-object", "entry-no-time", "no-ttl")) {
            assertThat(unit(id).status().key()).isEqualTo("unreadable");
            assertThat(unit(id).fields()).containsEntry("entries", null).containsEntry("expires_at", null);
        }
    }

    @Test
    void oddButReadableSessionsKeepTheirStatusWithAWarningAndAProblemLine() throws Exception {
        write("renamed", HEAD.formatted("someone-else") + "\"entries\": []}");
        write("bad-stamp", HEAD.formatted("bad-stamp") + "\"entries\": [{\"key\": \"k\", \"value\": \"v\", "
                + "\"tool_origin\": \"x\", \"timestamp\": \"yesterday\", \"promote\": \"yes\"}]}");
        Unit renamed = unit("renamed");
        assertThat(renamed.status().key()).isEqualTo("live");
        assertThat(renamed.status().severity()).isEqualTo(Severity.WARNING);
        assertThat(renamed.problems()).containsExactly(checkerProblems(checkerUnits(), "renamed"))
                .containsExactly("renamed.json: session_id is 'someone-else'");
        Unit stamp = unit("bad-stamp");
        assertThat(stamp.problems()).containsExactly(
                "bad-stamp.json: entry 1: timestamp is a string (\"yesterday\"), not a time like 2025-01-15T10:00:00Z",
                "bad-stamp.json: entry 1: promote is a string (\"yes\"), not true or false: not counted as flagged");
        assertThat(stamp.fields()).containsEntry("entries", 1).containsEntry("promote", 0);
        assertThat(detail("bad-stamp").timeline().get(0).severity()).isEqualTo(Severity.WARNING);
    }

    @Test
    void anEntryTheSeedCouldNotHaveWrittenAfterExpiryIsAWarningInTheTimeline() throws Exception {
        write("late", HEAD.formatted("late") + "\"entries\": [" + ENTRY + ", {\"key\": \"k\", \"value\": \"a\\r\\nb\", "
                + "\"tool_origin\": \"shell\", \"timestamp\": \"2026-04-07T18:10:00Z\"}, {\"key\": \"e\", \"value\": \"\", "
                + "\"tool_origin\": \"shell\", \"timestamp\": \"2026-04-07T17:02:00Z\"}]}");
        MemPalaceProvider p = new MemPalaceProvider();
        MemorySource source = p.open(p.recognise(root), new SourceOptions(Instant.parse("2026-04-07T19:00:00Z")), Cancellation.NONE);
        UnitDetail d = source.detail(source.find("late").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(d.timeline().get(1).severity()).isEqualTo(Severity.WARNING);
        assertThat(d.timeline().get(1).title()).endsWith("written after the session expired");
        assertThat(d.timeline().get(0).severity()).isEqualTo(Severity.OK);
        assertThat(d.state("current").text()).contains("\n    a\\r\n    b\n", "[3] e ← shell · 2026-04-07T17:02:00Z\n    (empty)\n");
    }

    @Test
    void aFileOverTheBoundIsNotParsedAndOnlyItsStartIsShown() throws Exception {
        Path huge = sessions.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.write(HEAD.formatted("huge").getBytes(StandardCharsets.UTF_8));
            f.setLength(SessionFolder.MAX_BYTES + 1);
        }
        assertThat(unit("huge").problems()).containsExactly("huge.json: 50.3 MB, over the 48 MiB bound: not parsed");
        UnitDetail d = detail("huge");
        assertThat(d.state("current").text()).startsWith("{\"session_id\": \"huge\"").hasSizeLessThanOrEqualTo(SessionFolder.RAW_SHOWN_BYTES);
    }

    @Test
    void bytesThatAreNotUtf8AreNamedWithTheirOffset() throws Exception {
        byte[] head = HEAD.formatted("latin1").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[head.length + 20];
        System.arraycopy(head, 0, bytes, 0, head.length);
        System.arraycopy("\"entries\": [\"Z\u00fcrich\"]}".getBytes(StandardCharsets.ISO_8859_1), 0, bytes, head.length, 20);
        Files.write(sessions.resolve("latin1.json"), bytes);
        assertThat(unit("latin1").problems()).containsExactly("latin1.json: not UTF-8 text: byte 0xfc at offset "
                + (head.length + 14) + " (the agent's json.load fails on it)");
    }

    @Test
    void aDirectoryOrALinkOutsideTheFolderWithASessionNameIsNeverOpened() throws Exception {
        Files.createDirectories(sessions.resolve("folder.json"));
        Path outside = Files.writeString(root.resolve("secret.json"), HEAD.formatted("outside") + "\"entries\": []}");
        Files.createSymbolicLink(sessions.resolve("link.json"), outside);
        assertThat(unit("folder").problems()).containsExactly("folder.json: a directory, not a file");
        assertThat(unit("link").problems()).singleElement().asString()
                .startsWith("link.json: symlink to " + outside.toRealPath()).endsWith("outside session_scratchpad: not read");
        assertThat(unit("link").status().key()).isEqualTo("unreadable");
    }

    @Test
    void strayFilesAreCountedInTheNotesAndHiddenOnesAreIgnored() throws Exception {
        Files.writeString(sessions.resolve("notes.txt"), "x");
        Files.writeString(sessions.resolve("a.yaml"), "x");
        Files.writeString(sessions.resolve(".tmp.json"), "x");
        MemorySource source = open();
        assertThat(source.notes()).containsExactly("2 stray files (not session files), e.g. a.yaml, notes.txt");
        assertThat(source.units()).extracting(u -> u.id().text()).containsExactly("good");
    }

    private void write(String id, String text) throws IOException {
        Files.writeString(sessions.resolve(id + ".json"), text, StandardCharsets.UTF_8);
    }

    private MemorySource open() throws Exception {
        MemPalaceProvider p = new MemPalaceProvider();
        return p.open(p.recognise(root), new SourceOptions(Instant.parse("2026-04-07T17:30:00Z")), Cancellation.NONE);
    }

    private Map<String, Unit> units() throws Exception {
        MemorySource source = open();
        Map<String, Unit> byId = new LinkedHashMap<>();
        for (Unit u : source.units()) {
            byId.put(u.id().text(), u);
            UnitDetail d = source.detail(u.id(), Cancellation.NONE).orElseThrow();
            assertThat(d.states()).hasSize(2);
        }
        return byId;
    }

    private Unit unit(String id) throws Exception {
        return units().get(id);
    }

    private UnitDetail detail(String id) throws Exception {
        MemorySource source = open();
        return source.detail(source.find(id).orElseThrow(), Cancellation.NONE).orElseThrow();
    }

    private JsonNode checkerUnits() throws IOException {
        Path generator = Path.of("scratchpad-samples/mempalace/generator").toAbsolutePath();
        String out = Python.run("import json, sys\nsys.path.insert(0, r'" + generator + "')\nimport check_samples\n"
                + "from pathlib import Path\n"
                + "print(json.dumps(check_samples.compute(Path(r'" + root + "'), check_samples.parse_time('2026-04-07T17:30:00Z'))))\n", "");
        return new ObjectMapper().readTree(out);
    }

    private static String[] checkerProblems(JsonNode units, String id) {
        for (JsonNode u : units) {
            if (u.get("id").asText().equals(id)) {
                List<String> problems = new java.util.ArrayList<>();
                u.get("problems").forEach(p -> problems.add(p.asText()));
                return problems.toArray(String[]::new);
            }
        }
        throw new AssertionError("the checker lists no " + id);
    }
}
