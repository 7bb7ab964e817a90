package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.agent.command.CycleCommand;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.main.Settings;

/**
 * "Re-run this unit with an edit…" for any source with time travel: fork at the unit ({@link ForkViewModel}), let
 * the operator edit the fork, run one unit there (seed 000: one cycle), by the operator's command (Command mode, remembered in the settings) or by the bundled
 * reference agent, then ask for the comparison of the source and the fork. A re-run calls the model and the
 * tools again, and the view says so before anything runs.
 */
public final class RerunViewModel {
    public static final String WARNING = "A re-run calls the model and the tools again: a real model may answer"
            + " differently even without your edit, and its tools act again (files, shell, network); a scripted"
            + " model answers the same.";
    private static final int OUTPUT_LINES = 400;

    private final TaskRunner runner;
    private final Settings settings;
    private final ForkViewModel fork;
    private final StringProperty command = new SimpleStringProperty(this, "command", "");
    private final BooleanProperty referenceAgent = new SimpleBooleanProperty(this, "referenceAgent");
    private final ReadOnlyStringWrapper output = new ReadOnlyStringWrapper(this, "output", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final Deque<String> lines = new ArrayDeque<>();
    private Duration timeout = Duration.ofSeconds(300);
    private Cancellation cycle = new Cancellation();
    private BiConsumer<Path, Path> onCompare = (a, b) -> { };

    public RerunViewModel(TaskRunner runner, Settings settings) {
        this.runner = runner;
        this.settings = settings;
        this.fork = new ForkViewModel(runner);
    }

    /** Re-running {@code id} of {@code source}: suggests DEST and fills in the remembered command. */
    public void prepare(MemorySource source, UnitId id) {
        fork.prepare(source, id);
        Path sourceDir = source.directory();
        status.set("1. Fork, 2. edit the fork, 3. run one cycle there.");
        runner.submit("load the re-run command", () -> remembered(sourceDir), line -> {
            if (command.get().isBlank()) {
                command.set(line.orElse(""));
            }
        }, error -> { });
    }

    private Optional<String> remembered(Path sourceDir) {
        Optional<String> line = settings.rerunCommand();
        return line.isPresent() ? line : settings.cycleCommand(sourceDir).map(Settings.CycleCommandSetting::commandLine);
    }

    /** Called on the UI thread with the source and the fork once the cycle has run: the window compares them. */
    public void onCompare(BiConsumer<Path, Path> listener) {
        onCompare = listener;
    }

    public void setTimeout(Duration limit) {
        timeout = limit;
    }

    /** Runs one cycle in the fork, then asks for the comparison. */
    public void runOneCycle() {
        Path made = fork.forkProperty().get();
        if (made == null) {
            status.set("Fork first: the cycle runs in the fork, never in the source.");
            return;
        }
        String line = referenceAgent.get() ? referenceAgentCommand() : command.get().strip();
        CycleCommand.Spec spec = new CycleCommand.Spec(line, made, timeout);
        Optional<String> problem = CycleCommand.problem(spec);
        if (problem.isPresent()) {
            status.set(problem.get());
            return;
        }
        lines.clear();
        output.set("");
        running.set(true);
        status.set("Running one cycle in " + made + "…");
        boolean remember = !referenceAgent.get();
        Path source = fork.source();
        cycle = runner.submit("re-run one cycle", cancel -> {
            if (remember) {
                settings.rememberRerunCommand(line);
            }
            return CycleCommand.run(spec, text -> runner.onUiThread(() -> append(text)), cancel);
        }, result -> {
            running.set(false);
            status.set("The cycle's command ended (" + result.describe() + "): comparing the source with the fork.");
            onCompare.accept(source, made);
        }, error -> {
            running.set(false);
            status.set("Could not run the cycle: " + error.getMessage());
        });
    }

    /** Shows {@code line} as the status (a step that failed elsewhere). */
    public void say(String line) {
        status.set(line);
    }

    /** Stops a running cycle (it and everything it started). */
    public void stop() {
        cycle.cancel();
    }

    private void append(String line) {
        lines.addLast(line);
        while (lines.size() > OUTPUT_LINES) {
            lines.removeFirst();
        }
        output.set(String.join("\n", lines));
    }

    /**
     * The bundled reference agent, one cycle in the fork: this very program started again with {@code agent
     * --cycles 1} in the fork's root, through Command mode like any other command.
     */
    static String referenceAgentCommand() {
        String java = ProcessHandle.current().info().command().orElse("java");
        return quote(java) + " -cp " + quote(System.getProperty("java.class.path"))
                + " org.scratchpadinspector.Launcher agent --dir . --cycles 1 --interval 0";
    }

    private static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    public ForkViewModel fork() {
        return fork;
    }

    public StringProperty commandProperty() {
        return command;
    }

    /** True: the bundled reference agent runs the cycle instead of the operator's command. */
    public BooleanProperty referenceAgentProperty() {
        return referenceAgent;
    }

    /** The cycle's output, its last lines. */
    public ReadOnlyStringProperty outputProperty() {
        return output.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }
}
