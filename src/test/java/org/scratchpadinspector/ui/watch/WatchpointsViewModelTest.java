package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.testsupport.SampleCopy;

class WatchpointsViewModelTest {
    static final String LAST = "20260401_102137";
    static final String NEW = "20260401_102637";

    @TempDir
    Path tmp;

    InspectorContext context = new InspectorContext(new InlineTaskRunner());
    SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
    WatchpointsViewModel vm = new WatchpointsViewModel(context, attached);

    Path openHealthyCopy() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent"));
        context.open(org.scratchpadinspector.ui.common.SeedCycles.sourceOf(Scratchpad.open(root)));
        return root.resolve("scratchpad");
    }

    /** A new cycle whose agent set current_task back to the one of the cycle before: a real pair of files. */
    static void writeCycleChangingCurrentTask(Path scratchpad) throws Exception {
        Files.copy(scratchpad.resolve(LAST + "_after.yaml"), scratchpad.resolve(NEW + "_before.yaml"));
        Files.copy(scratchpad.resolve(LAST + "_before.yaml"), scratchpad.resolve(NEW + "_after.yaml"));
    }

    @Test
    void aConditionIsAddedWithTheNextIdAndTheInputCleared() {
        vm.inputProperty().set("changed=current_task");
        vm.add();
        vm.inputProperty().set("status=crashed");
        vm.add();

        assertThat(vm.rows()).extracting(WatchpointRow::id).containsExactly("w1", "w2");
        assertThat(vm.rows()).extracting(WatchpointRow::text).containsExactly("changed=current_task", "status=crashed");
        assertThat(vm.inputProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).startsWith("Watchpoint w2 set: status=crashed");
    }

    @Test
    void aBadConditionIsRefusedInOneLineAndTheTextIsKept() {
        vm.inputProperty().set("status=exploded");
        vm.add();

        assertThat(vm.rows()).isEmpty();
        assertThat(vm.inputProperty().get()).isEqualTo("status=exploded");
        assertThat(vm.messageProperty().get()).startsWith("Not a condition: ").doesNotContain("\n");
    }

    @Test
    void breakOnFieldWatchesThatPathForChanges() {
        vm.breakOnField("goals");

        assertThat(vm.breakpoints()).hasSize(1);
        assertThat(vm.breakpoints().get(0).toJson()).containsEntry("when", "changed").containsEntry("path", "goals");
    }

    @Test
    void aRemovedWatchpointIsGone() {
        vm.breakOnField("goals");
        vm.remove(vm.rows().get(0));

        assertThat(vm.breakpoints()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("Watchpoint w1 removed.");
    }

    @Test
    void aNewCycleMeetingAWatchpointRaisesANotificationThatSelectsIt() throws Exception {
        Path scratchpad = openHealthyCopy();
        vm.breakOnField("current_task");
        writeCycleChangingCurrentTask(scratchpad);

        context.publishChange(new DirectoryChange(Set.of(NEW + "_before.yaml", NEW + "_after.yaml"), false));

        assertThat(vm.notificationProperty().get())
                .startsWith("Watchpoint w1 (changed=current_task) held for cycle " + NEW)
                .contains("\"new\":\"Announce the release in #kestrel\"");
        vm.showNotifiedCycle();
        assertThat(context.selectedCycleProperty().get()).isEqualTo(CycleId.parse(NEW));
    }

    @Test
    void aNewCycleMeetingNoWatchpointRaisesNothing() throws Exception {
        Path scratchpad = openHealthyCopy();
        vm.inputProperty().set("status=crashed");
        vm.add();
        writeCycleChangingCurrentTask(scratchpad);

        context.publishChange(new DirectoryChange(Set.of(NEW + "_before.yaml", NEW + "_after.yaml"), false));

        assertThat(vm.notificationProperty().get()).isEmpty();
    }

    @Test
    void openingAnotherDirectoryDismissesTheNotification() throws Exception {
        Path scratchpad = openHealthyCopy();
        vm.breakOnField("current_task");
        writeCycleChangingCurrentTask(scratchpad);
        context.publishChange(new DirectoryChange(Set.of(NEW + "_after.yaml"), false));
        assertThat(vm.notificationProperty().get()).isNotEmpty();

        context.open(org.scratchpadinspector.ui.common.SeedCycles.sourceOf(Scratchpad.open(SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo")))));

        assertThat(vm.notificationProperty().get()).isEmpty();
    }
}
