package org.scratchpadinspector.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A floor for {@code ls --json} when nothing changed (scripts/bench.sh ls): the least any JVM can do to know that
 * nothing changed, which is to list the scratchpad and its logs and read the size and time of every file, on every
 * core, relative to an open directory, and nothing else (no cache, no output). Prints the sum of the sizes.
 */
public final class ListStatFloor {
    private ListStatFloor() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        long total = 0;
        for (Path dir : List.of(root.resolve("scratchpad"), root.resolve("logs"))) {
            total += statAll(dir);
        }
        System.out.println(total);
    }

    private static long statAll(Path dir) throws Exception {
        String[] names = new File(dir.toString()).list();
        if (names == null) {
            return 0;
        }
        int threads = Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> parts = new ArrayList<>();
            int chunk = (names.length + threads - 1) / threads;
            for (int t = 0; t < threads; t++) {
                int from = t * chunk;
                int to = Math.min(names.length, from + chunk);
                parts.add(pool.submit(() -> statRange(dir, names, from, to)));
            }
            long sum = 0;
            for (Future<Long> part : parts) {
                sum += part.get();
            }
            return sum;
        } finally {
            pool.shutdown();
        }
    }

    private static long statRange(Path dir, String[] names, int from, int to) throws IOException {
        long sum = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            SecureDirectoryStream<Path> open = (SecureDirectoryStream<Path>) stream;
            FileSystem fs = dir.getFileSystem();
            for (int i = from; i < to; i++) {
                sum += open.getFileAttributeView(fs.getPath(names[i]), BasicFileAttributeView.class,
                        LinkOption.NOFOLLOW_LINKS).readAttributes().size();
            }
        }
        return sum;
    }
}
