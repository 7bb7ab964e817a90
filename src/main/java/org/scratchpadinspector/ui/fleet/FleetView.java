package org.scratchpadinspector.ui.fleet;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.engine.fleet.AgentRow;

/**
 * One row per agent of a fleet, most trouble first, updated while open: name, where it is, format, units, failing
 * among the newest 20, running, last activity, lost edits and what is wrong. Double-click or Enter opens the
 * agent in a window of its own.
 */
public final class FleetView extends BorderPane {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private final FleetViewModel vm;
    private final TableView<AgentRow> table = new TableView<>();

    public FleetView(FleetViewModel vm) {
        this.vm = vm;
        getStyleClass().add("fleet-view");
        table.setId("fleet-table");
        table.setItems(vm.rows());
        table.setPlaceholder(new Label("No agent yet: the fleet is being looked at"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Agent", 140, r -> Untrusted.line(r.name())));
        table.getColumns().add(column("Directory", 240, r -> Untrusted.line(r.dir())));
        table.getColumns().add(column("Format", 100, r -> r.format() == null ? "–" : r.format()));
        table.getColumns().add(column("Units", 70, r -> r.units() == null ? "–" : Integer.toString(r.units())));
        table.getColumns().add(column("Failing (last 20)", 110,
                r -> r.failing() == null ? "–" : Integer.toString(r.failing())));
        table.getColumns().add(column("Running", 70, r -> r.running() == null ? "–" : r.running() ? "yes" : "no"));
        table.getColumns().add(column("Last activity", 150,
                r -> r.lastActivity() == null ? "–" : TIME.format(r.lastActivity())));
        table.getColumns().add(column("Lost edits", 80, r -> Integer.toString(r.lostEdits())));
        table.getColumns().add(column("State", 320, r -> r.hasProblem() ? Untrusted.line(String.join("; ", r.problems())) : "ok"));
        table.setRowFactory(t -> {
            TableRow<AgentRow> row = new TableRow<>() {
                @Override
                protected void updateItem(AgentRow item, boolean empty) {
                    super.updateItem(item, empty);
                    getStyleClass().removeAll("fleet-unreachable", "fleet-trouble");
                    if (!empty && item != null) {
                        if (!item.reachable()) {
                            getStyleClass().add("fleet-unreachable");
                        } else if (item.hasProblem()) {
                            getStyleClass().add("fleet-trouble");
                        }
                    }
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    vm.open(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                vm.open(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        setCenter(table);
        setBottom(bar());
    }

    private HBox bar() {
        Label status = new Label();
        status.setId("fleet-status");
        status.textProperty().bind(vm.statusProperty());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        Button open = new Button("Open Agent");
        open.setId("fleet-open");
        open.setTooltip(new Tooltip("Open the selected agent in a window of its own (or double-click it)"));
        open.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        open.setOnAction(e -> vm.open(table.getSelectionModel().getSelectedItem()));
        Button refresh = new Button("Look Again");
        refresh.setId("fleet-refresh");
        refresh.disableProperty().bind(vm.scanningProperty());
        refresh.setOnAction(e -> vm.refresh());
        HBox bar = new HBox(8, status, grow, refresh, open);
        bar.getStyleClass().add("status-bar");
        bar.setPadding(new Insets(4, 10, 4, 10));
        return bar;
    }

    private static TableColumn<AgentRow, String> column(String title, double width, Function<AgentRow, String> text) {
        TableColumn<AgentRow, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null || item.length() < 30 ? null : new Tooltip(item));
            }
        });
        return c;
    }

    public TableView<AgentRow> table() {
        return table;
    }
}
