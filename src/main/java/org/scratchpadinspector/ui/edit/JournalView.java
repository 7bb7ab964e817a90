package org.scratchpadinspector.ui.edit;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.ToolWindow;

/** The edit journal as a table: time, how, status, operation, section, cycle, detail; newest first. */
public final class JournalView extends BorderPane {
    private final TableView<JournalRow> table;

    public JournalView(JournalViewModel vm) {
        getStyleClass().add("journal-view");
        table = new TableView<>(vm.rows());
        table.setId("journal-table");
        table.getColumns().add(column("Time", JournalRow::time, 190));
        table.getColumns().add(column("How", JournalRow::how, 70));
        table.getColumns().add(column("Status", JournalRow::status, 80));
        table.getColumns().add(column("Operation", JournalRow::operation, 170));
        table.getColumns().add(column("Section", JournalRow::sections, 130));
        table.getColumns().add(column("Cycle", JournalRow::cycle, 150));
        table.getColumns().add(column("Detail", JournalRow::detail, 380));
        table.setPlaceholder(new Label("No journal lines yet."));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(JournalRow row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().removeAll("journal-lost", "journal-rejected", "journal-queued");
                if (!empty && row != null && !row.status().equals("applied") && !row.status().equals("undone")) {
                    getStyleClass().add("journal-" + row.status());
                }
            }
        });
        setCenter(table);
        Label summary = new Label();
        summary.textProperty().bind(vm.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(summary, Priority.ALWAYS);
        Button reload = new Button("Reload");
        reload.setOnAction(e -> vm.reload());
        HBox bar = new HBox(8, summary, reload);
        bar.setPadding(new Insets(6, 10, 6, 10));
        setBottom(bar);
    }

    public static Stage open(EditSession session, Window owner) {
        JournalViewModel vm = new JournalViewModel(session);
        Stage stage = ToolWindow.create("Edit Journal — .inspector/journal.jsonl", new JournalView(vm), 1200, 520, owner);
        stage.show();
        vm.reload();
        return stage;
    }

    private static TableColumn<JournalRow, String> column(String title, Function<JournalRow, String> value, double width) {
        TableColumn<JournalRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    TableView<JournalRow> table() {
        return table;
    }
}
