package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.EventHub;
import org.scratchpadinspector.agent.reference.AgentOptions;
import org.scratchpadinspector.agent.reference.ReferenceAgent;
import org.scratchpadinspector.agent.reference.Script;
import org.scratchpadinspector.agent.reference.ScriptedModel;
import org.scratchpadinspector.agent.reference.SimulatedClock;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;

/**
 * The reference agent writes its files in its own layout (it names no format); opened as any agent root, they read
 * in this format as the cycles the agent reported, with the statuses it reported and the states it wrote.
 */
class ReferenceAgentFilesTest {
    private static final String SCRIPT = """
            {"max_iterations": 3, "cycles": [
              ["{\\"tool\\": \\"update_scratchpad\\", \\"args\\": {\\"current_task\\": \\"Tag the release\\"}}",
               "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"Tagged\\"}}"],
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"again\\"}}"],
              ["{\\"tool\\": \\"fly\\", \\"args\\": {\\"to\\": \\"the moon\\"}}"]
            ]}
            """;
    private static final int CYCLES = 3;

    @TempDir
    Path root;

    @Test
    void theCyclesTheAgentReportsAreTheUnitsTheFormatReadsFromItsFiles() throws Exception {
        SimulatedClock clock = new SimulatedClock(SimulatedClock.DEFAULT_START, 300, 7);
        AgentOptions options = AgentOptions.inDirectory(root, null, dir -> clock,
                c -> new ScriptedModel(parse(), c), 3, false, Duration.ZERO, false, line -> { });
        List<ReferenceAgent.CycleResult> reported = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        try (ReferenceAgent agent = new ReferenceAgent(options, new EventHub())) {
            agent.onCycleFinished(result -> {
                reported.add(result);
                if (reported.size() == CYCLES) {
                    agent.requestStop();
                    done.countDown();
                }
            });
            agent.start();
            assertThat(done.await(60, TimeUnit.SECONDS)).as("the agent ran " + CYCLES + " cycles").isTrue();
        }

        MemorySource source = Formats.registry().open(root, SourceOptions.NOW, Cancellation.NONE);
        List<Unit> units = source.units();
        assertThat(units).extracting(Unit::format).containsOnly(YamlCyclesProvider.NAME);
        assertThat(units).extracting(unit -> unit.id().text())
                .containsExactlyElementsOf(reported.stream().map(ReferenceAgent.CycleResult::id).toList());
        assertThat(units).extracting(unit -> unit.status().key())
                .containsExactlyElementsOf(reported.stream().map(ReferenceAgent.CycleResult::status).toList());
        UnitDetail first = source.detail(units.get(0).id(), Cancellation.NONE).orElseThrow();
        assertThat(first.states()).extracting(org.scratchpadinspector.model.UnitState::name).contains("before", "after");
        org.scratchpadinspector.model.UnitState after = first.states().stream()
                .filter(state -> state.name().equals("after")).findFirst().orElseThrow();
        // the seed's done: the current task moves to completed_tasks with its summary
        assertThat(after.value()).isInstanceOfSatisfying(java.util.Map.class, state -> {
            assertThat(state.get("current_task")).isNull();
            assertThat(state.get("completed_tasks"))
                    .isEqualTo(List.of(java.util.Map.of("task", "Tag the release", "summary", "Tagged")));
        });
        assertThat(after.raw()).isEqualTo(Files.readAllBytes(
                root.resolve("scratchpad").resolve(units.get(0).id().text() + "_after.yaml")));
        assertThat(Files.exists(root.resolve("logs/cycle_" + units.get(0).id().text() + ".log"))).isTrue();
    }

    private static Script parse() {
        try {
            return Script.parse(SCRIPT, "script.json");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
