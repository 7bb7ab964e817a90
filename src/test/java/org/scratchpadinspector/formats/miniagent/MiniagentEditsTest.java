package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * Store edits write exactly what the seed's own load_longterm / save_longterm (run through python3) write for
 * the same change, through the safe write: base hash checked, previous version kept, journal line appended.
 */
class MiniagentEditsTest {
    private static final Path GENERATOR = Path.of("scratchpad-samples/miniagent/generator").toAbsolutePath();
    private static final UnitId STORE = new UnitId("longterm", "2 longterm");

    @TempDir
    Path tmp;
    private Path experiment;
    private MemorySource source;
    private Editing edits;

    @BeforeEach
    void copyTheSample() throws Exception {
        experiment = SampleCopy.copy(MiniagentProviderTest.COMMITTED, tmp.resolve("exp"));
        MiniagentProvider provider = new MiniagentProvider();
        source = provider.open(provider.recognise(experiment), SourceOptions.NOW, Cancellation.NONE);
        edits = source.facet(org.scratchpadinspector.model.Editing.class).orElseThrow();
    }

    /** What the seed's code writes after loading longterm.json and running {@code change} on the memory {@code m}. */
    private String seedWrites(String change) throws Exception {
        Path out = tmp.resolve("python-out.json");
        Python.run("import sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "from miniagent_memory import load_longterm, save_longterm\n"
                + "m = load_longterm(r'" + experiment.resolve("longterm.json") + "')\n"
                + change + "\n"
                + "save_longterm(m, r'" + out + "')\n", "");
        return Files.readString(out);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
            "set-counter;key=zoë|go|past_tense_form,value=7;m.mistake_counts[('zoë', 'go', 'past_tense_form')] = 7",
            "set-counter;key=kenji|eat|regularised_past,value=2;m.mistake_counts[('kenji', 'eat', 'regularised_past')] = 2",
            "set-accuracy;key=zoë|past_simple,correct=1,total=5;m.accuracy_stats[('zoë', 'past_simple')] = {'correct': 1, 'total': 5}",
            "set-accuracy;key=łucja|past_perfect,correct=0,total=1;m.accuracy_stats[('łucja', 'past_perfect')] = {'correct': 0, 'total': 1}",
            "set-override;verb=dream,forms=dreamt, dreamed;m.verb_overrides['dream'] = ['dreamt', 'dreamed']",
            "set-override;verb=spell,forms=spelt, spelled, 😀;m.verb_overrides['spell'] = ['spelt', 'spelled', '😀']",
            "clear-override;verb=learn;del m.verb_overrides['learn']"})
    void thePreviewIsExactlyWhatTheSeedsOwnCodeWritesForTheSameChange(String action, String args, String python)
            throws Exception {
        EditPreview preview = edits.preview(STORE, action, parse(args));
        assertThat(preview.newText()).isEqualTo(seedWrites(python));
        assertThat(preview.oldText()).isEqualTo(Files.readString(experiment.resolve("longterm.json")));
        assertThat(preview.changesNothing()).isFalse();
    }

    private static Map<String, String> parse(String args) {
        Map<String, String> out = new TreeMap<>();
        String key = null;
        for (String part : args.split(",")) {
            int eq = part.indexOf('=');
            if (eq > 0 && !part.startsWith(" ")) {
                key = part.substring(0, eq);
                out.put(key, part.substring(eq + 1));
            } else {
                out.put(key, out.get(key) + "," + part);
            }
        }
        return out;
    }

    @Test
    void applyWritesThePreviewKeepsThePreviousVersionJournalsItAndTouchesNothingElse() throws Exception {
        Path store = experiment.resolve("longterm.json");
        byte[] old = Files.readAllBytes(store);
        Map<String, String> othersBefore = tree(experiment);
        EditPreview preview = edits.preview(STORE, "set-counter", Map.of("key", "zoë|go|past_tense_form", "value", "0"));

        String said = edits.apply(preview);

        assertThat(Files.readString(store)).isEqualTo(preview.newText());
        assertThat(said).startsWith("longterm.json: set-counter zoë|go|past_tense_form 0 written");
        List<Path> history;
        try (Stream<Path> files = Files.list(experiment.resolve(".inspector/history"))) {
            history = files.toList();
        }
        assertThat(history).singleElement().satisfies(p -> assertThat(Files.readAllBytes(p)).isEqualTo(old));
        List<String> journal = Files.readAllLines(experiment.resolve(".inspector/journal.jsonl"));
        // one write: its intent, forced to disk before the rename, and its verdict, under one id
        assertThat(journal).hasSize(2);
        JsonNode intent = new ObjectMapper().readTree(journal.get(0));
        JsonNode line = new ObjectMapper().readTree(journal.get(1));
        assertThat(intent.get("status").asText()).isEqualTo("intended");
        assertThat(intent.get("id").asText()).isEqualTo(line.get("id").asText());
        assertThat(line.get("file").asText()).isEqualTo("longterm.json");
        assertThat(line.get("operation").asText()).isEqualTo("set-counter zoë|go|past_tense_form 0");
        assertThat(line.get("status").asText()).isEqualTo("applied");
        assertThat(line.get("sections").get(0).asText()).isEqualTo("mistake_counts");
        assertThat(line.get("hash_before").asText()).isEqualTo(Hashes.sha256(old));
        assertThat(line.get("history").asText()).isEqualTo(history.get(0).getFileName().toString());
        Map<String, String> othersAfter = tree(experiment);
        othersAfter.keySet().removeIf(k -> k.startsWith(".inspector"));
        othersBefore.remove("longterm.json");
        othersAfter.remove("longterm.json");
        assertThat(othersAfter).isEqualTo(othersBefore);
        assertThat(source.detail(STORE, Cancellation.NONE).orElseThrow().state("current").text())
                .contains("zoë|go|past_tense_form: 0");
    }

    @Test
    void afterAnEditTheStoreIsDiffedAgainstTheVersionTheEditReplacedAndTheEditIsInItsTimeline() throws Exception {
        edits.apply(edits.preview(STORE, "set-override", Map.of("verb", "dream", "forms", "dreamt")));

        UnitDetail detail = source.detail(STORE, Cancellation.NONE).orElseThrow();

        assertThat(detail.changes()).containsExactly("override dream: new, dreamt");
        assertThat(detail.timeline().get(0).title()).startsWith("previous = the store before the inspector's edit"
                + " 'set-override dream dreamt'");
        assertThat(detail.timeline()).extracting(UnitEvent::title).contains("inspector edit: set-override dream dreamt");
        Files.writeString(experiment.resolve("longterm.json"),
                Files.readString(experiment.resolve("longterm.json")).replace("\"learnt\"", "\"learned\""));
        assertThat(source.detail(STORE, Cancellation.NONE).orElseThrow().timeline().get(0).title())
                .as("a file changed since the edit is judged from the traces again")
                .startsWith("previous = the store as 795b929e found it");
    }

    @Test
    void aFileChangedSinceThePreviewIsRefusedAsAConflictAndNothingIsWritten() throws Exception {
        Path store = experiment.resolve("longterm.json");
        EditPreview preview = edits.preview(STORE, "clear-override", Map.of("verb", "spell"));
        String theirs = Files.readString(store).replace("\"correct\": 2", "\"correct\": 1");
        Files.writeString(store, theirs);

        assertThatThrownBy(() -> edits.apply(preview)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("longterm.json changed since the preview").hasMessageContaining("preview again");
        assertThat(Files.readString(store)).isEqualTo(theirs);
        assertThat(experiment.resolve(".inspector")).doesNotExist();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
            "set-counter;key=zoë|go,value=3;key 'zoë|go' is not learner|verb|error_type (3 parts joined with |)",
            "set-counter;key=zoë|go|past_tense_form,value=-1;value '-1' is not a whole number of 0 or more",
            "set-counter;key=zoë|go|past_tense_form,value=many;value 'many' is not a whole number of 0 or more",
            "set-accuracy;key=zoë|past_simple,correct=3,total=2;correct (3) is more than total (2)",
            "clear-override;verb=go;verb_overrides has no 'go'",
            "set-override;verb=go,forms= ;missing value: forms",
            "rename;verb=go;unknown edit 'rename': set-counter, set-accuracy, set-override or clear-override"})
    void badValuesAreRefusedWithOneLine(String action, String args, String message) {
        assertThatThrownBy(() -> edits.preview(STORE, action, parse(args)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void anEditThatChangesNothingWritesNothing() throws Exception {
        Path store = experiment.resolve("longterm.json");
        EditPreview preview = edits.preview(STORE, "set-counter", Map.of("key", "zoë|go|past_tense_form", "value", "3"));

        assertThat(preview.changesNothing()).isTrue();
        assertThat(edits.apply(preview)).isEqualTo("longterm.json: set-counter changes nothing: nothing written");
        assertThat(experiment.resolve(".inspector")).doesNotExist();
        assertThat(Files.readString(store)).isEqualTo(preview.oldText());
    }

    @Test
    void onlyTheStoreOffersEditsAndATraceIsRefused() {
        assertThat(edits.actions(STORE)).extracting(EditAction::name)
                .containsExactly("set-counter", "set-accuracy", "set-override", "clear-override");
        UnitId trace = source.find("97b75092").orElseThrow();
        assertThat(edits.actions(trace)).isEmpty();
        assertThatThrownBy(() -> edits.preview(trace, "set-counter", Map.of("key", "a|b|c", "value", "1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only longterm.json can be edited");
    }

    @Test
    void anUnreadableStoreIsNotEditedAndSaysWhy() throws Exception {
        Files.writeString(experiment.resolve("longterm.json"), "{\"mistake_counts\": {");
        assertThatThrownBy(() -> edits.preview(STORE, "set-counter", Map.of("key", "a|b|c", "value", "1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("longterm.json: line 1, column ")
                .hasMessageEndingWith("fix or remove the file first");
    }

    private static Map<String, String> tree(Path dir) throws Exception {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p).toString(), Hashes.sha256(Files.readAllBytes(p))
                        + Files.getLastModifiedTime(p));
            }
        }
        return files;
    }
}
