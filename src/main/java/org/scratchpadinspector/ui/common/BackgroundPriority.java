package org.scratchpadinspector.ui.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Lowers the scheduling priority (nice 10) of the calling background thread on Linux, so that the FX thread and
 * the renderer win the CPU over summaries, searches and diffs on a small machine.
 *
 * <p>{@link Thread#setPriority} does nothing on Linux unless the JVM is started with
 * {@code -XX:ThreadPriorityPolicy=1}, which {@code java -jar} cannot be told from the jar. Linux lets a process
 * lower the priority of one of its own threads ({@code setpriority} on its thread id, which is what
 * {@code renice -p TID} does); the thread finds its id through {@code /proc/thread-self}. Anywhere else, or when
 * {@code renice} is missing, nothing happens: the work runs at normal priority as before.
 */
public final class BackgroundPriority {
    static final int NICE = 10;

    private BackgroundPriority() {
    }

    /** Best effort, once per thread; returns whether the thread now runs at the lower priority. */
    public static boolean lowerCurrentThread() {
        Path self = Path.of("/proc/thread-self");
        if (!Files.exists(self) || Boolean.getBoolean("inspector.normalPriority")) {
            return false;
        }
        try {
            String tid = self.toRealPath().getFileName().toString();
            Process renice = new ProcessBuilder("renice", "-n", Integer.toString(NICE), "-p", tid)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return renice.waitFor(2, TimeUnit.SECONDS) && renice.exitValue() == 0;
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
}
