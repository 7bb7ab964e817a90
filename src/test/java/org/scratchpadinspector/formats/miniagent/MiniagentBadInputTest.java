package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Each kind of malformed file is one problem line on its own unit; every other unit still reads. */
class MiniagentBadInputTest {
    private static final String TRACE = "20260407T091000Z_97b75092.json";
    private static final String ANSWERED = "{\"correction_id\": \"%s\", \"learner_id\": %s, \"sentence\": \"x\","
            + " \"started_at\": \"20260407T110000Z\", \"finished_at\": \"20260407T110003Z\", \"lifecycle\":"
            + " [{\"state\": \"NEW\", \"at\": \"20260407T110000Z\"}, {\"state\": \"FROZEN_FOR_ANSWER\", \"at\":"
            + " \"20260407T110003Z\"}], \"injected_facts\": [], \"scratchpad\": {\"steps\": []}, \"final_answer\":"
            + " {\"corrected\": \"x\", \"tense\": \"past_simple\", \"mistakes\": []}}";

    @TempDir
    Path tmp;
    private Path experiment;

    @BeforeEach
    void copyTheSample() throws Exception {
        experiment = SampleCopy.copy(MiniagentProviderTest.COMMITTED, tmp.resolve("exp"));
    }

    private MemorySource open() throws Exception {
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(experiment), SourceOptions.NOW, Cancellation.NONE);
    }

    private Unit unit(String id) throws Exception {
        return open().units().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow();
    }

    private Unit traceWith(String content) throws Exception {
        Files.writeString(experiment.resolve("traces").resolve(TRACE), content);
        Unit unit = unit("97b75092");
        assertThat(open().units()).hasSize(10);
        return unit;
    }

    private static void assertUnreadable(Unit unit, String problem) {
        assertThat(unit.status().key()).isEqualTo("unreadable");
        assertThat(unit.status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(unit.problems()).containsExactly(problem);
        assertThat(unit.fields()).containsEntry("steps", null).containsEntry("tools", null);
    }

    @Test
    void badJsonIsNamedWithItsLineAndColumn() throws Exception {
        Unit unit = traceWith("{\n  \"correction_id\": \"97b75092\",\n  \"learner_id\": zoë\n}");
        assertThat(unit.status().key()).isEqualTo("unreadable");
        assertThat(unit.problems()).singleElement().asString()
                .startsWith(TRACE + ": line 3, column 22: Unrecognized token 'zoë'");
    }

    @Test
    void aTruncatedFileSaysItEndsBeforeItsJsonDoes() throws Exception {
        String whole = Files.readString(experiment.resolve("traces").resolve(TRACE));
        Unit unit = traceWith(whole.substring(0, whole.length() / 2));
        assertThat(unit.problems()).singleElement().asString().startsWith(TRACE + ": line ")
                .contains("the file ends before its JSON does (being written, or truncated)");
    }

    @Test
    void escapedUnicodeAndSurrogatePairsAreShownAsTheCharactersTheyAre() throws Exception {
        String trace = String.format(ANSWERED, "97b75092", "\"zo\\u00eb\"")
                .replace("\"sentence\": \"x\"", "\"sentence\": \"\\ud83d\\ude00 caf\\u00e9\\nsecond line\"");
        traceWith(trace);
        MemorySource source = open();
        UnitDetail detail = source.detail(source.find("97b75092").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(detail.state("after").text()).contains("learner: zoë\n", "sentence: 😀 café ⏎ second line\n")
                .doesNotContain("\\u");
    }

    @Test
    void aTraceCaughtHalfRewrittenShowsItsLastCompleteVersionWithALineSayingSo() throws Exception {
        Path file = experiment.resolve("traces").resolve(TRACE);
        String whole = Files.readString(file);
        MemorySource source = open();
        source.units();
        Files.writeString(file, whole.substring(0, whole.length() - 40));

        Unit unit = source.units().stream().filter(u -> u.id().text().equals("97b75092")).findFirst().orElseThrow();

        assertThat(unit.status().key()).isEqualTo("answered");
        assertThat(unit.fields()).containsEntry("steps", 3);
        assertThat(unit.problems()).singleElement().asString().contains("the file ends before its JSON does")
                .endsWith("; showing the last complete version read");
        assertThat(open().units().stream().filter(u -> u.id().text().equals("97b75092")).findFirst().orElseThrow()
                .status().key()).as("a source that never read it whole").isEqualTo("unreadable");
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() throws Exception {
        assertUnreadable(traceWith(""), TRACE + ": empty file");
    }

    @Test
    void aTopLevelThatIsNotAnObjectIsNamed() throws Exception {
        assertUnreadable(traceWith("[1, 2]"), TRACE + ": the top level is a list, not an object");
    }

    @Test
    void aMissingFieldMakesTheTraceUnreadableAndSaysWhich() throws Exception {
        assertUnreadable(traceWith("{\"correction_id\": \"97b75092\"}"), TRACE + ": not a trace: it lacks learner_id,"
                + " sentence, started_at, finished_at, lifecycle, injected_facts, scratchpad, final_answer");
    }

    @Test
    void stepsOfTheWrongTypeMakeTheTraceUnreadable() throws Exception {
        String trace = String.format(ANSWERED, "97b75092", "\"zoë\"").replace("{\"steps\": []}", "{\"steps\": 3}");
        assertUnreadable(traceWith(trace), TRACE + ": scratchpad is an object, not {steps: [...]}");
    }

    @Test
    void aLearnerOfTheWrongTypeIsAProblemLineOnAnOtherwiseReadCorrection() throws Exception {
        Unit unit = traceWith(String.format(ANSWERED, "97b75092", "42"));
        assertThat(unit.status().key()).isEqualTo("answered");
        assertThat(unit.problems()).containsExactly(TRACE + ": learner_id is a number, not text");
    }

    @Test
    void aCorrectionIdThatDiffersFromTheFileNameIsAProblem() throws Exception {
        Unit unit = traceWith(String.format(ANSWERED, "ffffffff", "\"zoë\""));
        assertThat(unit.problems()).containsExactly(TRACE + ": correction_id is 'ffffffff', the file name says '97b75092'");
    }

    @Test
    void aFileOver48MibIsNotParsed() throws Exception {
        try (RandomAccessFile file = new RandomAccessFile(experiment.resolve("traces").resolve(TRACE).toFile(), "rw")) {
            file.setLength(49L * 1024 * 1024);
        }
        assertUnreadable(unit("97b75092"), TRACE + ": 51.4 MB, over the 48 MiB limit: not parsed");
    }

    @Test
    void aDirectoryWithATracesNameIsNamedAsADirectory() throws Exception {
        Files.createDirectory(experiment.resolve("traces/20260407T120000Z_deadbeef.json"));
        assertUnreadable(unit("deadbeef"), "20260407T120000Z_deadbeef.json: a directory, not a file");
    }

    @Test
    void anUnreadableTraceHasUnreadableStatesAndTheRestStillHaveDetails() throws Exception {
        Files.writeString(experiment.resolve("traces").resolve(TRACE), "{");
        MemorySource source = open();
        UnitDetail broken = source.detail(source.find("97b75092").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(broken.states()).allMatch(s -> !s.readable() && s.text().isEmpty());
        assertThat(broken.changes()).isEmpty();
        UnitDetail store = source.detail(source.find("longterm").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(store.changes()).isNotEmpty();
    }

    @Test
    void anUnreadableStoreIsAFailureWithItsReasonAndNullCounts() throws Exception {
        Files.writeString(experiment.resolve("longterm.json"), "{\"mistake_counts\": {}, \"verb_overrides\": []}");
        Unit store = unit("longterm");
        assertThat(store.status().key()).isEqualTo("unreadable");
        assertThat(store.status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(store.problems()).containsExactly(
                "longterm.json: verb_overrides is a list, not an object of verbs",
                "longterm.json: accuracy_stats is missing, not an object of joined keys");
        assertThat(store.fields()).containsEntry("mistake_counts", null);
        MemorySource source = open();
        UnitDetail detail = source.detail(source.find("longterm").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(detail.states()).noneMatch(s -> s.readable());
    }

    @Test
    void aCounterOfTheWrongTypeIsAProblemLineAndTheRestOfTheStoreReads() throws Exception {
        Path store = experiment.resolve("longterm.json");
        Files.writeString(store, Files.readString(store).replace("\"zo\\u00eb|go|past_tense_form\": 3",
                "\"zo\\u00eb|go|past_tense_form\": \"three\""));
        Unit unit = unit("longterm");
        assertThat(unit.status().key()).isEqualTo("ok");
        assertThat(unit.problems()).containsExactly("longterm.json: mistake_counts 'zoë|go|past_tense_form' is text,"
                + " not a whole number");
        assertThat(unit.fields()).containsEntry("verb_overrides", 2);
    }

    @Test
    void aStoreEditedSinceTheNewestAnsweredCorrectionMarksItsPreviousStateAsAGuess() throws Exception {
        Path store = experiment.resolve("longterm.json");
        Files.writeString(store, Files.readString(store).replace("\"learnt\"", "\"learned\""));
        MemorySource source = open();
        UnitDetail detail = source.detail(source.find("longterm").orElseThrow(), Cancellation.NONE).orElseThrow();
        assertThat(detail.state("previous").problems()).singleElement().asString()
                .contains("override learn lacks learnt, which 795b929e added");
    }

    @Test
    void strayFilesInTracesAreCountedInTheNotes() throws Exception {
        Files.writeString(experiment.resolve("traces/notes.txt"), "x");
        Files.writeString(experiment.resolve("traces/old.bak"), "x");
        assertThat(open().notes()).containsExactly("traces/: 2 file(s) that are not traces (*.json), e.g. notes.txt, old.bak");
    }

    @Test
    void unitsAndDetailsNeverThrowOnAFolderOfBrokenFiles() throws Exception {
        Path traces = experiment.resolve("traces");
        Files.write(traces.resolve("20260407T130000Z_aaaaaaaa.json"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        Files.writeString(traces.resolve("20260407T130100Z_bbbbbbbb.json"), "   \n");
        Files.writeString(traces.resolve("nounderscore.json"), "null");
        MemorySource source = open();
        List<Unit> units = source.units();
        assertThat(units).hasSize(13);
        for (Unit unit : units) {
            assertThat(source.detail(unit.id(), Cancellation.NONE)).isPresent();
        }
        assertThat(unit("aaaaaaaa").problems()).containsExactly(
                "20260407T130000Z_aaaaaaaa.json: not UTF-8 text (binary or another encoding)");
        assertThat(unit("bbbbbbbb").problems()).containsExactly(
                "20260407T130100Z_bbbbbbbb.json: holds only white space, no JSON");
        assertThat(unit("nounderscore").problems()).containsExactly(
                "nounderscore.json: the top level is null, not an object");
        assertThat(source.search("anything at all", Cancellation.NONE)).isEmpty();
    }
}
