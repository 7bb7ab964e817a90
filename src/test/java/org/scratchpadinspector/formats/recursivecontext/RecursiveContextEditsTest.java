package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/** inject() into a run's agent_state.json: previewed and written exactly as the seed's inject() and save() would. */
class RecursiveContextEditsTest {
    static final Path GENERATOR = Path.of("scratchpad-samples/recursive-context/generator").toAbsolutePath();
    /** Loads SRC with the seed's load(), calls inject(SECTION, VALUE), save()s to OUT (all from stdin as JSON). */
    static final String SEED_INJECT = "import json, sys\n"
            + "sys.path.insert(0, r'" + GENERATOR + "')\n"
            + "from recursive_context import RecursiveChat\n"
            + "a = json.loads(sys.stdin.read())\n"
            + "agent = RecursiveChat.load(a['src'])\n"
            + "agent.inject(a['section'], a['value'])\n"
            + "agent.save(a['out'])\n";

    @TempDir
    Path tmp;
    Path runs;
    MemorySource source;
    Editing edits;

    @BeforeEach
    void copySample() throws Exception {
        runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        RecursiveContextProvider provider = new RecursiveContextProvider();
        source = provider.open(provider.recognise(runs), SourceOptions.NOW, Cancellation.NONE);
        edits = source.facet(org.scratchpadinspector.model.Editing.class).orElseThrow();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "python-help#7|identity_user|Staff engineer, likes tables",
        "python-help#1|self_flags|APPEND: - SURFACE: café 🚀 “quoted” \\ back\\slash",
        "python-help#7|workspace|CLEAR",
        "python-help#7|trajectory_path|APPEND: switched to JSON → lines",
        "python-help#7|understanding_known|'APPEND: '",
        "python-help#7|self|a value under ## SELF itself",
        "pr-review-restored#5|trajectory_now|Waiting for a second PR",
        "pr-review-restored#4|trajectory_now|APPEND: tab\tand control \u0001 char"})
    void thePreviewIsByteForByteWhatTheSeedsInjectAndSaveWrite(String unit, String section, String value)
            throws Exception {
        EditPreview preview = edits.preview(UnitId.of(unit), "inject", Map.of("section", section, "value", value));
        Path run = runs.resolve(unit.substring(0, unit.indexOf('#')));
        Path seedOut = tmp.resolve("seed-save.json");
        ObjectNode args = new ObjectMapper().createObjectNode().put("src", run.resolve("agent_state.json").toString())
                .put("section", section).put("value", value).put("out", seedOut.toString());
        Python.run(SEED_INJECT, args.toString());
        assertThat(preview.newText()).isEqualTo(Files.readString(seedOut, StandardCharsets.UTF_8));
        assertThat(preview.oldText()).isEqualTo(Files.readString(run.resolve("agent_state.json")));
        assertThat(preview.target()).isEqualTo(run.resolve("agent_state.json"));
    }

    @Test
    void keysSaveDoesNotWriteAreKeptAfterItsThreeAndDumpedAsPythonDumpsThem() throws Exception {
        Path state = runs.resolve("python-help/agent_state.json");
        ObjectNode json = (ObjectNode) new ObjectMapper().readTree(state.toFile());
        String withExtras = Files.readString(state).replaceFirst("\\n}$", ",\n  \"extra\": {\"ratio\": 0.1, \"tiny\": 1e-05,"
                + " \"huge\": 1e16, \"big\": 123456789012345678901234567890, \"none\": null, \"ok\": true,"
                + " \"empty\": [], \"nested\": [{}, [1.5, -2.0]], \"\u00e9\": \"\ud83d\ude80\"}\n}");
        Files.writeString(state, withExtras);
        EditPreview preview = edits.preview(UnitId.of("python-help#7"), "inject",
                Map.of("section", "workspace", "value", "APPEND: kept"));
        String python = Python.run("import json, sys\n"
                + "sys.path.insert(0, r'" + GENERATOR + "')\n"
                + "from recursive_context import apply_updates\n"
                + "state = json.load(open(r'" + state + "'))\n"
                + "state['scratchpad'] = apply_updates(state['scratchpad'], {'workspace': 'APPEND: kept'})\n"
                + "sys.stdout.write(json.dumps(state, indent=2))\n", "");
        assertThat(preview.newText()).isEqualTo(python).contains("\"tiny\": 1e-05", "\"huge\": 1e+16",
                "\"\\u00e9\": \"\\ud83d\\ude80\"");
        assertThat(json.get("turn").asInt()).isEqualTo(7);
    }

    @Test
    void applyWritesThePreviewKeepsTheOldVersionJournalsItAndTouchesNothingElse() throws Exception {
        Path run = runs.resolve("python-help");
        Path state = run.resolve("agent_state.json");
        Files.setPosixFilePermissions(state, PosixFilePermissions.fromString("rw-------"));
        byte[] old = Files.readAllBytes(state);
        Map<String, Long> before = tree(runs);
        EditPreview preview = edits.preview(UnitId.of("python-help#7"), "inject",
                Map.of("section", "trajectory_now", "value", "Reading JSON Lines — ünïcode ✓"));

        String said = edits.apply(preview);

        assertThat(Files.readString(state, StandardCharsets.UTF_8)).isEqualTo(preview.newText());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(state))).isEqualTo("rw-------");
        String loaded = Python.run("import json, sys\nstate = json.load(open(r'" + state
                + "', encoding='utf-8'))\nprint(sorted(state), state['turn'], state['purpose'])\n"
                + "print(state['scratchpad'].split('### Now\\n')[1].split('\\n')[0])\n", "");
        assertThat(loaded).isEqualTo("['purpose', 'scratchpad', 'turn'] 7 Help with Python programming\n"
                + "Reading JSON Lines — ünïcode ✓\n");
        List<Path> history = list(run.resolve(".inspector/history"));
        assertThat(history).singleElement().satisfies(p -> {
            assertThat(p.getFileName().toString()).endsWith("_" + Hashes.sha256(old).substring(0, 16) + "_agent_state.json");
            assertThat(Files.readAllBytes(p)).isEqualTo(old);
        });
        List<String> journal = Files.readAllLines(run.resolve(".inspector/journal.jsonl"));
        // one write: its intent, forced to disk before the rename, and its verdict, under one id
        assertThat(journal).hasSize(2);
        JsonNode intent = new ObjectMapper().readTree(journal.get(0));
        JsonNode line = new ObjectMapper().readTree(journal.get(1));
        assertThat(intent.get("status").asText()).isEqualTo("intended");
        assertThat(intent.get("id").asText()).isEqualTo(line.get("id").asText());
        assertThat(line.get("status").asText()).isEqualTo("applied");
        assertThat(line.get("unit").asText()).isEqualTo("python-help#7");
        assertThat(line.get("operation").asText()).isEqualTo("inject trajectory_now");
        assertThat(line.get("args").get("section").asText()).isEqualTo("trajectory_now");
        assertThat(line.get("file").asText()).isEqualTo("agent_state.json");
        assertThat(line.get("hash_before").asText()).isEqualTo(Hashes.sha256(old));
        assertThat(line.get("hash_after").asText()).isEqualTo(Hashes.sha256(Files.readAllBytes(state)));
        assertThat(line.get("time").asText()).isNotBlank();
        assertThat(said).contains("agent_state.json written").contains(history.get(0).getFileName().toString());

        Map<String, Long> after = tree(runs);
        after.keySet().removeIf(k -> k.startsWith("python-help/.inspector"));
        before.remove("python-help/agent_state.json");
        after.remove("python-help/agent_state.json");
        assertThat(after).isEqualTo(before);
    }

    @Test
    void aFileChangedSinceThePreviewIsRefusedAsAConflictAndNothingIsWritten() throws Exception {
        Path state = runs.resolve("pr-review-restored/agent_state.json");
        EditPreview preview = edits.preview(UnitId.of("pr-review-restored#5"), "inject",
                Map.of("section", "trajectory_now", "value", "mine"));
        String theirs = Files.readString(state).replace("\"turn\": 5", "\"turn\": 6");
        Files.writeString(state, theirs);

        assertThatThrownBy(() -> edits.apply(preview)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("changed since the preview");
        assertThat(Files.readString(state)).isEqualTo(theirs);
        assertThat(runs.resolve("pr-review-restored/.inspector")).doesNotExist();
    }

    @Test
    void aRunWithoutAgentStateOffersNoEditAndAPreviewThereSaysWhy() throws Exception {
        assertThat(edits.actions(UnitId.of("trip-notes#2"))).isEmpty();
        assertThat(edits.actions(UnitId.of("python-help#2"))).extracting(a -> a.name()).containsExactly("inject", "replace-section", "append-section", "clear-section");
        assertThatThrownBy(() -> edits.preview(UnitId.of("trip-notes#2"), "inject",
                Map.of("section", "workspace", "value", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(
                        "trip-notes has no agent_state.json (save() never ran): nothing to inject into");
    }

    @Test
    void aKeyThatNoHeaderMatchesIsRefusedInsteadOfSilentlyIgnored() {
        // pr-review-restored's scratchpad has only TRAJECTORY/Now: apply_updates would drop this key silently
        assertThatThrownBy(() -> edits.preview(UnitId.of("pr-review-restored#5"), "inject",
                Map.of("section", "self_confidence", "value", "HIGH")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("self_confidence matches no header of pr-review-restored's scratchpad");
    }

    @Test
    void aMalformedAgentStateIsNotEditedAndTheReasonHasLineAndColumn() throws Exception {
        Path state = runs.resolve("python-help/agent_state.json");
        Files.writeString(state, "{\n  \"scratchpad\": \"## X\",\n  \"turn\": 7,,\n}");
        assertThatThrownBy(() -> edits.preview(UnitId.of("python-help#7"), "inject",
                Map.of("section", "workspace", "value", "x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("agent_state.json: line 3, column 13: ")
                .hasMessageEndingWith(": not edited (load() could not read it either)");
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    private static Map<String, Long> tree(Path dir) throws IOException {
        Map<String, Long> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                files.put(dir.relativize(p).toString(), Files.isDirectory(p) ? -1
                        : Files.getLastModifiedTime(p).toMillis() * 31 + Files.size(p));
            }
        }
        return files;
    }
}
