package org.scratchpadinspector.ui.iterations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.panes.LineKind;

/**
 * The Iterations view's model, with the inline runner: on plain records (no format), then through the Steps facet
 * on a real-agent cycle, a recursive-context turn and a miniagent correction.
 */
class IterationsViewModelTest {
    private final IterationsViewModel vm = new IterationsViewModel(new InlineTaskRunner());

    private static IterationRecord record(int n, String before, String after, IterationRecord.Outcome outcome) {
        return new IterationRecord(n, "step " + n, List.of(new IterationRecord.Detail("response", "answer " + n, null)),
                outcome, "reported", before, after, List.of("notes"));
    }

    private static IterationsReport report(List<IterationRecord> records) {
        return new IterationsReport("unit-7", "reported", "ok — the steps end at the unit's after", true, records, "",
                "iteration", n -> "prompt of step " + n);
    }

    @Test
    void loadingShowsTheRowsAndSelectsTheFirstWithItsStatesSideBySide() {
        vm.load("unit-7", cancel -> report(List.of(record(1, "a: 1\n", "a: 1\nb: 2\n", IterationRecord.Outcome.OK),
                record(2, "a: 1\nb: 2\n", "a: 3\nb: 2\n", IterationRecord.Outcome.OK))));

        assertThat(vm.messageProperty().get()).isNull();
        assertThat(vm.originProperty().get()).isEqualTo("reported");
        assertThat(vm.records()).hasSize(2);
        assertThat(vm.selectedIndexProperty().get()).isZero();
        assertThat(vm.positionProperty().get()).isEqualTo("iteration 1 of 2");
        assertThat(vm.pairProperty().get().left().lines()).containsExactly("a: 1", "");
        assertThat(vm.pairProperty().get().right().lines()).containsExactly("a: 1", "b: 2");
        assertThat(vm.pairProperty().get().right().kinds()).contains(LineKind.ADDED);
    }

    @Test
    void steppingMovesThePanesToTheNextIterationAndStopsAtTheEnds() {
        vm.load("unit-7", cancel -> report(List.of(record(1, "a: 1\n", "a: 2\n", IterationRecord.Outcome.OK),
                record(2, "a: 2\n", "a: 3\n", IterationRecord.Outcome.OK))));

        vm.next();
        assertThat(vm.positionProperty().get()).isEqualTo("iteration 2 of 2");
        assertThat(vm.pairProperty().get().left().lines()).containsExactly("a: 2");
        vm.next();
        assertThat(vm.selectedIndexProperty().get()).isEqualTo(1);
        vm.previous();
        vm.previous();
        assertThat(vm.selectedProperty().get().n()).isEqualTo(1);
    }

    @Test
    void thePromptOfTheSelectedIterationIsBuiltOnlyWhenAskedFor() {
        vm.load("unit-7", cancel -> report(List.of(record(1, "a: 1\n", "a: 2\n", IterationRecord.Outcome.OK),
                record(2, "a: 2\n", "a: 3\n", IterationRecord.Outcome.OK))));

        assertThat(vm.promptProperty().get()).isEmpty();
        vm.promptShownProperty().set(true);
        assertThat(vm.promptProperty().get()).isEqualTo("prompt of step 1");
        vm.next();
        assertThat(vm.promptProperty().get()).isEqualTo("prompt of step 2");
    }

    @Test
    void aUnitWithoutIterationsSaysWhyAndAFailedLoadSaysSoInOneLine() {
        vm.load("unit-7", cancel -> new IterationsReport("unit-7", "rebuilt", "partial: 0 of 5", false, List.of(),
                "No iterations to show: no log.", "iteration", n -> ""));
        assertThat(vm.messageProperty().get()).isEqualTo("No iterations to show: no log.");
        assertThat(vm.agreesProperty().get()).isFalse();
        assertThat(vm.selectedProperty().get()).isNull();

        vm.load("unit-8", cancel -> {
            throw new java.io.IOException("disk gone");
        });
        assertThat(vm.messageProperty().get()).isEqualTo("Could not read the iterations of unit-8: disk gone");
        assertThat(vm.records()).isEmpty();
    }

    private static IterationsReport stepsOf(String dir, String unit) {
        MemorySource source = Sources.open(Path.of(dir));
        Steps steps = source.facet(Steps.class).orElseThrow();
        return StepsReports.load(steps, source.find(unit).orElseThrow(), Cancellation.NONE);
    }

