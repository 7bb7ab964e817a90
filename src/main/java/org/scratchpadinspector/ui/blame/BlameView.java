package org.scratchpadinspector.ui.blame;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.ToolWindow;

/**
 * Churn and blame: on the left the strip of sections (a bar per section, as long as its share of the run's cycles,
 * ⇄ where it flips back and forth); on the right the blame of the chosen field, newest change first.
 */
public final class BlameView extends HBox {
    private static final double BAR_WIDTH = 120;

    public BlameView(BlameViewModel vm) {
        super(12);
        setId("blame-view");
        setPadding(new Insets(10));

        Label churnTitle = new Label("Churn: how often each section changed");
        churnTitle.getStyleClass().add("section-title");
        Label churnSummary = new Label();
        churnSummary.getStyleClass().add("muted");
        // "12 cycles, 5 sections; 1 flip back and forth" is read whole, on two lines if need be
        churnSummary.setWrapText(true);
        churnSummary.textProperty().bind(vm.churnSummaryProperty());
        ListView<ChurnBar> strip = new ListView<>(vm.churn());
        strip.setId("churn-strip");
        strip.setCellFactory(list -> new ChurnCell());
        strip.setPlaceholder(new Label("No section changed in this run."));
        strip.getSelectionModel().selectedItemProperty().addListener((obs, was, bar) -> {
            if (bar != null) {
                vm.blameSection(bar.section());
            }
        });
        VBox.setVgrow(strip, Priority.ALWAYS);
        VBox churn = new VBox(6, churnTitle, churnSummary, strip);
        churn.setPrefWidth(340);
        churn.setMinWidth(260);

        TextField path = new TextField();
        path.setId("blame-path");
        path.setPromptText("a field: goals, current_task, completed_tasks[0].task");
        path.textProperty().bindBidirectional(vm.pathProperty());
        path.setOnAction(e -> vm.blame());
        HBox.setHgrow(path, Priority.ALWAYS);
        Button blame = new Button("Blame");
        blame.setId("blame-run");
        blame.setOnAction(e -> vm.blame());
        HBox form = new HBox(8, path, blame);
        form.setAlignment(Pos.CENTER_LEFT);
        Label summary = new Label();
        summary.setId("blame-summary");
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());

        TableView<BlameRow> table = new TableView<>(vm.changes());
        table.setId("blame-table");
        table.setPlaceholder(new Label("Pick a section on the left or type a field."));
        // a cycle id is read whole (15 characters and the cell's padding), as is "inspector"
        table.getColumns().add(fixed(column("Cycle", 150, BlameRow::cycle)));
        table.getColumns().add(fixed(column("By", 90, BlameRow::by)));
        table.getColumns().add(column("Old → new", 420, BlameRow::change));
        table.getColumns().add(column("Where", 260, BlameRow::detail));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox blamePane = new VBox(6, form, summary, table);
        HBox.setHgrow(blamePane, Priority.ALWAYS);

        getChildren().addAll(churn, blamePane);
    }

    /** Opens churn and blame of the open run in a window of its own, and shows it. */
    public static Stage open(InspectorContext context, Window owner) {
        return open(context, owner, null);
    }

    /** The same, blaming {@code field} at once (a right click on a pane line). */
    public static Stage open(InspectorContext context, Window owner, String field) {
        BlameViewModel vm = new BlameViewModel(context);
        if (field != null) {
            vm.pathProperty().set(field);
        }
        vm.refresh();
        Stage stage = ToolWindow.create("Blame and churn", new BlameView(vm), 1100, 640, owner);
        stage.show();
        return stage;
    }

    private static TableColumn<BlameRow, String> column(String title, double width,
                                                        java.util.function.Function<BlameRow, String> value) {
        TableColumn<BlameRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    private static TableColumn<BlameRow, String> fixed(TableColumn<BlameRow, String> column) {
        column.setMinWidth(column.getPrefWidth());
        return column;
    }

    /** A section's name, a bar as long as its share of the run's cycles, its count, and ⇄ when it flips. */
    private static final class ChurnCell extends ListCell<ChurnBar> {
        @Override
        protected void updateItem(ChurnBar bar, boolean empty) {
            super.updateItem(bar, empty);
            if (empty || bar == null) {
                setGraphic(null);
                setText(null);
                setTooltip(null);
                return;
            }
            Label name = new Label(bar.section());
            name.setMinWidth(Region.USE_PREF_SIZE);
            name.setPrefWidth(130);
            Region fill = new Region();
            fill.getStyleClass().add(bar.flipsBackAndForth() ? "churn-bar-flipping" : "churn-bar");
            fill.setMaxWidth(Math.max(2, BAR_WIDTH * bar.share()));
            fill.setPrefWidth(Math.max(2, BAR_WIDTH * bar.share()));
            fill.setPrefHeight(10);
            fill.setMaxHeight(10);
            StackPane track = new StackPane(fill);
            track.setAlignment(Pos.CENTER_LEFT);
            track.setPrefWidth(BAR_WIDTH);
            track.setMinWidth(BAR_WIDTH);
            Label count = new Label(bar.total() + (bar.flipsBackAndForth() ? "  ⇄ " + bar.flips() : ""));
            HBox row = new HBox(8, name, track, count);
            row.setAlignment(Pos.CENTER_LEFT);
            setText(null);
            setGraphic(row);
            setTooltip(new javafx.scene.control.Tooltip(bar.section() + ": " + bar.total() + " change(s); " + bar.breakdown()));
        }
    }
}
