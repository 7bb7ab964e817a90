package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.SnapshotStore;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

class CommandStepViewModelTest {
    @TempDir
    Path tmp;

    private InspectorContext openCopyOfHealthySample() throws IOException {
        Path root = tmp.resolve("agent");
        copyTree(Path.of("scratchpad-samples/healthy"), root);
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(CycleSources.sourceOf(Scratchpad.open(root, new SnapshotStore(), new Cancellation(), n -> { })));
        return context;
    }

    private Settings settings() {
        return new Settings(tmp.resolve("settings.properties"));
    }

    @Test
    void stepRunsARealPythonAgentForOneCycleStreamsItsOutputAndRemembersTheCommand() throws Exception {
        Python.requirePyYaml();
        InspectorContext context = openCopyOfHealthySample();
        CommandStepViewModel vm = new CommandStepViewModel(context, settings());
        assertThat(vm.workingDirectoryProperty().get()).isEqualTo(tmp.resolve("agent").toString());
        String agent = Path.of("scratchpad-samples/generator/sample_agent.py").toAbsolutePath().toString();
        vm.commandLineProperty().set("python3 " + agent + " --once . --fake-clock");

        vm.step();

        assertThat(vm.failedProperty().get()).as(vm.statusTextProperty().get()).isFalse();
        assertThat(vm.statusTextProperty().get()).startsWith("Cycle command finished: exit code 0");
        assertThat(vm.output()).first().asString().startsWith("$ python3 ");
        assertThat(vm.output()).anyMatch(line -> line.matches("\\d{8}_\\d{6}"));
        Path scratchpad = tmp.resolve("agent/scratchpad");
        assertThat(Scratchpad.open(scratchpad).index().size()).isEqualTo(6);

        CommandStepViewModel again = new CommandStepViewModel(context, settings());
        assertThat(again.commandLineProperty().get()).isEqualTo(vm.commandLineProperty().get());
    }

    @Test
    void aFailingCommandShowsItsExitCodeAndOutput() throws Exception {
        CommandStepViewModel vm = new CommandStepViewModel(openCopyOfHealthySample(), settings());
        vm.commandLineProperty().set("echo 'Traceback: boom' >&2; exit 7");
        vm.step();
        assertThat(vm.failedProperty().get()).isTrue();
        assertThat(vm.statusTextProperty().get()).contains("exit code 7");
        assertThat(vm.output()).contains("Traceback: boom");
    }

    @Test
    void anEmptyCommandOrABadTimeoutIsRefusedWithAMessageAndNothingRuns() throws Exception {
        CommandStepViewModel vm = new CommandStepViewModel(openCopyOfHealthySample(), settings());
        vm.step();
        assertThat(vm.failedProperty().get()).isTrue();
        assertThat(vm.statusTextProperty().get()).contains("Enter the command");
        assertThat(vm.output()).isEmpty();

        vm.commandLineProperty().set("touch ran");
        vm.timeoutSecondsProperty().set("soon");
        vm.step();
        assertThat(vm.statusTextProperty().get()).contains("whole number of seconds");
        assertThat(tmp.resolve("agent/ran")).doesNotExist();
    }

    @Test
    void aCommandThatOutlivesItsTimeoutIsStoppedAndSaysSo() throws Exception {
        CommandStepViewModel vm = new CommandStepViewModel(openCopyOfHealthySample(), settings());
        vm.commandLineProperty().set("echo started; sleep 30");
        vm.timeoutSecondsProperty().set("1");
        vm.step();
        assertThat(vm.failedProperty().get()).isTrue();
        assertThat(vm.statusTextProperty().get()).contains("timeout");
        assertThat(vm.output()).contains("started");
    }

    /** Command mode is the LiveControl facet's: a source without it fills in no command and runs nothing. */
    @Test
    void aSourceWhoseAgentCannotBeRunOneUnitAtATimeFillsInNothingAndRunsNothing() throws Exception {
        Path run = tmp.resolve("python-help");
        copyTree(Path.of("scratchpad-samples/recursive-context/runs/python-help"), run);
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(org.scratchpadinspector.formats.Formats.registry().open(run,
                org.scratchpadinspector.format.SourceOptions.NOW, Cancellation.NONE));
        assertThat(context.source().facet(org.scratchpadinspector.model.LiveControl.class)).isEmpty();

        CommandStepViewModel vm = new CommandStepViewModel(context, settings());
        assertThat(vm.commandLineProperty().get()).isEmpty();
        assertThat(vm.workingDirectoryProperty().get()).isEmpty();
        vm.step();

        assertThat(vm.failedProperty().get()).isTrue();
        assertThat(vm.statusTextProperty().get()).isEqualTo(context.source().lacks(org.scratchpadinspector.model.LiveControl.class));
        assertThat(vm.output()).isEmpty();
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files.sorted(Comparator.naturalOrder())::iterator) {
                Path out = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(out);
                } else {
                    Files.copy(p, out);
                }
            }
        }
    }
}
