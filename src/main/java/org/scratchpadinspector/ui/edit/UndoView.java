package org.scratchpadinspector.ui.edit;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.ToolWindow;

/** Undo Last Edit with a preview: the diff of putting the previous version back, then Undo. */
public final class UndoView extends BorderPane {

    public UndoView(UndoViewModel vm) {
        getStyleClass().add("edit-view");
        Label message = new Label();
        message.setId("undo-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(10));
        setTop(message);
        DiffPreview preview = new DiffPreview(vm.preview(), "Nothing to preview.");
        preview.setId("undo-preview");
        BorderPane.setMargin(preview, new Insets(0, 10, 0, 10));
        setCenter(preview);
        Button undo = new Button("Undo");
        undo.setId("undo-apply");
        undo.disableProperty().bind(vm.canUndoProperty().not());
        undo.setOnAction(e -> vm.undo());
        Button close = new Button("Close");
        close.setOnAction(e -> getScene().getWindow().hide());
        HBox bar = new HBox(8, undo, close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(10));
        HBox.setHgrow(bar, Priority.ALWAYS);
        setBottom(bar);
    }

    public static Stage open(EditSession session, Window owner) {
        UndoViewModel vm = new UndoViewModel(session);
        Stage stage = ToolWindow.create("Undo Last Edit", new UndoView(vm), 900, 560, owner);
        stage.show();
        vm.load();
        return stage;
    }
}
