package org.scratchpadinspector.engine.watch;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;

/**
 * Benchmark, not a test: the latency from the close of a file's writer to the first batch naming it that
 * was delivered after that close, with the default debounce settings. Budget: a new file reaches the cycle
 * list within 300 ms, so this part must leave room for indexing.
 *
 * <pre>mvn -q test-compile exec:java -Dexec.mainClass=org.scratchpadinspector.engine.watch.WatchLatency \
 *     -Dexec.classpathScope=test</pre>
 */
public final class WatchLatency {
    private static final int FILES = 200;
    private static final long CHUNK_GAP_MILLIS = 5;

    private record Delivery(long nanos, Set<String> names) {
    }

    public static void main(String[] args) throws Exception {
        System.out.printf("%d files, each written in two chunks %d ms apart; quiet %d ms, max delay %d ms%n",
                FILES, CHUNK_GAP_MILLIS, DirectoryWatcher.DEFAULT_QUIET.toMillis(),
                DirectoryWatcher.DEFAULT_MAX_DELAY.toMillis());
        measure("back to back (a continuously written directory)", 0);
        measure("150 ms apart (each file alone in its batch)", 150);
    }

    private static void measure(String scenario, long pauseMillis) throws Exception {
        Path dir = Files.createTempDirectory("watch-latency");
        ConcurrentLinkedQueue<Delivery> deliveries = new ConcurrentLinkedQueue<>();
        Map<String, Long> lastWriteAt = new LinkedHashMap<>();
        Map<String, Long> closedAt = new LinkedHashMap<>();
        try (DirectoryWatcher watcher = DirectoryWatcher.start(dir, null, new DirectoryWatcher.Listener() {
            @Override
            public void onChanges(ChangeBatch batch) {
                deliveries.add(new Delivery(System.nanoTime(), batch.changedNames()));
            }

            @Override
            public void onStatus(WatcherStatus status, String message) {
            }
        })) {
            byte[] firstChunk = "current_task: benchmark\nnotes: \"".repeat(40).getBytes(UTF_8);
            byte[] secondChunk = "\"\ncompleted_tasks: []\n".getBytes(UTF_8);
            for (int i = 0; i < FILES; i++) {
                String name = String.format("20260101_%06d_before.yaml", i);
                try (OutputStream out = Files.newOutputStream(dir.resolve(name))) {
                    out.write(firstChunk);
                    Thread.sleep(CHUNK_GAP_MILLIS);
                    out.write(secondChunk);
                    lastWriteAt.put(name, System.nanoTime());
                }
                closedAt.put(name, System.nanoTime());
                Thread.sleep(pauseMillis);
            }
            Thread.sleep(1_000); // far beyond the max delay: every batch has been delivered
        } finally {
            deleteRecursively(dir);
        }
        report(scenario, lastWriteAt, closedAt, new ArrayList<>(deliveries));
    }

    /**
     * A close produces no event, so a max-delay flush between the last write and the close names the complete
     * file before its close and never again: such a file counts as 0 ms, and is counted separately.
     */
    private static void report(String scenario, Map<String, Long> lastWriteAt, Map<String, Long> closedAt,
            List<Delivery> deliveries) {
        List<Double> latencies = new ArrayList<>();
        int namedBeforeClose = 0;
        int missed = 0;
        for (Map.Entry<String, Long> file : closedAt.entrySet()) {
            String name = file.getKey();
            Delivery first = firstNaming(name, lastWriteAt.get(name), deliveries);
            if (first == null) {
                missed++;
            } else if (first.nanos() < file.getValue()) {
                namedBeforeClose++;
                latencies.add(0.0);
            } else {
                latencies.add((first.nanos() - file.getValue()) / 1e6);
            }
        }
        latencies.sort(Comparator.naturalOrder());
        System.out.printf("%s: %d batches; latency median %.1f ms, p95 %.1f ms, max %.1f ms%s%n",
                scenario, deliveries.size(), percentile(latencies, 50), percentile(latencies, 95),
                latencies.isEmpty() ? Double.NaN : latencies.get(latencies.size() - 1),
                (namedBeforeClose == 0 ? "" : "; " + namedBeforeClose + " named after the last write, before the close")
                        + (missed == 0 ? "" : "; " + missed + " NEVER DELIVERED complete"));
    }

    private static Delivery firstNaming(String name, long notBeforeNanos, List<Delivery> deliveries) {
        return deliveries.stream()
                .filter(d -> d.nanos() >= notBeforeNanos && d.names().contains(name))
                .min(Comparator.comparingLong(Delivery::nanos)).orElse(null);
    }

    /** Nearest-rank percentile of sorted values. */
    private static double percentile(List<Double> sorted, int percent) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(percent / 100.0 * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }

    private static void deleteRecursively(Path dir) throws IOException {
        try (Stream<Path> entries = Files.walk(dir)) {
            for (Path entry : entries.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(entry);
            }
        }
    }
}
