package org.scratchpadinspector.agent.command;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * Command mode (README, "Driving a live agent"): a shell command that runs exactly one cycle of an agent, started by the
 * inspector, which is then the agent's only scheduler. Output (stdout and stderr, merged in the order written)
 * streams line by line; a timeout or a cancel stops the command and everything it started.
 */
@OwnsThreads("reads the command's output while it runs")
public final class CycleCommand {
    private static final Duration GRACE = Duration.ofSeconds(2);

    /** What to run: a {@code sh -c} command line, where, and how long it may take. */
    public record Spec(String commandLine, Path workingDirectory, Duration timeout) {
        public Spec {
            Objects.requireNonNull(commandLine, "commandLine");
            Objects.requireNonNull(workingDirectory, "workingDirectory");
            Objects.requireNonNull(timeout, "timeout");
        }
    }

    /** How it ended: the exit code (-1 when stopped), whether the timeout or a cancel stopped it, and how long it ran. */
    public record Result(int exitCode, boolean timedOut, boolean cancelled, Duration elapsed) {
        public boolean succeeded() {
            return exitCode == 0 && !timedOut && !cancelled;
        }

        /** One line for the operator, e.g. {@code exit code 0 after 1.2 s}. */
        public String describe() {
            String time = String.format(java.util.Locale.ROOT, "%.1f s", elapsed.toMillis() / 1000.0);
            if (timedOut) {
                return "stopped: the timeout was reached after " + time;
            }
            if (cancelled) {
                return "stopped by the operator after " + time;
            }
            return "exit code " + exitCode + " after " + time;
        }
    }

    private CycleCommand() {
    }

    /** Refuses a spec that cannot run, in the operator's words; empty when it can. */
    public static java.util.Optional<String> problem(Spec spec) {
        if (spec.commandLine().isBlank()) {
            return java.util.Optional.of("Enter the command that runs one cycle, e.g. python3 agent.py --once .");
        }
        if (!Files.isDirectory(spec.workingDirectory())) {
            return java.util.Optional.of("The working directory does not exist: " + spec.workingDirectory());
        }
        if (spec.timeout().isZero() || spec.timeout().isNegative()) {
            return java.util.Optional.of("The timeout must be longer than zero");
        }
        return java.util.Optional.empty();
    }

    /** Runs the command to its end (or timeout, or cancel); blocking, so call it off the UI thread. */
    public static Result run(Spec spec, Consumer<String> outputLine, Cancellation cancel) throws IOException {
        long started = System.nanoTime();
        Process process = new ProcessBuilder(List.of("/bin/sh", "-c", spec.commandLine()))
                .directory(spec.workingDirectory().toFile())
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        Thread reader = new Thread(() -> pump(process, outputLine), "cycle-command-output");
        reader.setDaemon(true);
        reader.start();
        long deadline = started + spec.timeout().toNanos();
        boolean timedOut = false;
        boolean cancelled = false;
        try {
            while (!process.waitFor(50, TimeUnit.MILLISECONDS)) {
                if (cancel.isCancelled()) {
                    cancelled = true;
                    break;
                }
                if (System.nanoTime() > deadline) {
                    timedOut = true;
                    break;
                }
            }
            if (timedOut || cancelled) {
                stop(process);
            }
            reader.join(GRACE.toMillis());
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            cancelled = true;
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
        int code = process.isAlive() ? -1 : (timedOut || cancelled ? -1 : process.exitValue());
        return new Result(code, timedOut, cancelled, elapsed);
    }

    private static void pump(Process process, Consumer<String> outputLine) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                outputLine.accept(line);
            }
        } catch (IOException e) {
            // the process was stopped: its output ends here
        }
    }

    /** SIGTERM to the command and its children, then SIGKILL to whatever is left after a grace period. */
    private static void stop(Process process) throws InterruptedException {
        List<ProcessHandle> tree = process.descendants().toList();
        tree.forEach(ProcessHandle::destroy);
        process.destroy();
        if (!process.waitFor(GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
        }
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        process.waitFor(GRACE.toMillis(), TimeUnit.MILLISECONDS);
        // a kill is only asked for: the caller is told "stopped" once the processes have ended (or GRACE passed)
        long until = System.nanoTime() + GRACE.toNanos();
        for (ProcessHandle h : tree) {
            long left = until - System.nanoTime();
            if (left > 0) {
                try {
                    h.onExit().get(left, TimeUnit.NANOSECONDS);
                } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                    // an orphan no reaper collects stays a zombie: it runs nothing, so it is not waited for longer
                }
            }
        }
    }
}
