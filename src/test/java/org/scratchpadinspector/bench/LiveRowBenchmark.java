package org.scratchpadinspector.bench;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.units.UnitRow;

/**
 * A new cycle file of a real agent → its row in the real window's list (budget 300 ms), next to its floor timed in
 * the same run: the filesystem watch event alone (a bare {@link WatchService} on the same folder, in the same JVM).
 * The agent is the msa re-implementation laid out as the real agent's package, run from its root as
 * {@code python3 -m msa.agent --once} once a second and a half (cycle ids have one-second resolution), its model
 * scripted (two iterations). Each time is counted from the file's modification time (the end of the agent's
 * write). For {@code _before}: the row listed, then listed with its status; for {@code _after}: the row's final
 * status. Run with {@code scripts/bench.sh live [CYCLES]} (headless, Monocle, software rendering).
 */
public final class LiveRowBenchmark {
    private static final String MODEL_SCRIPT = """
            ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"a live cycle\\"}}",
             "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"benchmarked\\"}}"]
            """;

    /** When each thing was seen, by file name (watch event) or cycle id (rows). */
    private static final Map<String, Instant> WATCHED = new ConcurrentHashMap<>();
    private static final Map<String, Instant> DELIVERED = new ConcurrentHashMap<>();
    private static final Map<String, Instant> LISTED = new ConcurrentHashMap<>();
    private static final Map<String, Instant> STATUS_SHOWN = new ConcurrentHashMap<>();
    private static final Map<String, Instant> FINAL_SHOWN = new ConcurrentHashMap<>();

