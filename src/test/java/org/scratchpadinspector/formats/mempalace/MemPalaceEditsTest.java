package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * Each edit previews exactly the file the seed's own Python (the sample generator's SessionScratchpad, run for
 * real on a copy of the same folder at the same time) writes, and is applied under the safe-write rules.
 */
class MemPalaceEditsTest {
    private static final Path GENERATOR = Path.of("scratchpad-samples/mempalace/generator").toAbsolutePath();
    /** The sample's reference time, with the microseconds a real clock has (expire() truncates them). */
    private static final Instant NOW = Instant.parse("2026-04-07T18:00:00.654321Z");
    private static final String TRICKY = "Zürich 📷 \"quoted\" \\ back\nsecond line\tTab \u007f del \u0001 ctl";

    @TempDir
    Path tmp;
    private Path mine;
    private Path theirs;
    private Editing edits;

    @BeforeEach
    void twoCopiesOfTheSample() throws Exception {
        mine = SampleCopy.copy(MemPalaceProviderTest.COMMITTED, tmp.resolve("mine"));
        theirs = SampleCopy.copy(MemPalaceProviderTest.COMMITTED, tmp.resolve("theirs"));
        edits = open(NOW).facet(org.scratchpadinspector.model.Editing.class).orElseThrow();
    }

    @Test
    void appendingAnEntryPreviewsWhatTheSeedsAppendWrites() throws Exception {
        EditPreview p = edits.preview(UnitId.of("4c1e-research"), "append-entry",
                Map.of("key", "note", "value", TRICKY, "tool_origin", "read_file"));
        assertThat(p.newText()).isEqualTo(seed("4c1e-research", "pad.append(r['key'], r['value'], r['tool_origin'])",
                Map.of("key", "note", "value", TRICKY, "tool_origin", "read_file")));
        assertThat(p.newText()).contains("\"timestamp\": \"2026-04-07T18:00:00Z\"", "Z\\u00fcrich \\ud83d\\udcf7");
        assertThat(p.oldText()).isEqualTo(Files.readString(sessionFile("4c1e-research")));
    }

    @Test
    void flaggingForPromotionPreviewsWhatTheSeedsFlagWrites() throws Exception {
        EditPreview p = edits.preview(UnitId.of("4c1e-research"), "flag-promotion", Map.of("key", "palace_hits"));
        assertThat(p.newText()).isEqualTo(seed("4c1e-research", "pad.flag_for_promotion(r['key'])", Map.of("key", "palace_hits")));
        assertThat(p.changesNothing()).isFalse();
    }

    @Test
    void endingASessionPreviewsWhatTheSeedsExpireWritesTtlCutToTheWholeSecondsOfItsAge() throws Exception {
        EditPreview p = edits.preview(UnitId.of("c870-longrun"), "end-session", Map.of());
        assertThat(p.newText()).isEqualTo(seed("c870-longrun", "pad.expire()", Map.of()))
                .contains("\"ttl\": 25200,");
    }

