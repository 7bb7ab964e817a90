package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class CompareViewModelTest {
    private InspectorContext context;
    private CompareViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Sources.open(Path.of("scratchpad-samples/demo")));
        vm = new CompareViewModel(context);
    }

    /** A unit's state as the history names it ({@code ID:before}), or the memory now ({@code active}). */
    private StateChoice state(String typed) {
        return new StateChoice(context.source().facet(History.class).orElseThrow().point(typed, Cancellation.NONE));
    }

    private StateChoice cycle(String id, String side) {
        return state(id + ":" + side);
    }

    private StateChoice active() {
        return state("active");
    }

    @Test
    void offersTheMemoryNowThenEveryExistingStateNewestFirst() {
        assertThat(vm.choices().get(0)).isEqualTo(active());
        assertThat(vm.choices().get(1)).isEqualTo(cycle("20260401_105637", "before"));
        assertThat(vm.choices()).hasSize(1 + 21)
                .doesNotContain(cycle("20260401_104137", "before"), cycle("20260401_105637", "after"));
    }

    @Test
    void theFilterNarrowsTheChoices() {
        vm.filterProperty().set("100137");

        assertThat(vm.choices()).containsExactly(cycle("20260401_100137", "after"),
                cycle("20260401_100137", "before"));
    }

    @Test
    void comparingAnOldAfterWithActiveGivesFieldsAndAColouredDiff() {
        vm.leftProperty().set(cycle("20260401_100137", "after"));
        vm.rightProperty().set(active());

        vm.compare();

        assertThat(vm.fieldChanges()).isNotEmpty().anySatisfy(line -> assertThat(line).startsWith("current_task: "));
        assertThat(vm.diffTextProperty().get()).startsWith("--- 20260401_100137 after\n+++ active.yaml\n").contains("\n@@ ");
        assertThat(vm.messageProperty().get()).contains("fields differ");
        assertThat(vm.problems()).isEmpty();
    }

    @Test
    void swapExchangesTheSidesAndComparesAgain() {
        vm.leftProperty().set(cycle("20260401_100137", "after"));
        vm.rightProperty().set(active());
        vm.compare();

        vm.swap();

        assertThat(vm.leftProperty().get()).isEqualTo(active());
        assertThat(vm.diffTextProperty().get()).startsWith("--- active.yaml\n+++ 20260401_100137 after\n");
    }

    @Test
    void aCycleWithoutChangesIsReportedIdentical() {
        vm.leftProperty().set(cycle("20260401_102637", "before"));
        vm.rightProperty().set(cycle("20260401_102637", "before"));

        vm.compare();

        assertThat(vm.diffTextProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).contains("identical");
    }

    @Test
    void preselectsTheSelectedUnitsLastStateAgainstTheMemoryNow() {
        context.selectedUnitProperty().set(UnitId.of("20260401_105637"));
        CompareViewModel fresh = new CompareViewModel(context);

        assertThat(fresh.leftProperty().get()).isEqualTo(cycle("20260401_105637", "before"));
        assertThat(fresh.rightProperty().get()).isEqualTo(active());
    }
}
