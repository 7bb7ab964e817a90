package org.scratchpadinspector.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * Renders the real window headless (Monocle) in the states the README shows and writes PNGs to
 * {@code docs/screenshots/}. Run with {@code scripts/screenshots.sh}.
 */
public final class Screenshots {
    private static Stage stage;
    private static InspectorWindow window;

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        Path settings = Files.createTempFile("inspector-settings", ".properties");
        Platform.startup(() -> { });
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        onFx(() -> {
            window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings));
            stage = new Stage();
            stage.setScene(window.scene());
            stage.setWidth(1440);
            stage.setHeight(900);
            stage.show();
            return null;
        });
        open(Path.of("scratchpad-samples/demo"));
        shoot("20260401_100637", false, out.resolve("main-light.png"));
        shoot("20260401_100637", true, out.resolve("main-dark.png"));
        onFx(() -> {
            window.details().showTraceback();
            return null;
        });
        shoot("20260401_103637", false, out.resolve("crashed-cycle.png"));
        Path large = LargeDiffSample.create(Files.createTempDirectory("inspector-large"));
        open(large);
        shoot(LargeDiffSample.CYCLE, false, out.resolve("large-diff.png"));
        org.scratchpadinspector.ui.edit.EditScreenshots.shoot(window, out);
        Platform.exit();
        runner.close();
        System.out.println("screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    private static void open(Path dir) throws Exception {
        onFx(() -> {
            window.viewModel().open(dir);
            return null;
        });
        waitUntil(() -> !window.viewModel().loadingProperty().get() && CycleSources.scratchpadOf(window.viewModel().context()) != null);
    }

    private static void shoot(String cycle, boolean dark, Path file) throws Exception {
        onFx(() -> {
            window.viewModel().darkProperty().set(dark);
            window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(cycle));
            return null;
        });
        // Until the cycle's snapshots are loaded, diffed and in the panes (a fixed wait showed "Loading…" on a
        // busy machine), then a moment for the details' tabs.
        Thread.sleep(300);
        waitUntil(() -> !window.panes().viewModel().loadingProperty().get() && window.panes().isSettled());
        Thread.sleep(1200);
        var image = onFx(() -> window.scene().snapshot(null));
        FxImages.writePng(image, file);
        System.out.println("wrote " + file);
    }

    private static void waitUntil(Supplier<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!onFx(condition::get)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out waiting for the window");
            }
            Thread.sleep(50);
        }
    }

    static <T> T onFx(Supplier<T> action) throws Exception {
        return FxThread.call(action, 60);
    }
}
