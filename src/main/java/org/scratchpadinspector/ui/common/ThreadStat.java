package org.scratchpadinspector.ui.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** One field of the calling thread's {@code /proc/thread-self/stat} on Linux, numbered as in proc(5). */
public final class ThreadStat {
    public static final int MINOR_FAULTS = 10;
    public static final int NICE = 19;
    public static final int POLICY = 41;

    private ThreadStat() {
    }

    /** Field {@code number} (3 or more: those after the thread's name), or {@code fallback} where it cannot be read. */
    public static long field(int number, long fallback) {
        try {
            String stat = Files.readString(Path.of("/proc/thread-self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[number - 3]);
        } catch (IOException | RuntimeException e) {
            return fallback;
        }
    }
}
