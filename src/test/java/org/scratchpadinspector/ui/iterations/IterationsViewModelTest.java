package org.scratchpadinspector.ui.iterations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.panes.LineKind;

/** The Iterations view's model, with the inline runner: on plain records (no format), then on a real-agent cycle. */
class IterationsViewModelTest {
    private final IterationsViewModel vm = new IterationsViewModel(new InlineTaskRunner());

    private static IterationRecord record(int n, String before, String after, IterationRecord.Outcome outcome) {
        return new IterationRecord(n, "step " + n, "answer " + n, false, "", false, outcome, before, after,
                List.of("notes"));
    }

    private static IterationsReport report(List<IterationRecord> records) {
        return new IterationsReport("unit-7", "reported", "ok — the steps end at the unit's after", true, records, "",
                n -> "prompt of step " + n);
    }

    @Test
    void loadingShowsTheRowsAndSelectsTheFirstWithItsStatesSideBySide() {
        vm.load("unit-7", cancel -> report(List.of(record(1, "a: 1\n", "a: 1\nb: 2\n", IterationRecord.Outcome.OK),
                record(2, "a: 1\nb: 2\n", "a: 3\nb: 2\n", IterationRecord.Outcome.DONE))));

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
                "No iterations to show: no log.", n -> ""));
        assertThat(vm.messageProperty().get()).isEqualTo("No iterations to show: no log.");
        assertThat(vm.agreesProperty().get()).isFalse();
        assertThat(vm.selectedProperty().get()).isNull();

        vm.load("unit-8", cancel -> {
            throw new java.io.IOException("disk gone");
        });
        assertThat(vm.messageProperty().get()).isEqualTo("Could not replay the iterations of unit-8: disk gone");
        assertThat(vm.records()).isEmpty();
    }

    @Test
    void aRealAgentsMaxIterationsCycleShowsItsFiveIterationsRebuilt() {
        Path msa = Path.of("scratchpad-samples/msa-real");
        vm.load("20260401_122023", cancel -> CycleIterationsReports.load(Scratchpad.open(msa),
                CycleId.parse("20260401_122023")));

        assertThat(vm.originProperty().get()).isEqualTo("rebuilt");
        assertThat(vm.verdictProperty().get()).startsWith("ok — ");
        assertThat(vm.records()).extracting(IterationRecord::outcome).containsExactly(IterationRecord.Outcome.OK,
                IterationRecord.Outcome.OK, IterationRecord.Outcome.PARSE_ERROR, IterationRecord.Outcome.UNKNOWN,
                IterationRecord.Outcome.OK);
        assertThat(vm.records().get(0).action()).startsWith("update_scratchpad {'notes': 'Trimmed at 12:20");
        vm.next();
        assertThat(vm.selectedProperty().get().before()).contains("Trimmed at 12:20");
        assertThat(vm.pairProperty().get().changes()).isNotEmpty();
        vm.promptShownProperty().set(true);
        assertThat(vm.promptProperty().get()).startsWith("Rebuilt, not recorded")
                .contains("You are the caretaker of the W07 field node.", "Current scratchpad state:");
    }
}
