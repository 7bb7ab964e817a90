package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel.Connection;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.units.UnitListViewModel;
import org.scratchpadinspector.ui.units.UnitRow;

/** The first-run demo: the Agent panel says "between cycles" and the list does not claim a cycle runs. */
@Timeout(120)
class LiveDemoAgreementTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path tmp;
    private final SerialTaskRunner ui = new SerialTaskRunner();
    private final InspectorContext context = new InspectorContext(ui);
    private MainViewModel main;
    private UnitListViewModel list;
    private AgentPanelViewModel agent;

    @AfterEach
    void close() {
        ui.run(() -> {
            if (agent != null) {
                agent.close();
            }
            if (list != null) {
                list.dispose();
            }
            if (main != null) {
                main.close();
            }
        });
        ui.close();
    }

    private UnitRow newestRow() {
        return list.rows().isEmpty() ? null : list.rows().get(list.rows().size() - 1);
    }

    @Test
    void theDemosUnfinishedCycleReadsInterruptedWhileThePanelSaysTheAgentIsBetweenCycles() {
        ui.run(() -> {
            main = new MainViewModel(context, new Settings(tmp.resolve("settings.properties")));
            list = new UnitListViewModel(context);
            agent = new AgentPanelViewModel(context);
            main.start(null);
        });
        ui.await("the demo open", WAIT, () -> CycleSources.scratchpadOf(context) != null && !main.loadingProperty().get());
        ui.await("the panel attached", WAIT, () -> {
            agent.checkForAgent();
            return agent.connectionProperty().get() == Connection.ATTACHED
                    && agent.feed().statusProperty().get() != null;
        });
        ui.await("the newest cycle summarized", WAIT, () -> newestRow() != null && !newestRow().isPending()
                && list.pendingCountProperty().get() == 0);

        assertThat(ui.read(() -> agent.feed().statusProperty().get().cycleId())).as("the panel: between cycles").isNull();
        assertThat(ui.read(() -> newestRow().id().toString())).isEqualTo("20260401_105637");
        assertThat(ui.read(() -> newestRow().status().key())).isEqualTo("interrupted");
        assertThat(ui.read(() -> list.statusCount("running"))).isZero();
    }

    @Test
    void theFilesOnlyDemoClaimsNoRunningCycleEither() {
        ui.run(() -> {
            main = new MainViewModel(context, new Settings(tmp.resolve("settings.properties")));
            list = new UnitListViewModel(context);
            main.openBundledSample();
        });
        ui.await("the copy open and summarized", WAIT, () -> CycleSources.scratchpadOf(context) != null && newestRow() != null
                && list.pendingCountProperty().get() == 0);

        assertThat(ui.read(() -> newestRow().status().key())).isEqualTo("interrupted");
        assertThat(ui.read(() -> newestRow().statusReason())).startsWith("no sign of life since ");
    }
}
