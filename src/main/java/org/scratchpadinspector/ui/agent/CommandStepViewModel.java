package org.scratchpadinspector.ui.agent;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import org.scratchpadinspector.agent.command.CycleCommand;
import org.scratchpadinspector.agent.command.RunUntil;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * Command mode: per directory, a command that runs exactly one cycle and its working directory (remembered);
 * Step runs it, its output streams into the panel, and the timeout and the exit code are shown.
 */
public final class CommandStepViewModel {
    private static final int OUTPUT_LINES = 5000;

    private final InspectorContext context;
    private final Settings settings;
    private final StringProperty commandLine = new SimpleStringProperty(this, "commandLine", "");
    private final StringProperty workingDirectory = new SimpleStringProperty(this, "workingDirectory", "");
    private final StringProperty timeoutSeconds = new SimpleStringProperty(this, "timeoutSeconds", "300");
    private final StringProperty statusText = new SimpleStringProperty(this, "statusText",
            "Command mode: the inspector runs your agent one cycle at a time.");
    private final BooleanProperty failed = new SimpleBooleanProperty(this, "failed");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final OutputBuffer<String> output;
    private final StringProperty maxSteps = new SimpleStringProperty(this, "maxSteps", "50");
    private java.util.function.BiConsumer<String, org.scratchpadinspector.engine.watchpoint.Hit> onHit = (unit, hit) -> { };
    private Supplier<List<Breakpoint>> watchpoints = List::of;
    private Cancellation current = new Cancellation();
    private Path directory;
    /** Why the open source's agent cannot be run from here (it lacks {@link LiveControl}), or null. */
    private String unavailable;

    public CommandStepViewModel(InspectorContext context, Settings settings) {
        this.context = context;
        this.settings = settings;
        this.output = new OutputBuffer<>(context.runner(), OUTPUT_LINES);
        context.sourceProperty().addListener((obs, was, now) -> load(now));
        load(context.source());
    }

    /** A source whose agent can be run one unit at a time ({@link LiveControl}): its remembered command. */
    private void load(MemorySource source) {
        Optional<LiveControl> control = source == null ? Optional.empty() : source.facet(LiveControl.class);
        if (control.isEmpty()) {
            directory = null;
            unavailable = source == null ? null : source.lacks(LiveControl.class);
            return;
        }
        unavailable = null;
        directory = source.directory();
        Path dir = directory;
        // the agent's root (seed 000: the folder holding scratchpad/ and logs/): the usual place to run it from
        Path root = control.get().agentRoot();
        context.runner().submit("load command for " + dir, () -> settings.cycleCommand(dir), remembered -> {
            if (!dir.equals(directory)) {
                return;
            }
            commandLine.set(remembered.map(Settings.CycleCommandSetting::commandLine).orElse(""));
            workingDirectory.set(remembered.map(Settings.CycleCommandSetting::workingDirectory)
                    .filter(w -> !w.isBlank()).orElse(root.toString()));
            timeoutSeconds.set(Long.toString(remembered.map(Settings.CycleCommandSetting::timeoutSeconds).orElse(300L)));
        }, error -> { });
    }

    /** Runs the command once; refuses (with a message) an empty command, a missing directory or a bad timeout. */
    public void step() {
        Optional<Prepared> prepared = prepare();
        if (prepared.isEmpty()) {
            return;
        }
        Prepared p = prepared.get();
        statusText.set("Running one cycle…");
        current = context.runner().submit("run cycle command", cancel -> {
            settings.rememberCycleCommand(p.dir(), p.remembered());
            return CycleCommand.run(p.spec(), output::add, cancel);
        }, result -> {
            running.set(false);
            failed.set(!result.succeeded());
            statusText.set((result.succeeded() ? "Cycle command finished: " : "Cycle command failed: ") + result.describe());
        }, this::couldNotRun);
    }

    /** Where "Run until" reads the watchpoints from (the window's Watchpoints tab). */
    public void useWatchpoints(Supplier<List<Breakpoint>> source) {
        this.watchpoints = source;
    }

    /** The same, and where a hit that stops the run is told (the Watchpoints tab lists it). */
    public void useWatchpoints(Supplier<List<Breakpoint>> source,
                               java.util.function.BiConsumer<String, org.scratchpadinspector.engine.watchpoint.Hit> onHit) {
        this.watchpoints = source;
        this.onHit = onHit;
    }

