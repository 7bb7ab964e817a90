package org.scratchpadinspector.ui.source;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.ui.common.ToolWindow;

/**
 * The edit of one unit: the action and its values on the left; the file now and after the edit side by side, diff
 * highlighted; one line saying what happened; Preview, Apply and Close.
 */
public final class SourceEditDialog extends BorderPane {
    private static final String[] KINDS = {"edit-message-none", "edit-message-info", "edit-message-error",
        "edit-message-conflict", "edit-message-done"};
    private final SourceEditViewModel vm;
    private final GridPane fields = new GridPane();

    public SourceEditDialog(SourceEditViewModel vm) {
        this.vm = vm;
        getStyleClass().add("source-edit");
        ComboBox<EditAction> action = new ComboBox<>();
        action.setId("source-edit-action");
        action.getItems().setAll(vm.actions());
        action.setCellFactory(list -> new ActionCell());
        action.setButtonCell(new ActionCell());
        action.valueProperty().bindBidirectional(vm.actionProperty());
        action.setMaxWidth(Double.MAX_VALUE);
        fields.setHgap(8);
        fields.setVgap(6);
        vm.actionProperty().addListener((obs, was, now) -> rebuildFields());
        rebuildFields();
        Label unit = new Label("Unit " + vm.unit().text());
        unit.getStyleClass().add("source-edit-unit");
        VBox input = new VBox(8, unit, new Label("Action"), action, fields);
        input.setPadding(new Insets(10));
        input.setPrefWidth(330);
        input.setMinWidth(260);
        setLeft(input);

        StatePane now = new StatePane(vm.oldLines(), new javafx.beans.property.SimpleStringProperty("Preview to see the file now"));
        now.setId("source-edit-old");
        StatePane after = new StatePane(vm.newLines(), new javafx.beans.property.SimpleStringProperty("… and after the edit"));
        after.setId("source-edit-new");
        VBox nowSide = titled("The file now", now);
        VBox afterSide = titled("After the edit", after);
        HBox.setHgrow(nowSide, Priority.ALWAYS);
        HBox.setHgrow(afterSide, Priority.ALWAYS);
        nowSide.setPrefWidth(200);
        afterSide.setPrefWidth(200);
        HBox panes = new HBox(2, nowSide, afterSide);
        panes.setPadding(new Insets(10, 10, 0, 0));
        setCenter(panes);

        Label message = new Label();
        message.setId("source-edit-message");
        message.textProperty().bind(vm.messageProperty());
        message.setMinWidth(0);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);
        vm.messageKindProperty().addListener((obs, was, kind) -> {
            message.getStyleClass().removeAll(KINDS);
            message.getStyleClass().add(KINDS[kind.ordinal()]);
        });
        Button preview = new Button("Preview");
        preview.setId("source-edit-preview");
        preview.setDefaultButton(true);
        preview.disableProperty().bind(vm.busyProperty().or(vm.actionProperty().isNull()));
        preview.setOnAction(e -> vm.preview());
        Button apply = new Button("Apply");
        apply.setId("source-edit-apply");
        apply.disableProperty().bind(vm.busyProperty().or(vm.previewProperty().isNull()));
        apply.setOnAction(e -> vm.apply());
        Button close = new Button("Close");
        close.setId("source-edit-close");
        close.setCancelButton(true);
        close.setOnAction(e -> getScene().getWindow().hide());
        Region gap = new Region();
        HBox buttons = new HBox(8, message, gap, preview, apply, close);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.setPadding(new Insets(8, 10, 10, 10));
        setBottom(buttons);
    }

    private void rebuildFields() {
        fields.getChildren().clear();
        int row = 0;
        for (var value : vm.values().entrySet()) {
            Label name = new Label(value.getKey().replace('_', ' '));
            TextArea text = new TextArea();
            text.setId("source-edit-value-" + value.getKey());
            text.setPrefRowCount(3);
            text.setWrapText(true);
            text.textProperty().bindBidirectional(value.getValue());
            name.setLabelFor(text);
            GridPane.setHgrow(text, Priority.ALWAYS);
            fields.addRow(row++, name);
            fields.addRow(row++, text);
        }
        if (row == 0) {
            fields.addRow(0, new Label("This action takes no values."));
        }
    }

    private static VBox titled(String title, StatePane pane) {
        Label label = new Label(title);
        label.getStyleClass().add("muted");
        VBox.setVgrow(pane, Priority.ALWAYS);
        return new VBox(2, label, pane);
    }

    public static Stage open(SourceEditViewModel vm, Window owner) {
        Stage stage = ToolWindow.create("Edit " + vm.unit().text(), new SourceEditDialog(vm), 1080, 640, owner, vm::cancel);
        stage.show();
        return stage;
    }

    private static final class ActionCell extends ListCell<EditAction> {
        @Override
        protected void updateItem(EditAction item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.label());
        }
    }
}
