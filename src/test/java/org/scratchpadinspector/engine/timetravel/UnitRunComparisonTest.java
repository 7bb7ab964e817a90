package org.scratchpadinspector.engine.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.SampleCopy;

class UnitRunComparisonTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RUNS = Path.of("scratchpad-samples/recursive-context/runs");
    private static final Path TUTOR = Path.of("scratchpad-samples/miniagent/32-tutor-demo");
    private static final Path FORGE = Path.of("scratchpad-samples/forge-notes/sessions");
    private static final Path PALACE = Path.of("scratchpad-samples/mempalace/demo");

    @TempDir
    Path tmp;

    private static UnitRunComparison.Result compare(Path a, Path b) throws IOException {
        return UnitRunComparison.compare(Formats.registry(), a, b, Instant.parse("2026-04-07T18:00:00Z"),
                Cancellation.NONE);
    }

    /** Rewrites the last turn's scratchpad_after of a run's debug.json, replacing one phrase. */
    static void changeLastTurnsAfter(Path run, String from, String to) throws IOException {
        Path debug = run.resolve("debug.json");
        ArrayNode turns = (ArrayNode) JSON.readTree(debug.toFile());
        ObjectNode last = (ObjectNode) turns.get(turns.size() - 1);
        String after = last.get("scratchpad_after").asText();
        assertThat(after).contains(from);
        last.put("scratchpad_after", after.replace(from, to));
        JSON.writerWithDefaultPrettyPrinter().writeValue(debug.toFile(), turns);
    }

    @Test
    void aRunAndItsCopyUnderAnotherNamePairTurnByTurnAndAgree() throws IOException {
        Path a = SampleCopy.copy(RUNS.resolve("python-help"), tmp.resolve("python-help"));
        Path b = SampleCopy.copy(RUNS.resolve("python-help"), tmp.resolve("python-help-again"));

        UnitRunComparison.Result result = compare(a, b);

        assertThat(result.refused()).as(result.refusal()).isFalse();
        assertThat(result.format()).isEqualTo("recursivecontext");
        assertThat(result.pairs()).hasSize(7).allSatisfy(pair -> {
            assertThat(pair.b().id().text()).isEqualTo(pair.a().id().text().replace("python-help#", "python-help-again#"));
            assertThat(pair.changedLines()).isZero();
            assertThat(pair.changesB()).isEqualTo(pair.changesA());
        });
        assertThat(result.pairs().get(0).changesA()).isNotEmpty();
        assertThat(result.agrees()).isTrue();
    }

    @Test
    void aTurnWhoseAfterWasChangedInOneLineIsTheOnlyPairThatDiffers() throws IOException {
        Path a = SampleCopy.copy(RUNS.resolve("python-help"), tmp.resolve("a"));
        Path b = SampleCopy.copy(RUNS.resolve("python-help"), tmp.resolve("b"));
        changeLastTurnsAfter(b, "Senior ML engineer", "Junior ML engineer");

        UnitRunComparison.Result result = compare(a, b);

        assertThat(result.agrees()).isFalse();
        assertThat(result.pairs()).filteredOn(pair -> !pair.agrees()).singleElement().satisfies(pair -> {
            assertThat(pair.a().id().text()).isEqualTo("a#7");
            assertThat(pair.b().id().text()).isEqualTo("b#7");
            assertThat(pair.changedLines()).isEqualTo(1);
            assertThat(pair.unifiedDiff()).contains("-Senior ML engineer").contains("+Junior ML engineer");
        });
    }

    @Test
    void aCorrectionWithAnotherFinalAnswerDiffersAndTheOtherCorrectionsAndTheStoreAgree() throws IOException {
        Path a = SampleCopy.copy(TUTOR, tmp.resolve("exp-a"));
        Path b = SampleCopy.copy(TUTOR, tmp.resolve("exp-b"));
        Path trace = b.resolve("traces/20260407T101000Z_795b929e.json");
        ObjectNode root = (ObjectNode) JSON.readTree(trace.toFile());
        ((ObjectNode) root.get("final_answer")).put("corrected", "I learned Python last year");
        JSON.writerWithDefaultPrettyPrinter().writeValue(trace.toFile(), root);

        UnitRunComparison.Result result = compare(a, b);

        assertThat(result.format()).isEqualTo("miniagent");
        assertThat(result.pairs()).hasSize(10);
        assertThat(result.pairs()).filteredOn(pair -> !pair.agrees()).singleElement().satisfies(pair -> {
            assertThat(pair.a().id().text()).isEqualTo("795b929e");
            assertThat(pair.b().id().text()).isEqualTo("795b929e");
            assertThat(pair.changesA()).contains("answer: I learnt Python last year 😅");
            assertThat(pair.changesB()).contains("answer: I learned Python last year");
            assertThat(pair.changedLines()).isEqualTo(1);
        });
    }

    @Test
    void correctionsWithOtherRandomIdsPairByPositionInTimeOrder() throws IOException {
        Path a = SampleCopy.copy(TUTOR, tmp.resolve("exp-a"));
        Path b = SampleCopy.copy(TUTOR, tmp.resolve("exp-b"));
        try (var traces = Files.list(b.resolve("traces"))) {
            for (Path trace : traces.toList()) {
                ObjectNode root = (ObjectNode) JSON.readTree(trace.toFile());
                String id = root.get("correction_id").asText();
                root.put("correction_id", "n" + id.substring(1));
                Files.delete(trace);
                JSON.writerWithDefaultPrettyPrinter().writeValue(
                        trace.resolveSibling(trace.getFileName().toString().replace(id, "n" + id.substring(1))).toFile(),
                        root);
            }
        }

        UnitRunComparison.Result result = compare(a, b);

        assertThat(result.how()).anySatisfy(how -> assertThat(how).startsWith("correction: by position"));
        assertThat(result.pairs()).hasSize(10).allSatisfy(pair -> {
            assertThat(pair.b().id().text().substring(1)).isEqualTo(pair.a().id().text().substring(1));
            assertThat(pair.b().status()).isEqualTo(pair.a().status());
        });
    }

    @Test
    void callsOfTwoDifferentForgeSessionsAreRefusedInOneLineNamingWhy() throws IOException {
        UnitRunComparison.Result result = compare(FORGE.resolve("auth-refactor"), FORGE.resolve("flaky-ci"));

        assertThat(result.refused()).isTrue();
        assertThat(result.refusal()).startsWith("cannot compare forgenotes unit by unit: ")
                .contains("auth-refactor").contains("flaky-ci").contains("only the same session").doesNotContain("\n");
        assertThat(result.agrees()).isFalse();
    }

    @Test
    void aCopyOfMemPalaceSessionsJudgedAtOneInstantAgreesEvenWithItsUnreadableFiles() throws IOException {
        Path b = SampleCopy.copy(PALACE, tmp.resolve("palace"));

        UnitRunComparison.Result result = compare(PALACE, b);

        assertThat(result.refused()).isFalse();
        assertThat(result.pairs()).anySatisfy(pair -> assertThat(pair.a().status().key()).isEqualTo("unreadable"));
        assertThat(result.agrees()).isTrue();
    }

    @Test
    void memPalaceFoldersThatShareNoSessionAreRefused() throws IOException {
        Path b = Files.createDirectories(tmp.resolve("palace/session_scratchpad"));
        Files.copy(PALACE.resolve("session_scratchpad/4c1e-research.json"), b.resolve("other.json"));

        UnitRunComparison.Result result = compare(PALACE, tmp.resolve("palace"));

        assertThat(result.refusal()).startsWith("cannot compare mempalace unit by unit: sessions are")
                .contains("share no session");
    }

    @Test
    void foldersOfTwoFormatsAreRefusedNamingBoth() throws IOException {
        UnitRunComparison.Result result = compare(RUNS, TUTOR);

        assertThat(result.refusal()).startsWith("cannot compare: A is recursivecontext")
                .contains("B is miniagent").contains("different formats").doesNotContain("\n");
    }

    @Test
    void aFolderOfNoKnownFormatIsRefusedWithTheRegistrysLine() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("nothing"));
        Files.writeString(empty.resolve("notes.txt"), "hello");

        UnitRunComparison.Result result = compare(RUNS, empty);

        assertThat(result.refusal()).startsWith("cannot compare: B (" + empty + "): ");
    }
}