    /** "Run until": the watchpoints set in the window, at most the number of steps in {@link #maxStepsProperty()}. */
    public void runUntil() {
        int steps;
        try {
            steps = Integer.parseInt(maxSteps.get().trim());
        } catch (NumberFormatException e) {
            steps = -1;
        }
        runUntil(watchpoints.get(), steps);
    }

    /**
     * Steps again and again until one of {@code watchpoints} holds for a cycle a step added, a step fails, or
     * {@code maxSteps} steps ran.
     */
    public void runUntil(List<Breakpoint> watchpoints, int maxSteps) {
        if (watchpoints.isEmpty()) {
            fail("Run until needs a watchpoint: set one in the Watchpoints tab.");
            return;
        }
        if (maxSteps <= 0) {
            fail("The number of steps must be above zero, e.g. 50");
            return;
        }
        Optional<Prepared> prepared = prepare();
        if (prepared.isEmpty()) {
            return;
        }
        Prepared p = prepared.get();
        statusText.set("Running until a watchpoint holds (at most " + maxSteps + " steps)…");
        current = context.runner().submit("run until a watchpoint holds", cancel -> {
            settings.rememberCycleCommand(p.dir(), p.remembered());
            return RunUntil.run(Formats.registry(), p.spec(), p.dir(), watchpoints, maxSteps, output::add, cancel);
        }, outcome -> {
            running.set(false);
            failed.set(outcome.failed());
            statusText.set(outcome.describe());
            outcome.hitUnit().ifPresent(unit -> {
                context.selectedUnitProperty().set(unit);
                onHit.accept(unit.text(), outcome.watchpointHit().orElseThrow());
            });
        }, this::couldNotRun);
    }

    private record Prepared(CycleCommand.Spec spec, Path dir, Settings.CycleCommandSetting remembered) {
    }

    /** Checks the form and starts the run's bookkeeping, or says what is wrong and returns empty. */
    private Optional<Prepared> prepare() {
        if (running.get() || directory == null) {
            if (unavailable != null) {
                fail(unavailable);
            }
            return Optional.empty();
        }
        Optional<Long> seconds = parseTimeout();
        if (seconds.isEmpty()) {
            fail("The timeout must be a whole number of seconds, e.g. 300");
            return Optional.empty();
        }
        CycleCommand.Spec spec = new CycleCommand.Spec(commandLine.get().trim(),
                Path.of(workingDirectory.get().trim().isEmpty() ? "." : workingDirectory.get().trim()),
                Duration.ofSeconds(seconds.get()));
        Optional<String> problem = CycleCommand.problem(spec);
        if (problem.isPresent()) {
            fail(problem.get());
            return Optional.empty();
        }
        output.clear();
        output.add("$ " + spec.commandLine());
        running.set(true);
        failed.set(false);
        return Optional.of(new Prepared(spec, directory, new Settings.CycleCommandSetting(spec.commandLine(),
                spec.workingDirectory().toString(), seconds.get())));
    }

    private void couldNotRun(Throwable error) {
        running.set(false);
        fail("Could not run the command: " + error.getMessage());
    }

    /** Stops a running command (and the processes it started). */
    public void stop() {
        current.cancel();
        if (running.get()) {
            // the task's outcome is dropped once cancelled, so say here what happened
            running.set(false);
            failed.set(true);
            statusText.set("Stopped by the operator.");
        }
    }

    /** Stops a running command when the window closes; callable from any thread, leaves the properties alone. */
    public void dispose() {
        current.cancel();
    }

    private Optional<Long> parseTimeout() {
        try {
            long value = Long.parseLong(timeoutSeconds.get().trim());
            return value > 0 ? Optional.of(value) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private void fail(String message) {
        failed.set(true);
        statusText.set(message);
    }

    public StringProperty commandLineProperty() {
        return commandLine;
    }

    public StringProperty workingDirectoryProperty() {
        return workingDirectory;
    }

    public StringProperty maxStepsProperty() {
        return maxSteps;
    }

    public StringProperty timeoutSecondsProperty() {
        return timeoutSeconds;
    }

    public StringProperty statusTextProperty() {
        return statusText;
    }

    public BooleanProperty failedProperty() {
        return failed;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ObservableList<String> output() {
        return output.lines();
    }
}