    @Test
    void applyWritesThePreviewKeepsTheOldVersionJournalsOneLineAndTouchesNothingElse() throws Exception {
        Path target = sessionFile("4c1e-research");
        byte[] old = Files.readAllBytes(target);
        Map<String, String> before = tree(mine);
        EditPreview p = edits.preview(UnitId.of("4c1e-research"), "append-entry",
                Map.of("key", "note", "value", TRICKY, "tool_origin", "read_file"));
        String said = edits.apply(p);

        assertThat(Files.readString(target)).isEqualTo(p.newText());
        Path inspector = mine.resolve("session_scratchpad/.inspector");
        List<Path> history = Files.list(inspector.resolve("history")).toList();
        assertThat(history).singleElement().satisfies(h -> {
            assertThat(h.getFileName().toString()).contains("_4c1e-research_" + Hashes.sha256(old).substring(0, 16));
            assertThat(Files.readAllBytes(h)).isEqualTo(old);
        });
        List<String> journal = Files.readAllLines(inspector.resolve("journal.jsonl"));
        // one write: its intent, forced to disk before the rename, and its verdict, under one id
        assertThat(journal).hasSize(2);
        JsonNode intent = new ObjectMapper().readTree(journal.get(0));
        JsonNode line = new ObjectMapper().readTree(journal.get(1));
        assertThat(intent.get("status").asText()).isEqualTo("intended");
        assertThat(intent.get("id").asText()).isEqualTo(line.get("id").asText());
        assertThat(line.get("file").asText()).isEqualTo("4c1e-research.json");
        assertThat(line.get("operation").asText()).isEqualTo("append-entry 4c1e-research");
        assertThat(line.get("status").asText()).isEqualTo("applied");
        assertThat(line.get("hash_before").asText()).isEqualTo(Hashes.sha256(old));
        assertThat(line.get("hash_after").asText()).isEqualTo(Hashes.sha256(p.newText().getBytes(StandardCharsets.UTF_8)));
        assertThat(said).startsWith("session 4c1e-research: appended note from read_file written to 4c1e-research.json");

        Map<String, String> after = tree(mine);
        after.keySet().removeIf(k -> k.startsWith("session_scratchpad/.inspector"));
        before.remove("session_scratchpad/4c1e-research.json");
        after.remove("session_scratchpad/4c1e-research.json");
        assertThat(after).isEqualTo(before);
        assertThat(theAgentReadsBack("4c1e-research", "note")).isEqualTo(TRICKY);
    }

    @Test
    void historyKeepsOneVersionPerWriteInWriteOrderAndLeavesForeignFilesAlone() throws Exception {
        Path history = Files.createDirectories(mine.resolve("session_scratchpad/.inspector/history"));
        Files.writeString(history.resolve("a.json"), "mine, not the inspector's");
        for (String key : List.of("palace_hits", "draft_excerpt", "last_search_results")) {
            edits.apply(edits.preview(UnitId.of("4c1e-research"), "append-entry", Map.of("key", key, "value", "v", "tool_origin", "t")));
        }
        List<String> names = Files.list(history).map(p -> p.getFileName().toString()).sorted().toList();
        assertThat(names).hasSize(4).contains("a.json");
        for (int i = 0; i < 3; i++) {
            String kept = Files.readString(history.resolve(names.get(i)));
            assertThat(kept.split("\"value\": \"v\"", -1)).as("appended entries in kept version %d", i).hasSize(i + 1);
        }
        assertThat(new org.scratchpadinspector.engine.edit.Journal(mine.resolve("session_scratchpad/.inspector/journal.jsonl"))
                .read().entries()).hasSize(3).allMatch(e -> e.status() == org.scratchpadinspector.engine.edit.JournalEntry.Status.APPLIED);
    }

