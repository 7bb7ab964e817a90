package org.scratchpadinspector.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Supplier;
import javafx.application.Platform;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.LargeDiffSample;
import org.scratchpadinspector.ui.common.FxTaskRunner;

/**
 * The longest FX-thread stall (budget 50 ms) of the real window while it indexes 100,000 cycles, diffs two 5 MB
 * snapshots, and follows 20 new cycles a second, after a warm-up (or without one with {@code -Dstall.cold=true}),
 * each scenario twice on fresh data ({@code -Dstall.rounds=N}): the first time, and again once the JIT has compiled.
 * Run with {@code scripts/bench.sh fx} (headless, Monocle, software rendering).
 */
public final class FxStallBenchmark {
    private static InspectorWindow window;

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("inspector-fx-bench");
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        window = BenchWindow.show(work, runner);
        if (Boolean.getBoolean("stall.pulses")) {
            onFx(() -> {
                logSlowLayoutPasses(window.scene());
                return null;
            });
        }
        Report report = new Report();
        boolean warm = !Boolean.getBoolean("stall.cold");
        if (warm) {
            warmUp();
        }
        // Round 1 meets each scenario for the first time, while the JIT is still compiling the code it runs (a C2
        // compiler thread took over half of one of the two cores then); round 2 repeats it on fresh data, as an
        // operator's second directory or second big cycle. Round 2 is held to the budget; both are reported.
        int rounds = Integer.getInteger("stall.rounds", 2);
        try (FxStallProbe probe = new FxStallProbe()) {
            for (int round = 1; round <= rounds; round++) {
                String when = round < rounds ? " [first time, JIT still compiling]" : "";
                double budget = round < rounds ? Double.NaN : 50;
                Path base = work.resolve("round" + round);
                if (runs("open")) {
                    Path big = base.resolve("big");
                    createCycles(big, 100_000);
                    settle();
                    probe.reset();
                    mark("open", round);
                    open(big);
                    Thread.sleep(8000);
                    measured(report, probe, "FX stall while indexing 100,000 cycles and computing statuses" + when, budget);
                }
                if (runs("select")) {
                    Path large = LargeDiffSample.create(base.resolve("large"));
                    settle();
                    open(large);
                    Thread.sleep(1000);
                    probe.reset();
                    mark("select", round);
                    onFx(() -> {
                        window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(LargeDiffSample.CYCLE));
                        return null;
                    });
                    Thread.sleep(8000);
                    measured(report, probe, "FX stall while loading and diffing two 5 MB snapshots" + when, budget);
                }
                if (runs("live")) {
                    Path live = base.resolve("live");
                    createCycles(live, 10);
                    settle();
                    open(live);
                    Thread.sleep(1000);
                    probe.reset();
                    mark("live", round);
                    writeCyclesLive(live.resolve("scratchpad"), 20, 6);
                    Thread.sleep(1000);
                    measured(report, probe, "FX stall while 20 cycles a second are written for 6 s" + when, budget);
                }
            }
        }
        report.print();
        Platform.exit();
        runner.close();
        FoundationBenchmarkSupport.delete(work);
        System.exit(0);
    }

    /** {@code -Dstall.pulses=true}: prints each CSS + layout pass of the window over 20 ms, with its time. */
    private static void logSlowLayoutPasses(javafx.scene.Scene scene) {
        long[] start = {0};
        scene.addPreLayoutPulseListener(() -> start[0] = System.nanoTime());
        scene.addPostLayoutPulseListener(() -> {
            double ms = (System.nanoTime() - start[0]) / 1e6;
            if (ms > 20) {
                System.out.printf("  CSS + layout pass of %.1f ms at %.3f s uptime%n", ms,
                        java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0);
            }
        });
    }

    /** With stacks on, when each measured scenario starts: to find its part of a flight recording. */
    private static void mark(String scenario, int round) {
        if (Boolean.getBoolean("stall.stacks")) {
            System.out.println("  " + scenario + ", round " + round + ", starts at " + java.time.Instant.now());
        }
    }

    /**
     * Writes the data this benchmark generated to disk before a scenario is measured, as an operator's directory was
     * long before it is opened. Without it the kernel writes back the ~800 MB of page cache of 200,000 new files
     * about 30 s later, in the middle of a later scenario, and its writeback threads take both cores for up to
     * half a second: stalls of 85-110 ms in which the FX thread waits for a core. {@code -Dstall.settle=false}
     * measures without it.
     */
    private static void settle() throws Exception {
        if (!Boolean.parseBoolean(System.getProperty("stall.settle", "true"))) {
            return;
        }
        long start = System.nanoTime();
        int exit = new ProcessBuilder("sync").inheritIO().start().waitFor();
        if (Boolean.getBoolean("stall.stacks")) {
            System.out.printf("  sync: %.0f ms, exit %d%n", (System.nanoTime() - start) / 1e6, exit);
        }
    }

    /** {@code -Dstall.only=open,select,live} runs some of the scenarios (all by default). */
    private static boolean runs(String scenario) {
        String only = System.getProperty("stall.only", "");
        return only.isBlank() || java.util.Arrays.asList(only.split(",")).contains(scenario);
    }

    private static void measured(Report report, FxStallProbe probe, String what, double budget) {
        report.add(what + " (" + probe.probes() + " probes)", probe.worstMillis(), budget, "", Double.NaN);
        report.add("  of which the FX thread ran at most (CPU time in one stall; the rest waited for a core)",
                probe.worstCpuMillis(), Double.NaN, "", Double.NaN);
        System.out.println("  CPU that other processes used meanwhile: " + probe.otherProcessesCpu());
        double[] worst = probe.worstBreakdown();
        System.out.printf("  the longest stall ended at %.6f s on the monotonic clock (perf sched timehist with -k mono)%n",
                probe.worstEndSeconds());
        String[] parts = {"the FX thread on a core (kernel)", "the FX thread waiting for a core (kernel)",
            "the renderer on a core (kernel)", "the renderer waiting for a core (kernel)",
            "all threads stopped at safepoints (JVM)", "  of which bringing them to a stop (JVM)"};
        for (int i = 0; i < parts.length; i++) {
            report.add("  the longest stall: " + parts[i], worst[i], Double.NaN, "", Double.NaN);
        }
        if (Boolean.getBoolean("stall.stacks")) {
            System.out.println(probe.stallReport(6));
        }
    }

    /**
     * What an operator has done before the measured moments: opened a directory and looked at a few cycles, so that
     * the controls' classes and skins are loaded (first use costs hundreds of milliseconds once per run).
     */
    private static void warmUp() throws Exception {
        open(Path.of("scratchpad-samples/demo"));
        for (String id : new String[] {"20260401_100637", "20260401_103637", "20260401_101137", "20260401_105637"}) {
            onFx(() -> {
                window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(id));
                return null;
            });
            Thread.sleep(1500);
        }
    }

    private static void createCycles(Path root, int n) throws Exception {
        Path dir = Files.createDirectories(root.resolve("scratchpad"));
        byte[] before = "goals: []\ncurrent_task: a\nnotes: ''\n".getBytes(StandardCharsets.UTF_8);
        byte[] after = "goals: []\ncurrent_task: b\nnotes: ''\n".getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < n; i++) {
            String id = CycleIds.of(1_700_000_000L + 7L * i);
            Files.write(dir.resolve(id + "_before.yaml"), before);
            Files.write(dir.resolve(id + "_after.yaml"), after);
        }
        Files.write(dir.resolve("active.yaml"), after);
    }

    /** Writes before, then after, then active (atomically, as an agent would), {@code perSecond} cycles a second. */
    private static void writeCyclesLive(Path dir, int perSecond, int seconds) throws Exception {
        long start = System.nanoTime();
        long base = 1_800_000_000L;
        for (int i = 0; i < perSecond * seconds; i++) {
            String id = CycleIds.of(base + i);
            Files.writeString(dir.resolve(id + "_before.yaml"), "goals: []\ncurrent_task: a\nnotes: ''\n");
            Files.writeString(dir.resolve(id + "_after.yaml"), "goals: []\ncurrent_task: b\nnotes: \"\\n[COMPLETED] ok\"\n");
            Path tmp = dir.resolve(".active.tmp");
            Files.writeString(tmp, "goals: []\ncurrent_task: b\nnotes: ''\n");
            Files.move(tmp, dir.resolve("active.yaml"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            long due = start + (i + 1) * 1_000_000_000L / perSecond;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
        }
    }

    private static void open(Path dir) throws Exception {
        onFx(() -> {
            window.viewModel().open(dir);
            return null;
        });
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (onFx(() -> window.viewModel().loadingProperty().get())) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("open timed out");
            }
            Thread.sleep(20);
        }
    }

    private static <T> T onFx(Supplier<T> action) throws Exception {
        return BenchWindow.onFx(action);
    }
}
