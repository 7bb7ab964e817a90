package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.EditSession;

/** Restore with a real reference agent attached: injected as one update, applied at the agent's next safe point. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AttachedRestoreTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path root;
    private final SerialTaskRunner runner = new SerialTaskRunner();
    private ReferenceAgentProcess agent;
    private EditSession session;

    @AfterEach
    void stop() throws InterruptedException {
        if (session != null) {
            runner.run(session::close);
        }
        if (agent != null) {
            agent.close();
        }
        runner.close();
    }

    @Test
    void anAttachedRestoreIsInjectedAndTheNextCycleStartsFromTheRestoredState() throws Exception {
        agent = ReferenceAgentProcess.start(root, "--stepped");
        stepCycle();
        waitForAfters(1);
        stepCycle();
        waitForAfters(2);
        String first = afters().get(0).getFileName().toString().substring(0, 15);
        // without the restore, the next cycle would start from the second cycle's end, which differs
        assertThat(withoutLastUpdated(afters().get(1)))
                .isNotEqualTo(withoutLastUpdated(agent.scratchpad().resolve(first + "_before.yaml")));
        SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
        InspectorContext context = new InspectorContext(runner);
        session = runner.read(() -> {
            context.open(Sources.open(root));
            attached.set(agent.client());
            return new EditSession(context, new EditModeSignals(attached, new SimpleBooleanProperty(),
                    new SimpleBooleanProperty()), Clock.systemUTC());
        });
        RestoreViewModel vm = runner.read(() -> new RestoreViewModel(context.source(), session, runner, context.historyPoints()));

        runner.run(() -> vm.prepare(UnitId.of(first), "before"));
        runner.await("planned", WAIT, () -> vm.canApplyProperty().get());
        assertThat(runner.read(() -> vm.pathProperty().get())).startsWith("Attached: sent to the agent as one update");
        runner.run(vm::apply);
        runner.await("sent", WAIT, () -> vm.resultProperty().get().startsWith("Sent to the agent as injection"));
        stepCycle();
        waitForAfters(3);

        Path newest = afters().get(2);
        Path restoredBefore = newest.resolveSibling(newest.getFileName().toString().replace("_after", "_before"));
        assertThat(withoutLastUpdated(restoredBefore))
                .isEqualTo(withoutLastUpdated(agent.scratchpad().resolve(first + "_before.yaml")));
        runner.await("applied", WAIT, () -> session.edits().get(0).status().equals("applied"));
    }

    /** Steps one cycle as soon as the agent has paused after the previous one (it answers 409 busy until then). */
    private void stepCycle() throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            try {
                agent.client().step(StepUnit.CYCLE);
                return;
            } catch (org.scratchpadinspector.agent.protocol.ProtocolException busy) {
                if (System.nanoTime() > deadline) {
                    throw busy;
                }
                Thread.sleep(50);
            }
        }
    }

    private List<Path> afters() throws Exception {
        try (Stream<Path> files = Files.list(agent.scratchpad())) {
            return files.filter(p -> p.getFileName().toString().endsWith("_after.yaml")).sorted().toList();
        }
    }

    private void waitForAfters(int count) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (afters().size() < count && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(afters()).hasSize(count);
    }

    private static Map<String, Object> withoutLastUpdated(Path file) throws Exception {
        Map<String, Object> state = new LinkedHashMap<>(YamlReader.parseMapping(Files.readString(file)));
        state.remove("last_updated");
        return state;
    }
}
