package org.scratchpadinspector.ui;

import java.nio.file.Path;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * What the window shows in its first frame, while its screens are built: the directory being opened. Two labels,
 * so that the stage appears as soon as a JavaFX hello world's would (decision 0074).
 */
final class OpeningScene {
    static final String STYLE_CLASS = "opening";

    private OpeningScene() {
    }

    static Scene create(Path dirOrNull, boolean dark) {
        Label title = new Label("Scratchpad Inspector");
        title.getStyleClass().add("opening-title");
        // no animation: on the software pipeline every frame of one took CPU from the screens being built
        Label what = new Label(dirOrNull == null ? "Opening the last directory, or the demo…"
                : "Opening " + dirOrNull + "…");
        what.getStyleClass().add("opening-text");
        VBox root = new VBox(10, title, what);
        root.setAlignment(Pos.CENTER);
        root.getStyleClass().add(STYLE_CLASS);
        if (dark) {
            root.getStyleClass().add("dark");
        }
        Scene scene = new Scene(root, InspectorApp.PREFERRED_WIDTH, InspectorApp.PREFERRED_HEIGHT);
        scene.getStylesheets().add(OpeningScene.class.getResource(InspectorApp.STYLESHEET).toExternalForm());
        return scene;
    }
}
