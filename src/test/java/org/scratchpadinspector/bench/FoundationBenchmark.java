package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.pyyaml.DecodedRenderer;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * The budgets (docs/architecture.md) that the core owns, each printed next to a peer tool timed in the
 * same run. Run with {@code scripts/bench.sh}; not a test.
 */
public final class FoundationBenchmark {
    private static final int CYCLES = 100_000;
    private static final int RUNS = 7;

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("inspector-bench");
        try {
            Report report = new Report();
            indexBenchmark(work.resolve("big"), report);
            snapshotBenchmarks(work.resolve("snapshots"), report);
            slowFileBenchmark(work.resolve("slow"), report);
            report.print();
        } finally {
            FoundationBenchmarkSupport.delete(work);
        }
    }

    private static void indexBenchmark(Path dir, Report report) throws Exception {
        System.out.printf("creating %,d cycles (%,d files) in %s ...%n", CYCLES, 2 * CYCLES, dir);
        Files.createDirectories(dir);
        byte[] tiny = "goals: []\n".getBytes(StandardCharsets.UTF_8);
        long t = 1_700_000_000L;
        for (int i = 0; i < CYCLES; i++) {
            String id = CycleIds.of(t + 7L * i);
            Files.write(dir.resolve(id + "_before.yaml"), tiny);
            Files.write(dir.resolve(id + "_after.yaml"), tiny);
        }
        Files.write(dir.resolve("active.yaml"), tiny);
        ScratchpadLocation location = ScratchpadLocation.resolve(dir);

        boolean dropped = Shell.dropCaches();
        String coldNote = dropped ? "page cache dropped" : "page cache NOT dropped (no permission): first run of this JVM";
        double lsCold = Shell.time("sh", "-c", "ls -f '" + dir + "' | wc -l");
        if (dropped) {
            Shell.dropCaches();
        }
        long start = System.nanoTime();
        CycleIndex first = CycleIndex.scan(location);
        double indexCold = ms(start);
        report.add("index 100,000 cycles, cold (" + coldNote + ")", indexCold, 1000, "ls -f | wc -l", lsCold);

        double[] warm = new double[RUNS];
        double[] lsWarm = new double[RUNS];
        for (int r = 0; r < RUNS; r++) {
            lsWarm[r] = Shell.time("sh", "-c", "ls -f '" + dir + "' | wc -l");
            long s = System.nanoTime();
            CycleIndex again = CycleIndex.scan(location);
            warm[r] = ms(s);
            if (again.size() != CYCLES) {
                throw new IllegalStateException("indexed " + again.size());
            }
        }
        report.add("index 100,000 cycles, warm (median of " + RUNS + ")", median(warm), 300, "ls -f | wc -l", median(lsWarm));

        first = null;
        long before = usedHeap();
        CycleIndex held = CycleIndex.scan(location);
        long after = usedHeap();
        double perCycle = (after - before) / (double) held.size();
        report.add("memory per indexed cycle (bytes, heap delta)", perCycle, 300, "", Double.NaN);
        if (held.size() != CYCLES) {
            throw new IllegalStateException();
        }
    }

    /** A 20 MB one-line flow-style snapshot: the time until the store answers "too slow to parse". */
    private static void slowFileBenchmark(Path dir, Report report) throws Exception {
        Files.createDirectories(dir);
        Path file = org.scratchpadinspector.testsupport.FlowStyleFiles.writeOneLine(dir.resolve("flow.yaml"), 20_000_000);
        long s = System.nanoTime();
        org.scratchpadinspector.formats.yamlcycles.Snapshot snapshot =
                new org.scratchpadinspector.formats.yamlcycles.SnapshotStore().read(file);
        double toMessage = ms(s);
        System.out.println("20 MB flow style: " + snapshot.problem());
        int boundSeconds = 60;
        double python = Shell.timeBounded(boundSeconds, "python3", "-c",
                "import yaml;yaml.load(open('" + file + "'),Loader=getattr(yaml,'CSafeLoader',yaml.SafeLoader))");
        report.add("20 MB one-line flow style: time to the 'too slow to parse' message (deadline 2 s)", toMessage,
                2500, python < 0 ? "python3 PyYAML C loader: not done at the " + boundSeconds + " s bound"
                        : "python3 PyYAML C loader parses it", python < 0 ? boundSeconds * 1000.0 : python);
    }

    private static void snapshotBenchmarks(Path dir, Report report) throws Exception {
        Files.createDirectories(dir);
        Map<String, Object> base = state(0, -1);
        Map<String, Object> few = state(0, 997);
        Map<String, Object> all = state(1, -1);
        String rawBase = PyYamlWriter.dump(base);
        byte[] rawBytes = rawBase.getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve("base.yaml"), rawBytes);
        System.out.printf("snapshot size: %.1f MB raw%n", rawBytes.length / 1e6);

        double first = 0;
        for (int r = 0; r < 5; r++) {
            long s = System.nanoTime();
            YamlReader.parse(rawBytes);
            first = r == 0 ? ms(s) : first;
        }
        double[] parse = new double[15];
        for (int r = 0; r < parse.length; r++) {
            long s = System.nanoTime();
            Object parsed = YamlReader.parse(rawBytes);
            parse[r] = ms(s);
            if (!(parsed instanceof Map<?, ?>)) {
                throw new IllegalStateException();
            }
        }
        double pythonParse = Shell.time("python3", "-c",
                "import yaml;yaml.load(open('" + dir.resolve("base.yaml") + "'),Loader=getattr(yaml,'CSafeLoader',yaml.SafeLoader))");
        report.add(String.format("parse a %.1f MB snapshot (median of 15 after 5 warm-up; first %.0f ms)",
                        rawBytes.length / 1e6, first),
                median(parse), 150, "python3 PyYAML (C loader if built)", pythonParse);

        List<String> a = lines(DecodedRenderer.render(base));
        diffCase(dir, report, "few lines changed", a, lines(DecodedRenderer.render(few)), 100);
        diffCase(dir, report, "every line changed", a, lines(DecodedRenderer.render(all)), 500);
    }

    private static void diffCase(Path dir, Report report, String label, List<String> a, List<String> b, double budget)
            throws Exception {
        Path fa = dir.resolve("a.yaml");
        Path fb = dir.resolve("b.yaml");
        Files.write(fa, a);
        Files.write(fb, b);
        double[] times = new double[RUNS];
        double[] peer = new double[RUNS];
        LineDiffResult result = null;
        for (int r = 0; r < RUNS; r++) {
            peer[r] = Shell.time("sh", "-c", "diff '" + fa + "' '" + fb + "' > /dev/null; true");
            long s = System.nanoTime();
            result = LineDiff.diff(a, b, new Cancellation());
            times[r] = ms(s);
        }
        report.add(String.format("line diff of two %.1f MB snapshots, %s (%d edits; first %.0f ms)",
                        Files.size(fa) / 1e6, label, result.edits().size(), times[0]),
                median(times), budget, "GNU diff", median(peer));
    }

    /** A state whose notes log and goals make a ~5 MB snapshot; {@code variant} rewrites every line. */
    private static Map<String, Object> state(int variant, int changeEvery) {
        List<String> goals = new ArrayList<>();
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            boolean changed = variant == 1 || changeEvery > 0 && i % changeEvery == 500;
            String mark = changed ? "v" + variant + "x" + i : "";
            goals.add("Goal " + i + mark + ": keep the report traceable → café");
            notes.append("\n[TOOL] read_file({'path': 'data/part-").append(i).append(".csv'}) → rows=")
                    .append(i * 7 % 1000).append(mark).append(" status=ok, p95 39–57 min, 日本語");
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("goals", goals);
        s.put("current_task", "Collect this week's metrics");
        s.put("pending_actions", new ArrayList<>(List.of("Draft the report")));
        s.put("completed_tasks", new ArrayList<>());
        s.put("notes", notes.toString());
        s.put("last_updated", null);
        return s;
    }

    private static List<String> lines(String text) {
        return Arrays.asList(text.split("\n", -1));
    }

    private static long usedHeap() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    private static double ms(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e6;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
