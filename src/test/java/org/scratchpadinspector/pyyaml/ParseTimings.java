package org.scratchpadinspector.pyyaml;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Benchmark for a budget of docs/architecture.md, "parse a 5 MB snapshot": prints the first-run time and the median
 * of 15 runs (after 5 warm-up runs) of the fast path, the SnakeYAML path and YamlReader.parse(bytes).
 * Run: {@code mvn -q test-compile exec:java -Dexec.mainClass=org.scratchpadinspector.pyyaml.ParseTimings
 * -Dexec.classpathScope=test}
 */
public final class ParseTimings {
    private static final int WARM_UPS = 5;
    private static final int RUNS = 15;

    private ParseTimings() {
    }

    interface Parse {
        Object run(byte[] bytes) throws YamlProblem;
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes = PyYamlWriter.dump(benchmarkState()).getBytes(StandardCharsets.UTF_8);
        System.out.printf(Locale.ROOT, "document: %,d bytes%n", bytes.length);
        Parse whole = YamlReader::parse;
        Parse fast = b -> {
            Object value = PyYamlFastReader.read(Utf8.decodeStrictly(b));
            if (value == PyYamlFastReader.REFUSED) {
                throw new IllegalStateException("the fast path refused the benchmark document");
            }
            return value;
        };
        Parse slow = b -> YamlReader.parseWithSnakeYaml(Utf8.decodeStrictly(b));
        Parse decode = Utf8::decodeStrictly;
        long firstWhole = time(whole, bytes);
        long firstFast = time(fast, bytes);
        long firstSlow = time(slow, bytes);
        if (!YamlValues.same(fast.run(bytes), slow.run(bytes))) {
            throw new IllegalStateException("fast and SnakeYAML paths disagree on the benchmark document");
        }
        report("Utf8.decodeStrictly", -1, decode, bytes);
        report("fast path (decode + PyYamlFastReader)", firstFast, fast, bytes);
        report("SnakeYAML path (decode + SnakeYAML)", firstSlow, slow, bytes);
        report("YamlReader.parse(bytes)", firstWhole, whole, bytes);
    }

    static Map<String, Object> benchmarkState() {
        List<String> goals = new ArrayList<>();
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            goals.add("Goal " + i + ": keep the report traceable \u2192 caf\u00e9");
            notes.append("\n[TOOL] read_file({'path': 'data/part-").append(i).append(".csv'}) \u2192 rows=")
                    .append(i * 7 % 1000).append(" status=ok, p95 39\u201357 min, \u65e5\u672c\u8a9e");
        }
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", goals);
        state.put("notes", notes.toString());
        return state;
    }

    private static void report(String name, long firstNanos, Parse parse, byte[] bytes) throws YamlProblem {
        for (int i = 0; i < WARM_UPS; i++) {
            parse.run(bytes);
        }
        long[] runs = new long[RUNS];
        for (int i = 0; i < RUNS; i++) {
            runs[i] = time(parse, bytes);
        }
        Arrays.sort(runs);
        String first = firstNanos < 0 ? "" : String.format(Locale.ROOT, ", first run %6.1f ms", firstNanos / 1e6);
        System.out.printf(Locale.ROOT, "%-40s median %6.1f ms (min %6.1f, max %6.1f)%s%n", name,
                runs[RUNS / 2] / 1e6, runs[0] / 1e6, runs[RUNS - 1] / 1e6, first);
    }

    private static long time(Parse parse, byte[] bytes) throws YamlProblem {
        long start = System.nanoTime();
        parse.run(bytes);
        return System.nanoTime() - start;
    }
}
