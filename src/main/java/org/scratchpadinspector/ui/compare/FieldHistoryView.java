package org.scratchpadinspector.ui.compare;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.ToolWindow;

/** A field picker over a table of unit → value; double-click or Enter selects the row's unit. */
public final class FieldHistoryView extends BorderPane {
    private final FieldHistoryViewModel vm;
    private final TableView<FieldTrail.Row> table = new TableView<>();

    public FieldHistoryView(FieldHistoryViewModel vm) {
        this.vm = vm;
        getStyleClass().add("field-history");

        ComboBox<String> field = new ComboBox<>(vm.fields());
        field.setId("history-field");
        field.setEditable(true);
        field.setPromptText("Field, e.g. current_task");
        field.setPrefWidth(260);
        field.valueProperty().bindBidirectional(vm.fieldProperty());
        field.setOnAction(e -> vm.load());
        Button show = new Button("Show");
        show.setId("history-show");
        show.setOnAction(e -> {
            vm.fieldProperty().set(field.getEditor().getText());
            vm.load();
        });
        CheckBox onlyChanges = new CheckBox("Only changes");
        onlyChanges.setId("history-only-changes");
        onlyChanges.selectedProperty().bindBidirectional(vm.onlyChangesProperty());
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(vm.progressProperty());
        progress.visibleProperty().bind(vm.busyProperty());
        HBox bar = new HBox(8, new Label("Field"), field, show, onlyChanges, progress);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label message = new Label();
        message.setId("history-message");
        message.getStyleClass().add("muted");
        message.textProperty().bind(vm.messageProperty());
        Label hint = new Label("Double-click or Enter on a row selects that unit in the inspector.");
        hint.getStyleClass().addAll("muted", "history-hint");
        VBox top = new VBox(6, bar, message);
        top.getStyleClass().add("history-toolbar");
        setTop(top);

        table.setId("history-table");
        table.setItems(vm.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label placeholder = new Label("Pick a field and press Show.");
        placeholder.getStyleClass().add("muted");
        table.setPlaceholder(placeholder);
        table.getColumns().add(column("", 28, r -> switch (vm.mark(r)) {
            case CHANGED -> "●";
            case FIRST_VALUE -> "○";
            case NONE -> "";
        }));
        table.getColumns().add(column("Unit", 150, r -> r.unit().text()));
        table.getColumns().add(column("From", 60, FieldTrail.Row::state));
        table.getColumns().add(column("Value", 500, FieldTrail.Row::value));
        table.setRowFactory(t -> new HistoryRow());
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                vm.jumpTo(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        setCenter(table);
        setBottom(hint);
    }

    private static TableColumn<FieldTrail.Row, String> column(String title, double width,
            java.util.function.Function<FieldTrail.Row, String> text) {
        TableColumn<FieldTrail.Row, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        return column;
    }

    private final class HistoryRow extends TableRow<FieldTrail.Row> {
        HistoryRow() {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getItem() != null) {
                    vm.jumpTo(getItem());
                }
            });
        }

        /** Reused: a Tooltip is a popup window with its own scene, too costly to build per update. */
        private Tooltip tip;

        @Override
        protected void updateItem(FieldTrail.Row row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("history-changed", "history-first-value", "history-unreadable");
            setTooltip(null);
            if (!empty && row != null) {
                FieldHistoryViewModel.Mark mark = vm.mark(row);
                if (mark == FieldHistoryViewModel.Mark.CHANGED) {
                    getStyleClass().add("history-changed");
                } else if (mark == FieldHistoryViewModel.Mark.FIRST_VALUE) {
                    getStyleClass().add("history-first-value");
                }
                if (!row.readable()) {
                    getStyleClass().add("history-unreadable");
                }
                if (tip == null) {
                    tip = new Tooltip();
                }
                tip.setText(mark == FieldHistoryViewModel.Mark.FIRST_VALUE ? "First value: " + row.value() : row.value());
                setTooltip(tip);
            }
        }
    }

    TableView<FieldTrail.Row> table() {
        return table;
    }

    /** Opens the field history over {@code owner}; its rows select units in {@code context}. */
    public static Stage open(InspectorContext context, Window owner) {
        FieldHistoryViewModel vm = new FieldHistoryViewModel(context);
        Stage stage = ToolWindow.create("Field history", new FieldHistoryView(vm), 820, 600, owner, vm::dispose);
        stage.show();
        return stage;
    }
}
