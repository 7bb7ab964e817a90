package org.scratchpadinspector.ui;

import java.nio.file.Path;
import org.scratchpadinspector.engine.remote.RemoteAddress;
import org.scratchpadinspector.engine.remote.RemotePaths;
import java.util.List;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.GatedTaskRunner;
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
    private Settings settings;
    private boolean dark;
    private InspectorWindow window;

    @Override
    public void init() {
        settings = Settings.standard();
        // read here, on the launcher thread, so that the first frame already has the operator's theme
        dark = settings.darkTheme();
    }

    /**
     * Shows the opening scene at once, builds the window's screens on a worker meanwhile (nodes may be built off
     * the FX thread until their scene is shown), then swaps them in and reads the directory (decision 0074).
     */
    @Override
    public void start(Stage stage) {
        runner = FxTaskRunner.forThisMachine();
        List<String> args = getParameters().getUnnamed();
        String location = args.isEmpty() ? null : args.get(0);
        Path dir = location == null || RemoteAddress.isRemote(location) ? null : Path.of(location);
        Scene opening = OpeningScene.create(dir, dark);
        stage.setTitle("Scratchpad Inspector");
        stage.setScene(opening);
        fitToScreen(stage, Screen.getPrimary().getVisualBounds());
        stage.show();
        GatedTaskRunner gated = new GatedTaskRunner(runner);
        InspectorContext context = new InspectorContext(gated);
        runner.submit("build the window", () -> InspectorWindow.createStartedAt(context, settings, location),
                built -> showWindow(stage, built, gated), failed -> {
                    // a control that insists on the FX thread: the window is built there instead, a little later
                    System.err.println("inspector: the window is built on the FX thread: " + failed);
                    gated.discard();
                    showWindow(stage, InspectorWindow.createStartedAt(new InspectorContext(runner), settings, location), null);
                });
    }

    private void showWindow(Stage stage, InspectorWindow built, GatedTaskRunner gated) {
        window = built;
        MainViewModel main = window.viewModel();
        Scene scene = window.scene();
        stage.titleProperty().bind(javafx.beans.binding.Bindings.concat("Scratchpad Inspector — ",
                main.formatNameProperty().map(f -> f.isEmpty() ? "" : f + " — ").orElse(""), main.directoryTextProperty()));
        stage.setOnCloseRequest(e -> {
            if (!window.memory().confirmCloseWithUnsettledEdits(stage)) {
                e.consume();
            }
        });
        stage.setScene(scene);
        if (gated != null) {
            gated.open();
        }
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

    /** The window once built (null while the opening scene shows). */
    InspectorWindow window() {
        return window;
    }

    @Override
    public void stop() {
        if (window != null) {
            window.close();
        }
        if (runner != null) {
            runner.close();
        }
        RemotePaths.closeAll();
    }
}
