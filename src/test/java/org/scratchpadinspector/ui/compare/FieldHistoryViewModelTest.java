package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class FieldHistoryViewModelTest {
    private InspectorContext context;
    private FieldHistoryViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Sources.open(Path.of("scratchpad-samples/demo")));
        vm = new FieldHistoryViewModel(context);
    }

    @Test
    void offersTheTopLevelKeysOfActive() {
        assertThat(vm.fields()).containsExactly("goals", "current_task", "pending_actions", "completed_tasks",
                "notes", "last_updated");
    }

    @Test
    void currentTaskHistoryMarksTheCyclesWhereItChanged() {
        vm.fieldProperty().set("current_task");
        vm.load();

        assertThat(vm.rows()).hasSize(12);
        assertThat(vm.progressProperty().get()).isEqualTo(1.0);
        FieldTrail.Row changedAt100637 = vm.rows().get(1);
        assertThat(changedAt100637.unit()).isEqualTo(UnitId.of("20260401_100637"));
        assertThat(changedAt100637.changed()).isTrue();
        assertThat(changedAt100637.value()).isEqualTo("Draft the report in reports/2026-W14.md");
        assertThat(vm.messageProperty().get()).startsWith("current_task changed ");
    }

    @Test
    void onlyChangesHidesTheUnchangedRows() {
        vm.fieldProperty().set("current_task");
        vm.load();
        int all = vm.rows().size();

        vm.onlyChangesProperty().set(true);

        assertThat(vm.rows()).isNotEmpty().hasSizeLessThan(all).allMatch(FieldTrail.Row::changed);
        assertThat(vm.rows()).extracting(r -> r.unit().toString()).doesNotContain("20260401_102637");
    }

    @Test
    void jumpSelectsTheRowsCycle() {
        vm.fieldProperty().set("current_task");
        vm.load();

        vm.jumpTo(vm.rows().get(10));

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_105137"));
    }

    @Test
    void anUnknownFieldSaysNoSnapshotHasIt() {
        vm.fieldProperty().set("no_such_field");
        vm.load();

        assertThat(vm.rows()).allMatch(r -> !r.present());
        assertThat(vm.messageProperty().get()).isEqualTo("No state has a field named no_such_field.");
    }

    @Test
    void aFieldSetInSixCyclesAfterItsFirstValueShowsChangedSixTimesAndSixMarkedRows(@TempDir Path dir)
            throws IOException {
        // the first value, then six new values with one cycle between that keeps its value
        List<String> values = List.of("T0", "T1", "T1", "T2", "T3", "T4", "T5", "T6");
        String previous = values.get(0);
        for (int i = 0; i < values.size(); i++) {
            String id = String.format("20260401_10%02d00", i);
            Files.writeString(dir.resolve(id + "_before.yaml"), "current_task: " + previous + "\n");
            Files.writeString(dir.resolve(id + "_after.yaml"), "current_task: " + values.get(i) + "\n");
            previous = values.get(i);
        }
        context.open(Sources.open(dir));
        vm.fieldProperty().set("current_task");

        vm.load();

        assertThat(vm.rows()).hasSize(8);
        assertThat(vm.rows()).filteredOn(r -> vm.mark(r) == FieldHistoryViewModel.Mark.CHANGED).hasSize(6)
                .extracting(FieldTrail.Row::value).containsExactly("T1", "T2", "T3", "T4", "T5", "T6");
        assertThat(vm.mark(vm.rows().get(0))).isEqualTo(FieldHistoryViewModel.Mark.FIRST_VALUE);
        assertThat(vm.mark(vm.rows().get(2))).isEqualTo(FieldHistoryViewModel.Mark.NONE);
        assertThat(vm.messageProperty().get()).startsWith("current_task changed 6 times in 8 cycles");
    }

    @Test
    void theDemosCountOfChangesEqualsItsChangedMarks() {
        vm.fieldProperty().set("current_task");
        vm.load();

        long marked = vm.rows().stream().filter(r -> vm.mark(r) == FieldHistoryViewModel.Mark.CHANGED).count();
        assertThat(vm.messageProperty().get()).startsWith("current_task changed " + (marked == 1 ? "once" : marked + " times"));
    }
}
