package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
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
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
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
        assertThat(context.selectedUnitProperty().get()).isEqualTo(CycleSources.unit(NEW));
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

        context.open(CycleSources.sourceOf(Scratchpad.open(SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo")))));

        assertThat(vm.notificationProperty().get()).isEmpty();
    }

    private static org.scratchpadinspector.agent.protocol.AgentEvent paused(Object... keyValues) {
        java.util.Map<String, Object> data = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            data.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new org.scratchpadinspector.agent.protocol.AgentEvent("paused", 9, "2026-11-22T09:30:14.201Z",
                (String) data.get("cycle_id"), data);
    }

    @Test
    void aPausedEventOfTheAttachedAgentIsListedAsAHitOfItsWatchpointAndSaidOnTheMessageLine() {
        vm.inputProperty().set("tool=write_file");
        vm.add();

        vm.agentEvent(paused("cycle_id", null, "iteration", 0, "phase", "between_cycles", "reason", "breakpoint",
                "breakpoint", "w1", "condition", java.util.Map.of("when", "tool", "tool", "write_file"),
                "saw", java.util.Map.of("tool", "write_file", "args", "{'path': 'x'}"),
                "hit_cycle_id", NEW, "hit_iteration", 3));

        assertThat(vm.hits()).singleElement().satisfies(hit -> {
            assertThat(hit.watchpointId()).isEqualTo("w1");
            assertThat(hit.cycleId()).isEqualTo(NEW);
            assertThat(hit.iteration()).isEqualTo(3);
            assertThat(hit.saw()).isEqualTo("matched write_file({'path': 'x'})");
            assertThat(hit.sentence()).isEqualTo("watchpoint w1 (tool=write_file) held in cycle " + NEW
                    + ", iteration 3: matched write_file({'path': 'x'})");
        });
        assertThat(vm.rows()).singleElement().satisfies(row -> {
            assertThat(row.hits()).isEqualTo(1);
            assertThat(row.toString()).endsWith("— held once, last in cycle " + NEW + ", iteration 3: matched write_file({'path': 'x'})");
        });
        assertThat(vm.messageProperty().get()).isEqualTo("The agent paused: " + vm.hits().get(0).sentence() + ".");
        vm.showHit(vm.hits().get(0));
        assertThat(context.selectedUnitProperty().get()).isEqualTo(CycleSources.unit(NEW));
    }

    @Test
    void aPausedEventWithoutAHitOrFromAnOlderAgentIsHandledWithWhatItSays() {
        vm.breakOnField("current_task");
        vm.agentEvent(paused("cycle_id", NEW, "iteration", 2, "reason", "step"));
        assertThat(vm.hits()).isEmpty();

        vm.agentEvent(paused("cycle_id", NEW, "iteration", 2, "reason", "breakpoint", "breakpoint", "w1",
                "saw", java.util.Map.of("path", "current_task", "old", "a", "new", "b")));
        assertThat(vm.hits()).singleElement().satisfies(hit -> assertThat(hit.sentence())
                .isEqualTo("watchpoint w1 (changed=current_task) held in cycle " + NEW + ", iteration 2:"
                        + " current_task changed: \"a\" → \"b\""));
    }

    @Test
    void aFilesModeHitAndARunUntilStopAreListedToo() throws Exception {
        Path scratchpad = openHealthyCopy();
        vm.breakOnField("current_task");
        writeCycleChangingCurrentTask(scratchpad);
        context.publishChange(new DirectoryChange(Set.of(NEW + "_before.yaml", NEW + "_after.yaml"), false));

        assertThat(vm.notificationProperty().get()).contains("current_task changed: ");
        assertThat(vm.hits()).singleElement().satisfies(hit -> {
            assertThat(hit.cycleId()).isEqualTo(NEW);
            assertThat(hit.iteration()).isNull();
            assertThat(hit.sentence()).startsWith("watchpoint w1 (changed=current_task) held in cycle " + NEW + ": current_task changed: ");
        });
        vm.ranUntil(LAST, new org.scratchpadinspector.engine.watchpoint.Hit(vm.breakpoints().get(0),
                java.util.Map.of("status", "crashed")));
        assertThat(vm.hits()).hasSize(2);
        assertThat(vm.hits().get(0).cycleId()).isEqualTo(LAST);
        assertThat(vm.rows().get(0).hits()).isEqualTo(2);
    }
}
