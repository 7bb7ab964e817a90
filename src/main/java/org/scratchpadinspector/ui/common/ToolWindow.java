package org.scratchpadinspector.ui.common;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;

/** A tool window over the main window (compare, field history, memory editing): same stylesheet and theme, closed by Escape. */
public final class ToolWindow {
    private ToolWindow() {
    }

    public static Stage create(String title, Parent root, double width, double height, Window owner) {
        return create(title, root, width, height, owner, () -> { });
    }

    /** The same, running {@code onClose} when the window is hidden (to stop its background work). */
    public static Stage create(String title, Parent root, double width, double height, Window owner, Runnable onClose) {
        Stage stage = new Stage();
        stage.setTitle(title);
        if (owner != null) {
            stage.initOwner(owner);
        }
        Scene scene = new Scene(root, width, height);
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        if (owner != null && owner.getScene() != null && owner.getScene().getRoot().getStyleClass().contains("dark")) {
            root.getStyleClass().add("dark");
        }
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.close();
            }
        });
        stage.setScene(scene);
        stage.setOnHidden(e -> onClose.run());
        return stage;
    }
}
