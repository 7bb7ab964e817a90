package org.scratchpadinspector.ui.edit;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.InspectorContext;

/** A window of the Memory menu over the main window: same stylesheet and theme, closed by Escape. */
final class EditStage {
    private EditStage() {
    }

    static Stage create(String title, Parent root, double width, double height, Window owner) {
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
        return stage;
    }
}
