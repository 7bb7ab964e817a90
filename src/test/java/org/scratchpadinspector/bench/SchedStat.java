package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The kernel's own account of one thread of this JVM ({@code /proc/self/task/TID/schedstat}, Linux): nanoseconds on a
 * core and nanoseconds runnable but waiting for one. What is in neither was time the thread was blocked or asleep, for
 * instance the FX thread waiting for the renderer to finish a frame. Reading it needs no safepoint. The file stays
 * open and is read again from its start: the probe reads it every 2 ms, on a normal-priority thread that competes
 * with the FX thread, so each read is one system call rather than an open, a read and a close.
 */
final class SchedStat {
    private final FileChannel file;
    private final ByteBuffer buffer = ByteBuffer.allocate(128);

    private SchedStat(Path path) {
        FileChannel opened = null;
        try {
            opened = path == null ? null : FileChannel.open(path);
        } catch (IOException | RuntimeException e) {
            opened = null;
        }
        this.file = opened;
    }

    /** The calling thread's. */
    static SchedStat currentThread() {
        try {
            return new SchedStat(Path.of("/proc/thread-self").toRealPath().resolve("schedstat"));
        } catch (IOException | RuntimeException e) {
            return new SchedStat(null);
        }
    }

    /** The first thread whose native name (at most 15 characters) starts with {@code prefix}. */
    static SchedStat threadNamed(String prefix) {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            return new SchedStat(tasks.filter(t -> comm(t).startsWith(prefix)).findFirst()
                    .map(t -> t.resolve("schedstat")).orElse(null));
        } catch (IOException | RuntimeException e) {
            return new SchedStat(null);
        }
    }

    private static String comm(Path task) {
        try {
            return Files.readString(task.resolve("comm")).trim();
        } catch (IOException e) {
            return "";
        }
    }

    /** {on a core, waiting for a core} in ns so far, or zeros where it cannot be read (one thread at a time). */
    synchronized long[] read() {
        if (file == null) {
            return new long[2];
        }
        try {
            buffer.clear();
            file.read(buffer, 0);
            String[] fields = new String(buffer.array(), 0, buffer.position(), StandardCharsets.US_ASCII).trim().split(" ");
            return new long[] {Long.parseLong(fields[0]), Long.parseLong(fields[1])};
        } catch (IOException | RuntimeException e) {
            return new long[2];
        }
    }
}
