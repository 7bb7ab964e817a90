package org.scratchpadinspector.ui.panes;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * The window at 1440x900 on a copy of the healthy sample; writes the panes (Before | After | Active with its blame
 * gutter) to {@code docs/screenshots/blame-gutter.png}. Run on a display (Xvfb works) with the test classpath.
 */
public final class BlameGutterScreenshot {
    private BlameGutterScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots/blame-gutter.png");
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), Files.createTempDirectory("blame-shot"));
        Path settings = Files.createTempFile("inspector-settings", ".properties");
        Platform.startup(() -> { });
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        InspectorWindow window = FxThread.call(() -> {
            InspectorWindow w = InspectorWindow.create(new InspectorContext(runner), new Settings(settings));
            Stage stage = new Stage();
            stage.setScene(w.scene());
            stage.setWidth(1440);
            stage.setHeight(900);
            stage.show();
            w.panes().viewModel().activeShownProperty().set(true);
            w.viewModel().open(root);
            return w;
        }, 20);
        long deadline = System.currentTimeMillis() + 20_000;
        while (!FxThread.call(() -> window.panes().isSettled()
                && !window.panes().viewModel().activeBlame().keysProperty().get().isEmpty()
                && window.panes().pane(PaneSide.NOW).area().getText().contains("current_task"), 20)) {
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException("the blame gutter did not show within 20 s");
            }
            Thread.sleep(100);
        }
        Thread.sleep(500);
        WritableImage image = FxThread.call(() -> window.panes().snapshot(null, null), 20);
        PngWriter.write(image, out);
        FxThread.call(() -> {
            window.close();
            return null;
        }, 20);
        runner.close();
        Platform.exit();
        System.out.println("written " + out.toAbsolutePath());
        System.exit(0);
    }
}
