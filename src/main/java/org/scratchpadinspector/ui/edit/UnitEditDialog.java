package org.scratchpadinspector.ui.edit;

import java.io.IOException;
import java.io.UncheckedIOException;
import javafx.fxml.FXML;
import javafx.fxml.FXMLLoader;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.ui.common.ToolWindow;
import org.scratchpadinspector.ui.panes.AlignedPairView;

/**
 * The edit of one unit, laid out in {@code unit-edit.fxml}: the action and its values (a section picked by the name
 * the view shows it under), the memory now and after the edit on shared rows with the changes marked (the same
 * side-by-side view as Compare), one line saying what happened, and Preview, Apply and Close.
 */
public final class UnitEditDialog {
    private static final String[] KINDS = {"edit-message-none", "edit-message-info", "edit-message-error",
        "edit-message-conflict", "edit-message-done"};
    /** What the dialog asks for at most: it fits, with the window's frame, on a 1024 × 700 screen. */
    static final double WIDTH = 980;
    static final double HEIGHT = 620;

    private final UnitEditViewModel vm;
    private final Parent root;
    @FXML
    private Label unit;
    @FXML
    private ComboBox<EditAction> action;
    @FXML
    private GridPane fields;
    @FXML
    private StackPane diffHolder;
    @FXML
    private Label message;
    @FXML
    private Button preview;
    @FXML
    private Button apply;
    @FXML
    private Button close;

    public UnitEditDialog(UnitEditViewModel vm) {
        this.vm = vm;
        FXMLLoader loader = new FXMLLoader(UnitEditDialog.class.getResource(
                "/org/scratchpadinspector/ui/edit/unit-edit.fxml"));
        loader.setController(this);
        try {
            root = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("the edit dialog's layout could not be read", e);
        }
    }

    @FXML
    private void initialize() {
        unit.setText("Unit " + vm.unit().text());
        action.getItems().setAll(vm.actions());
        action.setCellFactory(list -> new ActionCell());
        action.setButtonCell(new ActionCell());
        action.valueProperty().bindBidirectional(vm.actionProperty());
        vm.actionProperty().addListener((obs, was, now) -> rebuildFields());
        rebuildFields();

        AlignedPairView diff = new AlignedPairView(vm.runner());
        diff.setId("source-edit-diff");
        diff.show(vm.diffProperty().get());
        vm.diffProperty().addListener((obs, was, now) -> diff.show(now));
        diffHolder.getChildren().add(diff);

        message.textProperty().bind(vm.messageProperty());
        vm.messageKindProperty().addListener((obs, was, kind) -> {
            message.getStyleClass().removeAll(KINDS);
            message.getStyleClass().add(KINDS[kind.ordinal()]);
        });
        preview.disableProperty().bind(vm.busyProperty().or(vm.actionProperty().isNull()));
        preview.setOnAction(e -> vm.preview());
        apply.disableProperty().bind(vm.busyProperty().or(vm.previewProperty().isNull()));
        apply.setOnAction(e -> vm.apply());
        close.setOnAction(e -> root.getScene().getWindow().hide());
    }

    /** One field per value: a section offers the view's section names (and takes any typed), text gets an area. */
    private void rebuildFields() {
        fields.getChildren().clear();
        int row = 0;
        for (var value : vm.values().entrySet()) {
            Label name = new Label(value.getKey().replace('_', ' '));
            fields.addRow(row++, name);
            if (value.getKey().equals(UnitEditViewModel.SECTION) && !vm.sections().isEmpty()) {
                ComboBox<String> section = new ComboBox<>();
                section.setId("source-edit-value-" + value.getKey());
                section.setEditable(true);
                section.getItems().setAll(vm.sections());
                section.setMaxWidth(Double.MAX_VALUE);
                section.valueProperty().bindBidirectional(value.getValue());
                name.setLabelFor(section);
                GridPane.setHgrow(section, Priority.ALWAYS);
                fields.addRow(row++, section);
            } else {
                TextArea text = new TextArea();
                text.setId("source-edit-value-" + value.getKey());
                text.setPrefRowCount(value.getKey().equals(UnitEditViewModel.SECTION) ? 1 : 4);
                text.setWrapText(true);
                text.textProperty().bindBidirectional(value.getValue());
                name.setLabelFor(text);
                GridPane.setHgrow(text, Priority.ALWAYS);
                fields.addRow(row++, text);
            }
        }
        if (row == 0) {
            fields.addRow(0, new Label("This action takes no values."));
        }
    }

    public Parent root() {
        return root;
    }

    /** Opens the dialog over {@code owner}, no larger than the screen leaves room for. */
    public static Stage open(UnitEditViewModel vm, Window owner) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Stage stage = ToolWindow.create("Edit " + vm.unit().text(), new UnitEditDialog(vm).root(),
                Math.min(WIDTH, screen.getWidth() - 40), Math.min(HEIGHT, screen.getHeight() - 60), owner, vm::cancel);
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
