package org.scratchpadinspector.ui.panes;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Not a test (surefire skips the name): prints where the time goes for a 5.9 MB, 100,000-line snapshot.
 * Run with {@code mvn test -Dtest=BigStateTiming}.
 */
@ExtendWith(ApplicationExtension.class)
class BigStateTiming {
    PanesView view;
    InspectorContext context;
    PanesViewModel vm;

    @Start
    void start(Stage stage) {
        context = new InspectorContext(new FxTaskRunner(2));
        vm = new PanesViewModel(context);
        view = new PanesView(vm);
        stage.setScene(new Scene(view, 1200, 700));
        stage.show();
    }

    @Test
    void timing(FxRobot robot, @TempDir Path dir) throws Exception {
        Path pad = Files.createDirectories(dir.resolve("scratchpad"));
        StringBuilder b = new StringBuilder("goals:\n");
        for (int i = 0; i < 100_000; i++) {
            b.append("- item number ").append(i).append(" with some text to make the line longer\n");
        }
        String before = b.toString();
        String after = before.replace("item number 500 ", "item number FIVE HUNDRED ").replace("item number 90000 ", "x ");
        Files.writeString(pad.resolve("20260401_100137_before.yaml"), before);
        Files.writeString(pad.resolve("20260401_100137_after.yaml"), after);
        Files.writeString(pad.resolve("active.yaml"), after);
        System.out.println("size " + before.length());
        Scratchpad s = Scratchpad.open(dir);
        org.scratchpadinspector.model.MemorySource source = new org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource(s);
        var points = source.facet(org.scratchpadinspector.model.History.class)
                .map(h -> h.points(org.scratchpadinspector.model.Cancellation.NONE));
        for (int k = 0; k < 3; k++) {
            long a = System.nanoTime();
            var snap = s.snapshot(CycleId.parse("20260401_100137"), org.scratchpadinspector.formats.yamlcycles.Side.BEFORE);
            long b1 = System.nanoTime();
            String text = org.scratchpadinspector.pyyaml.DecodedRenderer.render(snap.state());
            long c = System.nanoTime();
            var panes = UnitStatesLoader.load(source, org.scratchpadinspector.model.UnitId.of("20260401_100137"), "cycle", points, false, org.scratchpadinspector.model.Cancellation.NONE);
            long d = System.nanoTime();
            var r = PaneRendering.build(panes.after(), org.scratchpadinspector.model.Cancellation.NONE);
            var r2 = PaneRendering.build(panes.after().withFolds(java.util.List.of()), org.scratchpadinspector.model.Cancellation.NONE);
            long e = System.nanoTime();
            System.out.printf("read+parse %.0f ms, render %.0f ms, load all %.0f ms, build docs %.0f ms%n", (b1 - a) / 1e6, (c - b1) / 1e6, (d - c) / 1e6, (e - d) / 1e6);
            s.store().invalidate(snap.path());
        }
        long[] stall = new long[1];
        javafx.animation.AnimationTimer timer = new javafx.animation.AnimationTimer() {
            long last;
            @Override public void handle(long now) {
                if (last != 0) stall[0] = Math.max(stall[0], now - last);
                last = now;
            }
        };
        robot.interact(timer::start);
        long t0 = System.nanoTime();
        robot.interact(() -> { context.open(source); context.selectedUnitProperty().set(org.scratchpadinspector.model.UnitId.of("20260401_100137")); });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> view.pane(PaneSide.AFTER).area().getText().contains("FIVE"));
        System.out.println("shown after ms " + (System.nanoTime() - t0) / 1e6 + " longest frame gap ms " + stall[0] / 1e6);
        for (int k = 0; k < 3; k++) {
            long[] inside = new long[1];
            long t1 = System.nanoTime();
            robot.interact(() -> { long x = System.nanoTime(); vm.nextChange(); inside[0] = System.nanoTime() - x; });
            System.out.println("F7 ms " + (System.nanoTime() - t1) / 1e6 + " inside " + inside[0] / 1e6);
        }
        long[] inside = new long[1];
        robot.interact(() -> { long x = System.nanoTime(); vm.expandAll(); inside[0] = System.nanoTime() - x; });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> view.pane(PaneSide.AFTER).area().getParagraphs().size() > 1000);
        System.out.println("expand all on FX ms " + inside[0] / 1e6);
        long[] apply = new long[1];
        var panesNow = vm.panes();
        var docs = new PaneRendering[] {PaneRendering.build(panesNow.before(), org.scratchpadinspector.model.Cancellation.NONE),
            PaneRendering.build(panesNow.after(), org.scratchpadinspector.model.Cancellation.NONE),
            PaneRendering.build(panesNow.active(), org.scratchpadinspector.model.Cancellation.NONE)};
        robot.interact(() -> { long x = System.nanoTime(); view.pane(PaneSide.AFTER).apply(docs[1]); apply[0] = System.nanoTime() - x; });
        System.out.println("apply 100k-line doc on FX ms " + apply[0] / 1e6);
        robot.interact(() -> { long x = System.nanoTime(); vm.nextChange(); inside[0] = System.nanoTime() - x; });
        System.out.println("F7 expanded inside " + inside[0] / 1e6);
        robot.interact(timer::stop);
    }
}
