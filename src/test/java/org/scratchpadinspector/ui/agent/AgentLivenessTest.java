package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.SnapshotStore;
import org.scratchpadinspector.testsupport.AgentProcess;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel.Connection;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.units.UnitListViewModel;
import org.scratchpadinspector.ui.units.UnitRow;

/** The Agent panel's verdict on a real agent process feeds the cycle list's running / interrupted rule at once. */
@Timeout(120)
class AgentLivenessTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path root;
    private final SerialTaskRunner ui = new SerialTaskRunner();
    private AgentProcess agent;
    private AgentPanelViewModel vm;
    private UnitListViewModel list;
    private final InspectorContext context = new InspectorContext(ui);

    @AfterEach
    void stop() throws Exception {
        if (vm != null) {
            ui.run(vm::close);
        }
        if (list != null) {
            ui.run(list::dispose);
        }
        if (agent != null) {
            agent.close();
        }
        ui.close();
    }

    private UnitRow newestRow() {
        return list.rows().isEmpty() ? null : list.rows().get(list.rows().size() - 1);
    }

    private void awaitConnection(Connection expected) {
        ui.await("connection " + expected, WAIT, () -> {
            vm.checkForAgent();
            return vm.connectionProperty().get() == expected;
        });
    }

    @Test
    void aKilledAgentsCycleTurnsInterruptedInTheListAsSoonAsThePanelFindsItGone() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        Files.createDirectories(root.resolve("scratchpad"));
        Scratchpad pad = Scratchpad.open(root, new SnapshotStore(), new Cancellation(), n -> { });
        ui.run(() -> {
            context.open(CycleSources.sourceOf(pad));
            vm = new AgentPanelViewModel(context);
            list = new UnitListViewModel(context);
        });
        awaitConnection(Connection.ATTACHED);
        ui.await("paused", WAIT, () -> vm.feed().statusProperty().get() != null
                && "paused".equals(vm.feed().statusProperty().get().state()));

        ui.run(vm::stepIteration);
        ui.await("mid-cycle", WAIT, () -> vm.feed().statusProperty().get().cycleId() != null);
        ui.await("the cycle's _before", WAIT, () -> Files.exists(root.resolve("scratchpad")
                .resolve(vm.feed().statusProperty().get().cycleId() + "_before.yaml")));
        pad.rescan(Cancellation.NONE, n -> { });
        ui.run(() -> context.publishChange(DirectoryChange.EVERYTHING));
        ui.await("the cycle listed running", WAIT, () -> newestRow() != null && newestRow().status() != null && newestRow().status().key().equals("running"));
        assertThat(ui.read(() -> newestRow().statusReason())).contains("in this cycle");

        agent.kill();
        awaitConnection(Connection.STALE);

        ui.await("the row interrupted", WAIT, () -> newestRow().status() != null && newestRow().status().key().equals("interrupted"));
        assertThat(ui.read(() -> newestRow().statusReason())).startsWith("the Agent panel found the agent gone: ");
        assertThat(ui.read(() -> vm.livenessProperty().get().alive())).isFalse();
    }

    @Test
    void detachingLeavesTheRuleToTheFiles() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        Files.createDirectories(root.resolve("scratchpad"));
        Scratchpad pad = Scratchpad.open(root, new SnapshotStore(), new Cancellation(), n -> { });
        ui.run(() -> {
            context.open(CycleSources.sourceOf(pad));
            vm = new AgentPanelViewModel(context);
        });
        awaitConnection(Connection.ATTACHED);
        assertThat(ui.read(() -> pad.liveness().attached().alive())).isTrue();

        ui.run(vm::detach);

        assertThat(ui.read(() -> pad.liveness().attached())).isNull();
        assertThat(ui.read(() -> vm.livenessProperty().get())).isNull();
    }
}
