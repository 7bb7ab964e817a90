package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.core.scratchpad.CycleId;
import org.scratchpadinspector.core.scratchpad.FieldHistory;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class FieldHistoryViewModelTest {
    private InspectorContext context;
    private FieldHistoryViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Scratchpad.open(Path.of("scratchpad-samples/demo")));
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
        FieldHistory.Row changedAt100637 = vm.rows().get(1);
        assertThat(changedAt100637.cycle()).isEqualTo(CycleId.parse("20260401_100637"));
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

        assertThat(vm.rows()).isNotEmpty().hasSizeLessThan(all).allMatch(FieldHistory.Row::changed);
        assertThat(vm.rows()).extracting(r -> r.cycle().toString()).doesNotContain("20260401_102637");
    }

    @Test
    void jumpSelectsTheRowsCycle() {
        vm.fieldProperty().set("current_task");
        vm.load();

        vm.jumpTo(vm.rows().get(10));

        assertThat(context.selectedCycleProperty().get()).isEqualTo(CycleId.parse("20260401_105137"));
    }

    @Test
    void anUnknownFieldSaysNoSnapshotHasIt() {
        vm.fieldProperty().set("no_such_field");
        vm.load();

        assertThat(vm.rows()).allMatch(r -> !r.present());
        assertThat(vm.messageProperty().get()).isEqualTo("No snapshot has a field named no_such_field.");
    }
}
