package org.scratchpadinspector.testsupport;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A writer that saves a file the way the seed agent does, in place: Python's {@code open(path, 'w')} (the file is
 * truncated and written through the same inode), not a temporary file and a rename.
 */
public final class InPlaceWriter {
    private static final String SAVE = "import sys\nwith open(sys.argv[1], 'w', encoding='utf-8', newline='') as f:\n"
            + "    f.write(sys.stdin.read())\n";
    private static final String STALL = String.join("\n",
            "import sys, time",
            "data = sys.stdin.buffer.read()",
            "f = open(sys.argv[1], 'wb')",
            "f.write(data)",
            "f.flush()",
            "print('stalled', flush=True)",
            "time.sleep(float(sys.argv[2]))",
            "f.close()",
            "");

    private InPlaceWriter() {
    }

    /** Saves {@code text} into {@code file} in place, as {@code open(file, 'w').write(text)} does, and waits for it. */
    public static void save(Path file, String text) {
        try {
            Process p = new ProcessBuilder(List.of("python3", "-c", SAVE, file.toString())).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try (var in = p.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            }
            if (!p.waitFor(1, TimeUnit.MINUTES) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new AssertionError("python3 could not save " + file + " in place");
            }
        } catch (IOException e) {
            throw new AssertionError("could not run python3: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * Starts a save that stalls part-way: {@code file} is opened for writing (truncated), {@code prefix} written and
     * flushed, and the process then sleeps {@code seconds} with the file still open. Returns once the prefix is in
     * the file; the caller ends the process.
     */
    public static Process stall(Path file, byte[] prefix, double seconds) {
        try {
            Process p = new ProcessBuilder(List.of("python3", "-c", STALL, file.toString(), Double.toString(seconds)))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try (var in = p.getOutputStream()) {
                in.write(prefix);
            }
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (!"stalled".equals(line)) {
                p.destroyForcibly();
                throw new AssertionError("the stalling writer did not start: " + line);
            }
            return p;
        } catch (IOException e) {
            throw new AssertionError("could not run python3: " + e.getMessage(), e);
        }
    }
}
