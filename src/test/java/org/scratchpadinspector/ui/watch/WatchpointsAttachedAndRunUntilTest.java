package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.agent.CommandStepViewModel;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/** The watchpoints reach a real attached agent, and Command mode's Run until steps a real Python agent. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WatchpointsAttachedAndRunUntilTest {
    private static final Path SAMPLE_AGENT = Path.of("scratchpad-samples", "generator", "sample_agent.py").toAbsolutePath();
    private static final String ECHO_DONE = "[\"{\\\"tool\\\": \\\"echo\\\", \\\"args\\\": {\\\"message\\\": \\\"hi\\\"}}\", "
            + "\"{\\\"tool\\\": \\\"done\\\", \\\"args\\\": {\\\"summary\\\": \\\"ok\\\"}}\"]";
    private static final String CRASH = "[\"{\\\"tool\\\": \\\"fly\\\", \\\"args\\\": {}}\"]";

    @TempDir
    Path tmp;

    @Test
    void attachingSendsTheSetToTheAgentWhichKeepsItsIds() throws Exception {
        Path root = tmp.resolve("agent");
        try (ReferenceAgentProcess agent = ReferenceAgentProcess.start(root, "--stepped");
             SerialTaskRunner runner = new SerialTaskRunner()) {
            InspectorContext context = new InspectorContext(runner);
            SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
            WatchpointsViewModel vm = runner.read(() -> new WatchpointsViewModel(context, attached));
            runner.run(() -> vm.breakOnField("current_task"));

            runner.run(() -> attached.set(agent.client()));

            runner.await("the agent's answer", Duration.ofSeconds(30),
                    () -> vm.messageProperty().get().startsWith("The attached agent pauses"));
            assertThat(agent.client().breakpoints()).singleElement()
                    .satisfies(b -> assertThat(b).containsEntry("id", "w1").containsEntry("when", "changed")
                            .containsEntry("path", "current_task"));
        }
    }

    @Test
    void runUntilStepsTheRealAgentUntilTheCrashedCycleAndSelectsIt() throws Exception {
        Python.requirePyYaml();
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent"));
        int existing = Scratchpad.open(root).summaries(Cancellation.NONE).size();
        List<String> script = new ArrayList<>(Collections.nCopies(existing + 2, ECHO_DONE));
        script.add(CRASH);
        script.addAll(Collections.nCopies(10, ECHO_DONE));
        Path file = tmp.resolve("script.json");
        Files.writeString(file, "{\"max_iterations\": 4, \"cycles\": [" + String.join(", ", script) + "]}",
                StandardCharsets.UTF_8);
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        CommandStepViewModel command = new CommandStepViewModel(context, new Settings(tmp.resolve("s.properties")));
        WatchpointsViewModel watchpoints = new WatchpointsViewModel(context, new SimpleObjectProperty<>());
        command.useWatchpoints(watchpoints::breakpoints);
        watchpoints.inputProperty().set("status=crashed");
        watchpoints.add();
        command.commandLineProperty().set("python3 '" + SAMPLE_AGENT + "' --once . --fake-clock --script '" + file + "'");
        command.workingDirectoryProperty().set(root.toString());
        command.maxStepsProperty().set("10");

        command.runUntil();

        var cycles = Scratchpad.open(root).summaries(Cancellation.NONE);
        assertThat(cycles).hasSize(existing + 3);
        assertThat(cycles.get(cycles.size() - 1).status().key()).isEqualTo("crashed");
        assertThat(command.statusTextProperty().get()).startsWith("Stopped after 3 steps: watchpoint w1 held for cycle "
                + cycles.get(cycles.size() - 1).id());
        assertThat(context.selectedUnitProperty().get()).isEqualTo(CycleSources.unit(cycles.get(cycles.size() - 1).id()));
    }

    @Test
    void runUntilWithoutAWatchpointSaysWhereToSetOne() throws Exception {
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(CycleSources.sourceOf(Scratchpad.open(SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent")))));
        CommandStepViewModel command = new CommandStepViewModel(context, new Settings(tmp.resolve("s.properties")));
        command.commandLineProperty().set("true");

        command.runUntil();

        assertThat(command.statusTextProperty().get()).isEqualTo("Run until needs a watchpoint: set one in the Watchpoints tab.");
        assertThat(command.failedProperty().get()).isTrue();
    }
}
