package org.scratchpadinspector.ui.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Lowers the scheduling priority of the calling background thread on Linux, so that the FX thread and the renderer
 * win the CPU over summaries, searches and diffs on a small machine: the thread runs under {@code SCHED_IDLE}, which
 * gets a core only when no normal thread wants it and gives it up at once when one wakes (decision 0080), and at
 * nice 10 where that policy cannot be set.
 *
 * <p>{@link Thread#setPriority} does nothing on Linux unless the JVM is started with
 * {@code -XX:ThreadPriorityPolicy=1}, which {@code java -jar} cannot be told from the jar. Linux lets a process
 * lower the priority of one of its own threads ({@code setpriority} and {@code sched_setscheduler} on its thread
 * id, which is what {@code renice -p TID} and {@code chrt --idle -p 0 TID} do); the thread finds its id through
 * {@code /proc/thread-self}. Anywhere else, or when both tools are missing, nothing happens: the work runs at normal
 * priority as before.
 */
public final class BackgroundPriority {
    static final int NICE = 10;
    /** {@code SCHED_IDLE} in {@code sched.h}, as {@code /proc/thread-self/stat} reports the policy. */
    static final int SCHED_IDLE = 5;

    private BackgroundPriority() {
    }

    /** Best effort, once per thread; returns whether the thread now runs at a lower priority (either way). */
    public static boolean lowerCurrentThread() {
        Path self = Path.of("/proc/thread-self");
        if (!Files.exists(self) || Boolean.getBoolean("inspector.normalPriority")) {
            return false;
        }
        try {
            String tid = self.toRealPath().getFileName().toString();
            boolean niced = run("renice", "-n", Integer.toString(NICE), "-p", tid);
            return run("chrt", "--idle", "-p", "0", tid) || niced;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean run(String... command) {
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return process.waitFor(2, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The nice value of the calling thread from {@code /proc/thread-self/stat}, or 0 when it cannot be read. */
    static int currentNice() {
        return (int) ThreadStat.field(ThreadStat.NICE, 0);
    }

    /** The scheduling policy of the calling thread ({@code SCHED_OTHER} is 0), or -1 when it cannot be read. */
    static int currentPolicy() {
        return (int) ThreadStat.field(ThreadStat.POLICY, -1);
    }
}
