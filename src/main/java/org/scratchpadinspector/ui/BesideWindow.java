package org.scratchpadinspector.ui;

import java.nio.file.Path;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.main.Settings;

/**
 * A second main window for a directory opened from the first (a fork, beside its source): the two are tiled
 * side by side on the first window's screen, each half of its visible area, so both runs can be read at once.
 */
final class BesideWindow {
    private BesideWindow() {
    }

    static Stage open(Path dir, TaskRunner runner, Settings settings, Window source) {
        InspectorWindow window = InspectorWindow.create(new InspectorContext(runner), settings);
        Stage stage = new Stage();
        stage.titleProperty().bind(javafx.beans.binding.Bindings.concat("Scratchpad Inspector — ",
                window.viewModel().directoryTextProperty()));
        stage.setScene(window.scene());
        stage.setOnCloseRequest(e -> {
            if (!window.memory().confirmCloseWithUnsettledEdits(stage)) {
                e.consume();
            }
        });
        stage.setOnHidden(e -> window.close());
        tile(source, stage);
        stage.show();
        window.viewModel().start(dir);
        return stage;
    }

    /** The source on the left half of its screen's visible area, the new window on the right half. */
    private static void tile(Window source, Stage beside) {
        Rectangle2D visible = Screen.getScreensForRectangle(source.getX(), source.getY(), Math.max(1, source.getWidth()),
                Math.max(1, source.getHeight())).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
        double half = Math.floor(visible.getWidth() / 2);
        source.setX(visible.getMinX());
        source.setY(visible.getMinY());
        source.setWidth(half);
        source.setHeight(visible.getHeight());
        beside.setX(visible.getMinX() + half);
        beside.setY(visible.getMinY());
        beside.setWidth(visible.getWidth() - half);
        beside.setHeight(visible.getHeight());
    }
}
