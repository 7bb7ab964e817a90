package org.scratchpadinspector.testsupport;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Real file-system faults for tests: a tiny tmpfs that fills up, a folder nobody may write to. Mounting needs
 * root (CI runs as root); where it is not allowed the test is skipped with the reason.
 */
public final class FaultyDisks {
    private FaultyDisks() {
    }

    /** A mount that {@link #close()} undoes. */
    public static final class Mount implements AutoCloseable {
        private final Path dir;

        private Mount(Path dir) {
            this.dir = dir;
        }

        public Path dir() {
            return dir;
        }

        @Override
        public void close() {
            run(List.of("umount", "-l", dir.toString()));
        }
    }

    /** Mounts a tmpfs of {@code size} (e.g. {@code 128k}) on {@code dir}, or skips the test. */
    public static Mount tmpfs(Path dir, String size) throws IOException {
        Files.createDirectories(dir);
        assumeTrue(run(List.of("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString())),
                "mounting a tmpfs is not permitted here (it needs root)");
        return new Mount(dir);
    }

    /**
     * Makes {@code dir} read-only for this process: a read-only bind mount when running as root (root writes
     * through any permission bits), else its permission bits. Skips the test when neither works.
     */
    public static AutoCloseable readOnly(Path dir) throws IOException {
        if ("root".equals(System.getProperty("user.name"))) {
            assumeTrue(run(List.of("mount", "--bind", dir.toString(), dir.toString())),
                    "a bind mount is not permitted here");
            if (!run(List.of("mount", "-o", "remount,bind,ro", dir.toString()))) {
                run(List.of("umount", "-l", dir.toString()));
                assumeTrue(false, "a read-only remount is not permitted here");
            }
            return () -> run(List.of("umount", "-l", dir.toString()));
        }
        var before = Files.getPosixFilePermissions(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        return () -> Files.setPosixFilePermissions(dir, before);
    }

    private static boolean run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Fills {@code dir}'s file system until {@code leave} bytes are usable (or less, by a page); returns the filler. */
    public static Path fill(Path dir, long leave) throws IOException {
        Path filler = dir.resolve("filler");
        long usable = Files.getFileStore(dir).getUsableSpace();
        long size = Math.max(0, usable - leave);
        try (var out = Files.newOutputStream(filler)) {
            byte[] chunk = new byte[4096];
            for (long written = 0; written < size; written += chunk.length) {
                out.write(chunk, 0, (int) Math.min(chunk.length, size - written));
            }
        } catch (IOException full) {
            // the file system counts differently than it said: it is full now, which is what was asked
        }
        return filler;
    }

    /** Every path below {@code dir} (relative), for "nothing else changed" assertions. */
    public static List<String> names(Path dir) throws IOException {
        List<String> names = new ArrayList<>();
        try (var walk = Files.walk(dir)) {
            walk.forEach(p -> names.add(dir.relativize(p).toString()));
        }
        return names;
    }
}
