package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class CompareViewModelTest {
    private InspectorContext context;
    private CompareViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Scratchpad.open(Path.of("scratchpad-samples/demo")));
        vm = new CompareViewModel(context);
    }

    private static SnapshotChoice cycle(String id, Side side) {
        return new SnapshotChoice(CycleId.parse(id), side);
    }

    @Test
    void offersActiveThenEveryExistingSnapshotNewestFirst() {
        assertThat(vm.choices().get(0)).isEqualTo(SnapshotChoice.ACTIVE);
        assertThat(vm.choices().get(1)).isEqualTo(cycle("20260401_105637", Side.BEFORE));
        assertThat(vm.choices()).hasSize(1 + 21)
                .doesNotContain(cycle("20260401_104137", Side.BEFORE), cycle("20260401_105637", Side.AFTER));
    }

    @Test
    void theFilterNarrowsTheChoices() {
        vm.filterProperty().set("100137");

        assertThat(vm.choices()).containsExactly(cycle("20260401_100137", Side.AFTER),
                cycle("20260401_100137", Side.BEFORE));
    }

    @Test
    void comparingAnOldAfterWithActiveGivesFieldsAndAColouredDiff() {
        vm.leftProperty().set(cycle("20260401_100137", Side.AFTER));
        vm.rightProperty().set(SnapshotChoice.ACTIVE);

        vm.compare();

        assertThat(vm.fieldChanges()).isNotEmpty().anySatisfy(line -> assertThat(line).startsWith("current_task: "));
        assertThat(vm.diffTextProperty().get()).startsWith("--- 20260401_100137 after\n+++ active.yaml\n").contains("\n@@ ");
        assertThat(vm.messageProperty().get()).contains("fields differ");
        assertThat(vm.problems()).isEmpty();
    }

    @Test
    void swapExchangesTheSidesAndComparesAgain() {
        vm.leftProperty().set(cycle("20260401_100137", Side.AFTER));
        vm.rightProperty().set(SnapshotChoice.ACTIVE);
        vm.compare();

        vm.swap();

        assertThat(vm.leftProperty().get()).isEqualTo(SnapshotChoice.ACTIVE);
        assertThat(vm.diffTextProperty().get()).startsWith("--- active.yaml\n+++ 20260401_100137 after\n");
    }

    @Test
    void aCycleWithoutChangesIsReportedIdentical() {
        vm.leftProperty().set(cycle("20260401_102637", Side.BEFORE));
        vm.rightProperty().set(cycle("20260401_102637", Side.BEFORE));

        vm.compare();

        assertThat(vm.diffTextProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).contains("identical");
    }

    @Test
    void preselectsTheSelectedCycleAgainstActive() {
        context.selectedCycleProperty().set(CycleId.parse("20260401_105637"));
        CompareViewModel fresh = new CompareViewModel(context);

        assertThat(fresh.leftProperty().get()).isEqualTo(cycle("20260401_105637", Side.BEFORE));
        assertThat(fresh.rightProperty().get()).isEqualTo(SnapshotChoice.ACTIVE);
    }
}
