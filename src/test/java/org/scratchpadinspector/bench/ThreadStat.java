package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Fields of a thread's {@code stat} file in {@code /proc} on Linux, numbered as in proc(5). */
public final class ThreadStat {
    public static final int MINOR_FAULTS = 10;
    public static final int USER_TICKS = 14;
    public static final int SYSTEM_TICKS = 15;
    public static final int NICE = 19;
    public static final int POLICY = 41;

    private ThreadStat() {
    }

    /** Field {@code number} of the calling thread, or {@code fallback} where it cannot be read. */
    public static long field(int number, long fallback) {
        try {
            return field(Files.readString(Path.of("/proc/thread-self/stat")), number);
        } catch (IOException | RuntimeException e) {
            return fallback;
        }
    }

    /**
     * Field {@code number} (3 or more: those after the thread's name) of the text of a {@code stat} file; the name
     * may hold spaces and parentheses, so fields are counted from its last closing parenthesis.
     */
    public static long field(String stat, int number) {
        return Long.parseLong(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[number - 3]);
    }

    /** The thread's name, field 2 of the text of a {@code stat} file. */
    public static String name(String stat) {
        return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    }
}
