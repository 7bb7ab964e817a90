package org.scratchpadinspector.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * The real window on each Markdown memory system's generated sample, headless (Monocle) at 1440 × 900, with a
 * version that changed sections selected (a warning where the sample has one): {@code format-<system>-1440x900.png}.
 * Run it as {@code scripts/screenshots.sh} runs the others, with this class and an output folder.
 */
public final class MarkdownMemoryScreenshots {
    /** Sample, the version to select (by index in the list, -1 the last), the picture's name. */
    private record Shot(String sample, int version, String name) {
    }

    private static final List<Shot> SHOTS = List.of(
            new Shot("claude-code", 2, "claude-code"),
            new Shot("claude-code-auto", 1, "claude-code-auto-memory"),
            new Shot("openclaw", 3, "openclaw"),
            new Shot("hermes", 4, "hermes"),
            new Shot("letta", 4, "letta-memfs"),
            new Shot("memory-bank-project", 2, "memory-bank"),
            new Shot("memory-tool", 4, "memory-tool"),
            new Shot("forge", 2, "forge-memories"));

    private MarkdownMemoryScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        try {
            shootAll(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void shootAll(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target/markdown-screenshots");
        Files.createDirectories(out);
        Path tmp = Files.createTempDirectory("markdown-shots");
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data").toString());
        Platform.startup(() -> { });
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        InspectorWindow window = onFx(() -> {
            InspectorWindow w = InspectorWindow.create(new InspectorContext(runner), new Settings(tmp.resolve("s.properties")));
            Stage s = new Stage();
            s.setScene(w.scene());
            s.setWidth(1440);
            s.setHeight(900);
            s.show();
            return w;
        });
        for (Shot shot : SHOTS) {
            Path dir = MarkdownMemorySamples.memory(shot.sample());
            onFx(() -> {
                window.viewModel().open(dir);
                return null;
            });
            var list = window.units().model();
            waitUntil(() -> window.viewModel().context().source() != null
                    && window.viewModel().context().source().directory().toString().contains(shot.sample())
                    && !list.rows().isEmpty() && list.pendingCountProperty().get() == 0);
            Thread.sleep(500);
            onFx(() -> {
                var rows = list.rows();
                window.viewModel().context().selectedUnitProperty()
                        .set(rows.get(shot.version() < 0 ? rows.size() - 1 : shot.version()).id());
                return null;
            });
            waitUntil(() -> window.panes().viewModel().panes().unit() != null && window.panes().isSettled());
            Thread.sleep(1500);
            var image = onFx(() -> window.scene().snapshot(null));
            Path file = out.resolve("format-" + shot.name() + "-1440x900.png");
            FxImages.writePng(image, file);
            System.out.println("wrote " + file);
        }
        window.close();
        runner.close();
        Platform.exit();
        System.exit(0);
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

    private static <T> T onFx(Supplier<T> action) throws Exception {
        return FxThread.call(action, 60);
    }
}
