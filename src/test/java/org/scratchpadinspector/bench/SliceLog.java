package org.scratchpadinspector.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.function.Consumer;
import javafx.scene.Scene;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * {@code -Dstall.slices=N}: prints each slice of FX-thread work that used over N ms of CPU time, with what it was
 * (a task's outcome by task name, an action handed to the FX thread by its class, a CSS + layout pass). CPU time
 * rather than elapsed time, so that on a loaded machine the figures say what our code costs, not how long the
 * process waited for a core.
 */
final class SliceLog implements TaskRunner {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final TaskRunner runner;
    private final long thresholdNanos;

    private SliceLog(TaskRunner runner, double thresholdMillis) {
        this.runner = runner;
        this.thresholdNanos = (long) (thresholdMillis * 1e6);
    }

    /** {@code runner} itself unless {@code -Dstall.slices} is set. */
    static TaskRunner around(TaskRunner runner) {
        String ms = System.getProperty("stall.slices", "");
        return ms.isBlank() ? runner : new SliceLog(runner, Double.parseDouble(ms));
    }

    /** Prints the scene's CSS + layout passes over the threshold (when on). */
    static void watchPasses(Scene scene) {
        String ms = System.getProperty("stall.slices", "");
        if (ms.isBlank()) {
            return;
        }
        long threshold = (long) (Double.parseDouble(ms) * 1e6);
        long[] start = {0, 0};
        scene.addPreLayoutPulseListener(() -> {
            start[0] = THREADS.getCurrentThreadCpuTime();
            start[1] = minorFaults();
        });
        scene.addPostLayoutPulseListener(() -> report("CSS + layout pass", THREADS.getCurrentThreadCpuTime() - start[0],
                minorFaults() - start[1], threshold));
    }

    private static void report(String what, long cpuNanos, long faults, long threshold) {
        if (cpuNanos > threshold) {
            System.out.printf("  slice %6.1f ms CPU, %5d page faults, at %.3f s uptime: %s%n", cpuNanos / 1e6, faults,
                    ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0, what);
        }
    }

    /**
     * The calling thread's minor page faults so far (0 where {@code /proc/thread-self} is missing): on a virtual
     * machine each one costs 6-16 us, and a slice's CPU time can be mostly faults (decision 0076).
     */
    private static long minorFaults() {
        return ThreadStat.field(ThreadStat.MINOR_FAULTS, 0);
    }

    private Runnable timed(String what, Runnable action) {
        return () -> {
            long start = THREADS.getCurrentThreadCpuTime();
            long faults = minorFaults();
            try {
                action.run();
            } finally {
                report(what, THREADS.getCurrentThreadCpuTime() - start, minorFaults() - faults, thresholdNanos);
            }
        };
    }

    private <T> Consumer<T> timed(String what, Consumer<T> action) {
        return value -> timed(what, () -> action.accept(value)).run();
    }

    @Override
    public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return runner.submit(name, work, timed("outcome of '" + name + "'", onSuccess), timed("failure of '" + name + "'", onFailure));
    }

    @Override
    public void onUiThread(Runnable action) {
        runner.onUiThread(timed("action " + nameOf(action), action));
    }

    @Override
    public void onUiThreadLater(Runnable action) {
        runner.onUiThreadLater(timed("later action " + nameOf(action), action));
    }

    /** An action's class, a lambda's without its generated suffix. */
    private static String nameOf(Runnable action) {
        return action.getClass().getName().replaceAll("\\$\\$Lambda.*", " lambda");
    }

    @Override
    public Cancellation later(String name, Duration delay, Runnable onUi) {
        return runner.later(name, delay, timed("timer '" + name + "'", onUi));
    }
}