    @Test
    void aFileChangedSinceThePreviewIsAConflictAndNothingIsWritten() throws Exception {
        EditPreview p = edits.preview(UnitId.of("4c1e-research"), "flag-promotion", Map.of("key", "palace_hits"));
        Path target = sessionFile("4c1e-research");
        String agentsWrite = seedOn(mine, "4c1e-research", "pad.append('late', 'x', 'shell')", Map.of());
        assertThat(Files.readString(target)).isEqualTo(agentsWrite);
        assertThatThrownBy(() -> edits.apply(p)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("4c1e-research.json changed since the preview")
                .hasMessageEndingWith("nothing written; preview again");
        assertThat(Files.readString(target)).isEqualTo(agentsWrite);
        assertThat(mine.resolve("session_scratchpad/.inspector")).doesNotExist();
    }

    @Test
    void anExpiredSessionIsEditedOnlyWhenAskedExplicitly() throws Exception {
        Map<String, String> entry = Map.of("key", "k", "value", "v", "tool_origin", "shell");
        assertThatThrownBy(() -> edits.preview(UnitId.of("7a02-release"), "append-entry", entry))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("session 7a02-release expired at 2026-04-07T16:00:00Z (created + ttl 3600 s): the agent no "
                        + "longer reads or appends to it; expired_ok=true edits it anyway");
        Map<String, String> asked = new TreeMap<>(entry);
        asked.put("expired_ok", "true");
        EditPreview p = edits.preview(UnitId.of("7a02-release"), "append-entry", asked);
        edits.apply(p);
        assertThat(open(NOW).units().stream().filter(u -> u.id().text().equals("7a02-release")).findFirst().orElseThrow()
                .fields()).containsEntry("entries", 4);
    }

    @Test
    void anUnreadableSessionOffersNoEditAndRefusesOneWithItsProblem() {
        assertThat(edits.actions(UnitId.of("e5f9-halfwritten"))).isEmpty();
        assertThat(edits.actions(UnitId.of("4c1e-research"))).extracting(a -> a.name())
                .containsExactly("append-entry", "flag-promotion", "end-session");
        assertThatThrownBy(() -> edits.preview(UnitId.of("f0aa-empty"), "end-session", Map.of()))
                .hasMessage("f0aa-empty.json: line 1, column 1: the file ends before the JSON is complete: not edited");
    }

    @Test
    void flaggingAKeyTheSessionLacksIsRefusedInOneLine() {
        assertThatThrownBy(() -> edits.preview(UnitId.of("4c1e-research"), "flag-promotion", Map.of("key", "nope")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("session 4c1e-research has no entry with key nope: nothing to flag");
    }

    @Test
    void flaggingAnEntryAlreadyFlaggedChangesNothingAndWritesNothing() throws Exception {
        EditPreview p = edits.preview(UnitId.of("4c1e-research"), "flag-promotion", Map.of("key", "budget_total"));
        assertThat(p.changesNothing()).isTrue();
        assertThat(edits.apply(p)).endsWith("changes nothing: nothing written");
        assertThat(mine.resolve("session_scratchpad/.inspector")).doesNotExist();
    }

    private MemorySource open(Instant at) throws Exception {
        MemPalaceProvider p = new MemPalaceProvider();
        return p.open(p.recognise(mine), new SourceOptions(at), Cancellation.NONE);
    }

    private Path sessionFile(String id) {
        return mine.resolve("session_scratchpad").resolve(id + ".json");
    }

    /** The file the seed's code writes for {@code call} on the untouched copy, at {@link #NOW}. */
    private String seed(String id, String call, Map<String, String> args) throws IOException {
        return seedOn(theirs, id, call, args);
    }

    private static String seedOn(Path root, String id, String call, Map<String, String> args) throws IOException {
        ObjectNode request = new ObjectMapper().createObjectNode();
        request.put("root", root.toString()).put("id", id).put("micros", NOW.getNano() / 1000);
        args.forEach(request::put);
        Python.run("import json, sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "from datetime import timedelta\n"
                + "from mempalace_scratchpad import SessionScratchpad, parse_stamp\n"
                + "r = json.loads(sys.stdin.read())\n"
                + "now = parse_stamp('" + SessionTimes.stamp(NOW) + "') + timedelta(microseconds=r['micros'])\n"
                + "pad = SessionScratchpad(r['root'], r['id'], now=lambda: now)\n"
                + call + "\n", new ObjectMapper().writeValueAsString(request));
        return Files.readString(root.resolve("session_scratchpad").resolve(id + ".json"));
    }

    /** What the seed's query(key) returns as the newest value, loading the file the inspector wrote. */
    private String theAgentReadsBack(String id, String key) {
        return Python.run("import sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "from mempalace_scratchpad import SessionScratchpad, parse_stamp\n"
                + "pad = SessionScratchpad(r'" + mine + "', '" + id + "', now=lambda: parse_stamp('" + SessionTimes.stamp(NOW) + "'))\n"
                + "sys.stdout.write(pad.query('" + key + "')[-1]['value'])\n", "");
    }

    private static Map<String, String> tree(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p).toString(), Hashes.sha256(Files.readAllBytes(p)) + "@" + Files.getLastModifiedTime(p));
            }
        }
        return files;
    }
}
