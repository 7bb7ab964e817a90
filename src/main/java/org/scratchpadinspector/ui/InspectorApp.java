package org.scratchpadinspector.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.MainViewModel;
import org.scratchpadinspector.ui.main.Settings;

/** The desktop application: {@code java -jar scratchpad-inspector.jar [DIR]}. */
public final class InspectorApp extends Application {
    public static final String STYLESHEET = "/org/scratchpadinspector/ui/inspector.css";
    static final double PREFERRED_WIDTH = 1440;
    static final double PREFERRED_HEIGHT = 900;
    static final double LARGE_SCREEN_SHARE = 0.85;

    private FxTaskRunner runner;
    private InspectorWindow window;

    @Override
    public void start(Stage stage) {
        StartupMarker.mark("fx-start");
        runner = FxTaskRunner.forThisMachine();
        List<String> args = getParameters().getUnnamed();
        Path dir = args.isEmpty() ? null : Path.of(args.get(0));
        window = InspectorWindow.createStarted(new InspectorContext(runner), Settings.standard(), dir);
        MainViewModel main = window.viewModel();
        StartupMarker.mark("scene-built");
        Scene scene = window.scene();
        stage.titleProperty().bind(javafx.beans.binding.Bindings.concat("Scratchpad Inspector — ",
                main.formatNameProperty().map(f -> f.isEmpty() ? "" : f + " — ").orElse(""), main.directoryTextProperty()));
        stage.setScene(scene);
        stage.setOnCloseRequest(e -> {
            if (!window.memory().confirmCloseWithUnsettledEdits(stage)) {
                e.consume();
            }
        });
        fitToScreen(stage, Screen.getPrimary().getVisualBounds());
        StartupMarker.onFirstPulse(scene, "window", () -> true);
        StartupMarker.onFirstPulse(scene, "content", () -> !window.cycles().model().rows().isEmpty());
        stage.show();
        StartupMarker.mark("shown");
        StartupMarker.onFirstChange(main.loadingProperty(), false, "opened");
    }

    /**
     * Centred in the screen's visible area, never off its edges: 1440 × 900 or the whole area where that is
     * smaller; on a larger screen {@value #LARGE_SCREEN_SHARE} of it, so that a 1920 × 1080 screen gives the
     * panes its width rather than a margin.
     */
    static void fitToScreen(Stage stage, Rectangle2D visible) {
        double width = Math.min(visible.getWidth(), Math.max(PREFERRED_WIDTH, LARGE_SCREEN_SHARE * visible.getWidth()));
        double height = Math.min(visible.getHeight(),
                Math.max(PREFERRED_HEIGHT, LARGE_SCREEN_SHARE * visible.getHeight()));
        stage.setWidth(width);
        stage.setHeight(height);
        stage.setX(visible.getMinX() + (visible.getWidth() - width) / 2);
        stage.setY(visible.getMinY() + (visible.getHeight() - height) / 2);
    }

    @Override
    public void stop() {
        if (window != null) {
            window.close();
        }
        if (runner != null) {
            runner.close();
        }
    }
}