    @Test
    void aRealAgentsMaxIterationsCycleShowsItsFiveIterationsRebuilt() {
        vm.load("20260401_122023", cancel -> stepsOf("scratchpad-samples/msa-real", "20260401_122023"));

        assertThat(vm.originProperty().get()).isEqualTo("rebuilt");
        assertThat(vm.verdictProperty().get()).startsWith("ok — ");
        assertThat(vm.records()).extracting(IterationRecord::outcome).containsExactly(IterationRecord.Outcome.OK,
                IterationRecord.Outcome.OK, IterationRecord.Outcome.PARSE_ERROR, IterationRecord.Outcome.UNKNOWN,
                IterationRecord.Outcome.OK);
        assertThat(vm.records().get(0).action()).startsWith("update_scratchpad {'notes': 'Trimmed at 12:20");
        assertThat(vm.firstDetailProperty().get()).isEqualTo("Response");
        vm.next();
        assertThat(vm.positionProperty().get()).isEqualTo("iteration 2 of 5");
        assertThat(vm.selectedProperty().get().before()).contains("Trimmed at 12:20");
        assertThat(vm.pairProperty().get().changes()).isNotEmpty();
        vm.promptShownProperty().set(true);
        assertThat(vm.promptProperty().get()).startsWith("Rebuilt (not recorded)")
                .contains("You are the caretaker of the W07 field node.", "Current scratchpad state:");
    }

    @Test
    void aRecursiveContextTurnShowsItsRespondAndReflectPhasesRecordedAndSteppingMovesThePanes() {
        vm.load("python-help#1", cancel -> stepsOf("scratchpad-samples/recursive-context/runs", "python-help#1"));

        assertThat(vm.originProperty().get()).isEqualTo("recorded");
        assertThat(vm.agreesProperty().get()).isTrue();
        assertThat(vm.records()).extracting(IterationRecord::action)
                .satisfiesExactly(a -> assertThat(a).startsWith("respond: "), a -> assertThat(a).startsWith("reflect: "));
        assertThat(vm.positionProperty().get()).isEqualTo("phase 1 of 2");
        assertThat(vm.pairProperty().get().changes()).isEmpty(); // responding leaves the scratchpad as it was
        vm.next();
        assertThat(vm.positionProperty().get()).isEqualTo("phase 2 of 2");
        assertThat(vm.selectedProperty().get().changed())
                .containsExactly("TRAJECTORY/Now", "TRAJECTORY/Path", "WORKSPACE", "SELF/Confidence");
        assertThat(vm.pairProperty().get().changes()).isNotEmpty();
        assertThat(vm.pairProperty().get().left().fileName()).isEqualTo("before phase 2");
        vm.promptShownProperty().set(true);
        assertThat(vm.promptKeptProperty().get()).isFalse();
        assertThat(vm.promptProperty().get()).startsWith("This source keeps no prompt of its phases");
    }

    @Test
    void aMiniagentCorrectionShowsItsTraceStepsWithTheThoughtAsTheFirstColumn() {
        vm.load("3ceb3ffd", cancel -> stepsOf("scratchpad-samples/miniagent/32-tutor-demo", "3ceb3ffd"));

        assertThat(vm.originProperty().get()).isEqualTo("recorded");
        assertThat(vm.firstDetailProperty().get()).isEqualTo("Thought");
        assertThat(vm.records().get(0).action())
                .isEqualTo("lookup_irregular_verb(verb=\"go\") -> ok: go: past went; participle gone");
        assertThat(vm.records().get(0).detailLine(vm.firstDetailProperty().get()))
                .isEqualTo("The learner wrote 'goed'. Check the table.");
        assertThat(vm.records().get(0).changed()).containsExactly("steps[0]");
        vm.next();
        assertThat(vm.positionProperty().get()).isEqualTo("step 2 of " + vm.records().size());
        assertThat(vm.selectedProperty().get().before()).isEqualTo(vm.records().get(0).after());
    }

    @Test
    void aUnitThatHasNoStepsSaysWhyInTheFormatsWords() {
        vm.load("longterm", cancel -> stepsOf("scratchpad-samples/miniagent/32-tutor-demo", "longterm"));

        assertThat(vm.records()).isEmpty();
        assertThat(vm.messageProperty().get()).startsWith("No steps to show: ").contains("is no correction");
    }
}
