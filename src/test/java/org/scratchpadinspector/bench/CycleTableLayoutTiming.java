package org.scratchpadinspector.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Parent;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;

/**
 * How long one CSS + layout pass of the real window takes after the cycle list's row count changes (a status
 * filter toggled over 100,000 cycles: every visible row shows another cycle, as when a new cycle arrives on top).
 * Times the pass itself, synchronously on the FX thread, so that two cell designs can be compared without the
 * run-to-run noise of the stall benchmark. Run: {@code scripts/bench.sh table}.
 */
public final class CycleTableLayoutTiming {
    private static InspectorWindow window;

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("inspector-table-timing");
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        window = BenchWindow.show(work, runner);
        Path dir = work.resolve("mixed");
        createMixedCycles(dir, 100_000);
        onFx(() -> {
            window.viewModel().open(dir);
            return null;
        });
        while (onFx(() -> window.units().model().progressProperty().get() < 1
                || window.viewModel().loadingProperty().get())) {
            Thread.sleep(100);
        }
        Thread.sleep(2000);
        List<Double> models = new ArrayList<>();
        List<Double> passes = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            boolean on = i % 2 == 0;
            double[] ms = onFx(() -> {
                long start = System.nanoTime();
                if (on) {
                    window.units().model().statusFilter().add("no_change");
                } else {
                    window.units().model().statusFilter().clear();
                }
                long filtered = System.nanoTime();
                Parent root = window.scene().getRoot();
                root.applyCss();
                root.layout();
                return new double[] {(filtered - start) / 1e6, (System.nanoTime() - filtered) / 1e6};
            });
            if (i >= 10) {
                models.add(ms[0]);
                passes.add(ms[1]);
            }
            Thread.sleep(150);
        }
        print("filtering 100,000 rows (the view model)", models);
        print("CSS + layout pass after the row count changed", passes);
        Platform.exit();
        runner.close();
        FoundationBenchmarkSupport.delete(work);
        System.exit(0);
    }

    private static void print(String what, List<Double> times) {
        Collections.sort(times);
        System.out.printf("%s (%d times): median %.1f ms, 90th percentile %.1f ms, max %.1f ms%n", what,
                times.size(), times.get(times.size() / 2), times.get(times.size() * 9 / 10),
                times.get(times.size() - 1));
    }

    /** Two cycles in three change the task (completed), every third changes nothing (no change). */
    private static void createMixedCycles(Path root, int n) throws Exception {
        Path dir = Files.createDirectories(root.resolve("scratchpad"));
        byte[] before = "goals: []\ncurrent_task: a\nnotes: ''\n".getBytes(StandardCharsets.UTF_8);
        byte[] after = "goals: []\ncurrent_task: b\nnotes: ''\n".getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < n; i++) {
            String id = CycleIds.of(1_700_000_000L + 7L * i);
            Files.write(dir.resolve(id + "_before.yaml"), i % 3 == 0 ? after : before);
            Files.write(dir.resolve(id + "_after.yaml"), after);
        }
        Files.write(dir.resolve("active.yaml"), after);
    }

    private static <T> T onFx(Supplier<T> action) throws Exception {
        return BenchWindow.onFx(action);
    }
}
