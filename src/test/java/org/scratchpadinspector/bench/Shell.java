package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs peer tools for the benchmarks and times them, process start included. */
final class Shell {
    private Shell() {
    }

    static double time(String... command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        run(command);
        return (System.nanoTime() - start) / 1e6;
    }

    /** Like {@link #time}, but the command is stopped after {@code seconds}: then -1. */
    static double timeBounded(int seconds, String... command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(seconds, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            return -1;
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " exited " + p.exitValue());
        }
        return (System.nanoTime() - start) / 1e6;
    }

    static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        int code = p.waitFor();
        if (code != 0) {
            throw new IOException(String.join(" ", command) + " exited " + code);
        }
    }

    /** Empties the page cache for a cold measurement; false when not permitted here. */
    static boolean dropCaches() {
        try {
            run("sync");
            Files.writeString(Path.of("/proc/sys/vm/drop_caches"), "3\n");
            return true;
        } catch (IOException | InterruptedException | SecurityException e) {
            return false;
        }
    }
}
