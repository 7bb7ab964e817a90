package org.scratchpadinspector.pyyaml;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * What the hand-written fast reader and the emitter port buy over SnakeYAML alone (decision 0053): the same
 * parse through both paths over every snapshot of a scratchpad and over a 5 MB snapshot, and the writer against
 * SnakeYAML's own dump. Run with {@code scripts/bench.sh yaml}; not a test.
 */
public final class YamlPathsTiming {
    private YamlPathsTiming() {
    }

    public static void main(String[] args) throws Exception {
        Path pad = Path.of(args[0]);
        List<byte[]> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(pad)) {
            int limit = args.length > 1 ? Integer.parseInt(args[1]) : Integer.MAX_VALUE;
            for (Path p : list.filter(p -> p.toString().endsWith(".yaml")).sorted().limit(limit).toList()) {
                files.add(Files.readAllBytes(p));
            }
        }
        long bytes = files.stream().mapToLong(b -> b.length).sum();
        System.out.printf("%,d snapshots, %.1f MB%n", files.size(), bytes / 1e6);
        for (int round = 1; round <= 2; round++) {
            long fast = time(() -> files.forEach(b -> parseFast(b)));
            long snake = time(() -> files.forEach(b -> parseSnake(b)));
            System.out.printf("round %d: every snapshot, fast reader %,d ms, SnakeYAML alone %,d ms%n", round, fast, snake);
        }
        int refused = 0;
        for (byte[] b : files) {
            refused += PyYamlFastReader.read(new String(b, StandardCharsets.UTF_8)) == PyYamlFastReader.REFUSED ? 1 : 0;
        }
        System.out.printf("fast reader refused %d of %d (SnakeYAML read those)%n", refused, files.size());

        Map<String, Object> big = bigState();
        String text = PyYamlWriter.dump(big);
        byte[] raw = text.getBytes(StandardCharsets.UTF_8);
        System.out.printf("5 MB snapshot: %.1f MB%n", raw.length / 1e6);
        double[] fast = new double[9];
        double[] snake = new double[9];
        double[] port = new double[9];
        double[] snakeDump = new double[9];
        Yaml dumper = snakeDumper();
        String snakeText = "";
        for (int r = 0; r < fast.length; r++) {
            fast[r] = time(() -> parseFast(raw));
            snake[r] = time(() -> parseSnake(raw));
            port[r] = time(() -> PyYamlWriter.dump(big));
            long s = System.nanoTime();
            snakeText = dumper.dump(big);
            snakeDump[r] = (System.nanoTime() - s) / 1e6;
        }
        System.out.printf("parse 5 MB (median of 9): fast reader %.0f ms, SnakeYAML alone %.0f ms%n", median(fast), median(snake));
        System.out.printf("write 5 MB (median of 9): emitter port %.0f ms, SnakeYAML dump %.0f ms; SnakeYAML's bytes %s PyYAML's%n",
                median(port), median(snakeDump), snakeText.equals(text) ? "equal" : "differ from");
        int differ = 0;
        for (byte[] b : files.subList(0, Math.min(2000, files.size()))) {
            Object value = parseFast(b);
            if (value instanceof Map<?, ?> && !dumper.dump(value).equals(new String(b, StandardCharsets.UTF_8))) {
                differ++;
            }
        }
        System.out.printf("SnakeYAML's dump differs from the agent's bytes in %d of the first %d snapshots%n",
                differ, Math.min(2000, files.size()));
    }

    private static Object parseFast(byte[] b) {
        try {
            return YamlReader.parse(b);
        } catch (YamlProblem e) {
            return null;
        }
    }

    private static Object parseSnake(byte[] b) {
        try {
            return YamlReader.parseWithSnakeYaml(new String(b, StandardCharsets.UTF_8));
        } catch (YamlProblem e) {
            return null;
        }
    }

    private static Yaml snakeDumper() {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setWidth(80);
        options.setIndent(2);
        options.setAllowUnicode(false);
        return new Yaml(options);
    }

    private static long time(Runnable work) {
        long s = System.nanoTime();
        work.run();
        return (System.nanoTime() - s) / 1_000_000;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static Map<String, Object> bigState() {
        List<String> goals = new ArrayList<>();
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            goals.add("Goal " + i + ": keep the report traceable → café");
            notes.append("\n[TOOL] read_file({'path': 'data/part-").append(i).append(".csv'}) → rows=")
                    .append(i * 7 % 1000).append(" status=ok, p95 39–57 min, 日本語");
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("goals", goals);
        s.put("current_task", "Collect this week's metrics");
        s.put("notes", notes.toString());
        s.put("last_updated", null);
        return s;
    }
}
