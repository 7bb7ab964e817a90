package org.scratchpadinspector;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.scratchpadinspector.cli.Cli;

/**
 * Opens the window in a JVM that runs ZGC (decision 0020). A plain {@code java -jar} starts on G1, whose young
 * collections stopped the window for 50 to 78 ms while 100,000 cycles or two 5 MB snapshots were loaded; ZGC's
 * pauses are under a millisecond. A JAR cannot choose its collector, so a window started without one restarts
 * itself once with {@code -XX:+UseZGC}, and this JVM waits for it and exits with its code; the window's JVM ends
 * when this one is gone ({@link ParentWatch}). Where that JVM cannot start, the window opens in this one.
 *
 * <p>Left alone: a JVM already on ZGC (the packaged launcher passes it), one whose collector or agent the
 * operator chose, and {@code -Dinspector.relaunch=false}.
 */
@OwnsThreads("relays the relaunched window JVM's output")
final class CollectorRelaunch {
    static final String OPT_OUT = "inspector.relaunch";
    static final String COLLECTOR = "-XX:+UseZGC";
    static final long START_FAILURE_MILLIS = 1500;
    /**
     * The window's JVM compiles with C1 only: on two cores, C2's compiler thread took one core from the FX thread while
     * the window was built, a third of the first window's time (decision 0069). Before the operator's options, which
     * may set another level.
     */
    static final List<String> WINDOW_OPTIONS = List.of("-XX:TieredStopAtLevel=1");
    /** A JVM that ran its shutdown on SIGTERM or SIGINT (Ctrl+C) exits with 128 + the signal's number. */
    private static final int STOPPED_BY_SIGTERM = 143;
    private static final int STOPPED_BY_SIGINT = 130;
    /** How long a stopped window may take to close: it may be writing its class archive (decision 0039). */
    private static final long STOP_WAIT_SECONDS = 30;

    private CollectorRelaunch() {
    }

    /** What the decision depends on, read from this JVM. */
    record Jvm(List<String> options, String javaExecutable, String classPath, boolean onZgc) {

        static Jvm current() {
            // java.home's java, not this process's command: the packaged launcher is a native program that runs
            // the JVM inside itself and does not take JVM options
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            // the options, not the collector beans: those load much of JMX before the window's JVM is started, and
            // no ergonomics picks ZGC by itself
            List<String> options = ManagementFactory.getRuntimeMXBean().getInputArguments();
            return new Jvm(options, java, System.getProperty("java.class.path", ""), options.lastIndexOf(COLLECTOR) >= 0
                    && options.lastIndexOf(COLLECTOR) > options.lastIndexOf("-XX:-UseZGC"));
        }
    }

    /** The command that opens the window in a ZGC JVM, or empty when this JVM should open it itself. */
    static Optional<List<String>> childCommand(Jvm jvm, String mainClass, String[] args) {
        return childCommand(jvm, mainClass, args, List.of());
    }

    /** The same, with {@code extraOptions} (the class archive's) after the collector. */
    static Optional<List<String>> childCommand(Jvm jvm, String mainClass, String[] args, List<String> extraOptions) {
        if (jvm.onZgc() || jvm.classPath().isBlank() || jvm.options().stream().anyMatch(CollectorRelaunch::keepsThisJvm)) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(jvm.javaExecutable());
        command.addAll(WINDOW_OPTIONS);
        command.addAll(jvm.options());
        command.add(COLLECTOR);
        command.addAll(extraOptions);
        command.add("-D" + OPT_OUT + "=false");
        command.add(ParentWatch.option());
        command.add("-cp");
        command.add(jvm.classPath());
        command.add(mainClass);
        command.addAll(List.of(args));
        return Optional.of(command);
    }

    /** An option that says the operator chose the collector, attached a debugger or agent, or opted out. */
    private static boolean keepsThisJvm(String option) {
        return option.matches("-XX:[+-]Use\\w*GC") || option.startsWith("-agentlib") || option.startsWith("-agentpath")
                || option.startsWith("-javaagent") || option.startsWith("-Xdebug") || option.startsWith("-Xrunjdwp")
                || option.equals("-D" + OPT_OUT + "=false");
    }

    /**
     * Runs the child with this process's terminal and waits for it; stopping this process stops the child.
     *
     * @return the child's exit code, or empty when it could not be started or failed within
     *     {@link #START_FAILURE_MILLIS} (a JVM whose collector cannot start on this machine ends at once; a window
     *     takes longer than that to open), so that the window opens in this JVM instead. {@link Cli#TROUBLE} is
     *     always passed on: the child said what was wrong (no display, no GTK), and this JVM would fail the same way.
     */
    static Optional<Integer> runChild(List<String> command) {
        return runChild(command, START_FAILURE_MILLIS, endedWell -> { });
    }

    static Optional<Integer> runChild(List<String> command, long startFailureMillis) {
        return runChild(command, startFailureMillis, endedWell -> { });
    }

    /** The same; {@code afterExit} learns when the child has ended whether it ended well: exit code 0, or stopped on request. */
    static Optional<Integer> runChild(List<String> command, long startFailureMillis, Consumer<Boolean> afterExit) {
        Process child;
        long started = System.nanoTime();
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            return Optional.empty();
        }
        Thread stopChild = new Thread(() -> {
            afterExit.accept(stop(child));
        }, "stop-window-jvm");
        Runtime.getRuntime().addShutdownHook(stopChild);
        while (true) {
            try {
                int code = child.waitFor();
                Runtime.getRuntime().removeShutdownHook(stopChild);
                afterExit.accept(code == 0 || code == STOPPED_BY_SIGTERM || code == STOPPED_BY_SIGINT);
                boolean failedAtOnce = code != 0 && code != Cli.TROUBLE
                        && System.nanoTime() - started < startFailureMillis * 1_000_000L;
                return failedAtOnce ? Optional.empty() : Optional.of(code);
            } catch (InterruptedException e) {
                stop(child);
            } catch (IllegalStateException shuttingDown) {
                return Optional.of(child.exitValue());
            }
        }
    }

    /** Asks the window to close, and outlives it, so that whoever stopped this process sees the window gone. */
    private static boolean stop(Process child) {
        child.destroy();
        try {
            if (child.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) {
                return true;
            }
            child.destroyForcibly();
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        return false;
    }
}