    private LiveRowBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int cycles = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path work = Files.createTempDirectory("inspector-live-bench");
        Path root = agentRoot(work.resolve("msa"));
        Path scratchpads = root.resolve("scratchpads");
        Thread floor = watchFloor(scratchpads);
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        InspectorWindow window = BenchWindow.show(work, runner);
        BenchWindow.onFx(() -> {
            window.viewModel().open(root);
            followRows(window);
            return null;
        });
        while (BenchWindow.onFx(() -> window.viewModel().loadingProperty().get())) {
            Thread.sleep(20);
        }
        Thread.sleep(2000);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < cycles; i++) {
            long start = System.nanoTime();
            Process agent = new ProcessBuilder("python3", "-m", "msa.agent", "--once").directory(root.toFile())
                    .redirectErrorStream(true).redirectOutput(work.resolve("agent-output.txt").toFile()).start();
            if (!agent.waitFor(60, TimeUnit.SECONDS)) {
                agent.destroyForcibly();
                throw new IllegalStateException("the agent did not finish a cycle within 60 s");
            }
            Thread.sleep(Math.max(0, 1500 - (System.nanoTime() - start) / 1_000_000));
            ids.add(newestCycle(scratchpads));
        }
        Thread.sleep(1500);
        report(scratchpads, ids);
        floor.interrupt();
        Platform.exit();
        runner.close();
        FoundationBenchmarkSupport.delete(work);
        System.exit(0);
    }

    /** The msa-real sample with the agent's code in {@code msa/} and a scripted model, as ForkRealAgentRootTest lays it out. */
    private static Path agentRoot(Path root) throws Exception {
        SampleCopy.copy(Path.of("scratchpad-samples/msa-real"), root);
        Path pkg = Files.createDirectories(root.resolve("msa"));
        Files.writeString(pkg.resolve("__init__.py"), "");
        Files.copy(Path.of("scratchpad-samples/generator/msa_agent.py"), pkg.resolve("agent.py"));
        Files.writeString(root.resolve("config/model_script.json"), MODEL_SCRIPT);
        return root;
    }

    /** The floor: when a bare watch service in this JVM hears of each cycle file. */
    private static Thread watchFloor(Path dir) throws Exception {
        WatchService service = FileSystems.getDefault().newWatchService();
        dir.register(service, ENTRY_CREATE, ENTRY_MODIFY);
        Thread thread = new Thread(() -> {
            try (service) {
                while (true) {
                    WatchKey key = service.take();
                    Instant now = Instant.now();
                    for (WatchEvent<?> event : key.pollEvents()) {
                        String name = event.context().toString();
                        if (name.endsWith("_before.yaml") || name.endsWith("_after.yaml")) {
                            // the last event of the write: the file's modification time is that of its last write
                            WATCHED.put(name, now);
                        }
                    }
                    key.reset();
                }
            } catch (InterruptedException | java.io.IOException | java.nio.file.ClosedWatchServiceException e) {
                // stopped
            }
        }, "floor-watch");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** On the FX thread: notes when each cycle's row is listed, shows a status, and shows its final status. */
    private static void followRows(InspectorWindow window) {
        // where the time goes: the watcher's batch reaching the FX thread, before the index and the summaries
        window.viewModel().context().lastChangeProperty().addListener((obs, was, change) -> {
            if (change != null) {
                Instant now = Instant.now();
                change.names().forEach(name -> DELIVERED.putIfAbsent(name, now));
            }
        });
        window.units().model().rows().addListener((ListChangeListener<UnitRow>) change -> {
            while (change.next()) {
                for (UnitRow row : change.getAddedSubList()) {
                    String id = row.id().text();
                    LISTED.putIfAbsent(id, Instant.now());
                    seen(row);
                    row.summaryProperty().addListener((obs, was, now) -> seen(row));
                }
            }
        });
    }

    private static void seen(UnitRow row) {
        UnitStatus status = row.status();
        if (status == null) {
            return;
        }
        String id = row.id().text();
        STATUS_SHOWN.putIfAbsent(id, Instant.now());
        if (!status.key().equals("running")) {
            FINAL_SHOWN.putIfAbsent(id, Instant.now());
        }
    }

    private static String newestCycle(Path scratchpads) throws Exception {
        try (var files = Files.list(scratchpads)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith("_before.yaml")).sorted()
                    .reduce((a, b) -> b).map(n -> n.substring(0, 15)).orElseThrow();
        }
    }

    private static void report(Path scratchpads, List<String> ids) throws Exception {
        List<Double> floorBefore = new ArrayList<>();
        List<Double> listed = new ArrayList<>();
        List<Double> withStatus = new ArrayList<>();
        List<Double> floorAfter = new ArrayList<>();
        List<Double> finalStatus = new ArrayList<>();
        List<Double> deliveredBefore = new ArrayList<>();
        List<Double> deliveredAfter = new ArrayList<>();
        System.out.printf(Locale.ROOT, "%-16s %10s %10s %10s %12s %10s %10s %12s%n", "cycle", "floor _b", "batch _b",
                "listed", "status", "floor _a", "batch _a", "final");
        for (String id : ids) {
            Instant before = Files.getLastModifiedTime(scratchpads.resolve(id + "_before.yaml")).toInstant();
            Instant after = Files.getLastModifiedTime(scratchpads.resolve(id + "_after.yaml")).toInstant();
            double fb = ms(before, WATCHED.get(id + "_before.yaml"));
            double db = ms(before, DELIVERED.get(id + "_before.yaml"));
            double da = ms(after, DELIVERED.get(id + "_after.yaml"));
            deliveredBefore.add(db);
            deliveredAfter.add(da);
            double li = ms(before, LISTED.get(id));
            double st = ms(before, STATUS_SHOWN.get(id));
            double fa = ms(after, WATCHED.get(id + "_after.yaml"));
            double fi = ms(after, FINAL_SHOWN.get(id));
            floorBefore.add(fb);
            listed.add(li);
            withStatus.add(st);
            floorAfter.add(fa);
            finalStatus.add(fi);
            System.out.printf(Locale.ROOT, "%-16s %7.0f ms %7.0f ms %7.0f ms %9.0f ms %7.0f ms %7.0f ms %9.0f ms%n", id, fb,
                    db, li, st, fa, da, fi);
        }
        System.out.printf(Locale.ROOT, "median / max over %d cycles (budget 300 ms):%n", ids.size());
        line("floor: the watch event of _before", floorBefore);
        line("_before -> the watcher's batch on the FX thread", deliveredBefore);
        line("_before -> its row listed", listed);
        line("_before -> its row with its status", withStatus);
        line("floor: the watch event of _after", floorAfter);
        line("_after -> the watcher's batch on the FX thread", deliveredAfter);
        line("_after -> its row's final status", finalStatus);
    }

    private static void line(String label, List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        double median = sorted.get(sorted.size() / 2);
        double max = sorted.get(sorted.size() - 1);
        System.out.printf(Locale.ROOT, "  %-40s %7.0f ms %7.0f ms%s%n", label, median, max,
                label.startsWith("floor") || label.contains("batch") ? "" : max <= 300 ? "  ok" : "  OVER");
    }

    /** Milliseconds from {@code from} to {@code to}; NaN when {@code to} never came. */
    private static double ms(Instant from, Instant to) {
        return to == null ? Double.NaN : Duration.between(from, to).toNanos() / 1e6;
    }
}
