package org.scratchpadinspector.ui.runs;

import java.io.File;
import java.nio.file.Path;
import javafx.beans.property.StringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.ui.common.StatusStyle;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.common.ToolWindow;

/**
 * Two runs of any format side by side: the pairs of units on the left (from the fork point where the format pairs
 * so; both statuses, coloured; ≠ where they differ), and for the selected pair both statuses, the two tool-call
 * timelines aligned row by row and what differs at their ends (seed 000: the afters' field changes).
 */
public final class RunsCompareView extends BorderPane {
    private final RunsCompareViewModel vm;
    private final Label statusA = statusLabel("runs-status-a");
    private final Label statusB = statusLabel("runs-status-b");

    public RunsCompareView(RunsCompareViewModel vm) {
        this.vm = vm;
        getStyleClass().add("runs-compare");
        setPadding(new Insets(10));
        setTop(header());
        setCenter(body());
        vm.selectedProperty().addListener((obs, was, now) -> showStatuses(now));
        showStatuses(vm.selectedProperty().get());
    }

    /** Opens a comparison window over {@code owner} and compares {@code a} with {@code b} at once (either may be null). */
    public static Stage open(TaskRunner runner, Path a, Path b, Window owner) {
        RunsCompareViewModel model = new RunsCompareViewModel(runner);
        RunsCompareView view = new RunsCompareView(model);
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Stage stage = ToolWindow.create("Compare two runs", view, Math.min(1100, screen.getWidth()),
                Math.min(700, screen.getHeight() - 40), owner, model::dispose);
        if (a != null) {
            model.aProperty().set(a.toString());
        }
        if (b != null) {
            model.compare(a, b);
        }
        stage.show();
        return stage;
    }

    private Node header() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Run A"), runField("runs-a", vm.aProperty()), browse("runs-a-browse", vm.aProperty()));
        grid.addRow(1, new Label("Run B"), runField("runs-b", vm.bProperty()), browse("runs-b-browse", vm.bProperty()));
        Button compare = new Button("Compare");
        compare.setId("runs-compare");
        compare.setDefaultButton(true);
        compare.disableProperty().bind(vm.busyProperty());
        compare.setOnAction(e -> vm.compare());
        grid.add(compare, 3, 0, 1, 2);
        Label message = new Label();
        message.setId("runs-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        vm.refusedProperty().addListener((obs, was, now) -> message.pseudoClassStateChanged(
                javafx.css.PseudoClass.getPseudoClass("refused"), now));
        Label fork = new Label();
        fork.setId("runs-fork-note");
        fork.getStyleClass().add("muted");
        fork.setWrapText(true);
        fork.textProperty().bind(vm.forkNoteProperty());
        VBox top = new VBox(6, grid, message, fork);
        top.setPadding(new Insets(0, 0, 8, 0));
        return top;
    }

    private static TextField runField(String id, StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText("a run: an agent root, or a folder of any memory format");
        field.textProperty().bindBidirectional(value);
        GridPane.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    private Button browse(String id, StringProperty value) {
        Button button = new Button("Browse…");
        button.setId(id);
        button.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("A run: an agent root, or a folder of any memory format");
            File chosen = chooser.showDialog(getScene().getWindow());
            if (chosen != null) {
                value.set(chosen.toString());
            }
        });
        return button;
    }

    private Node body() {
        ListView<PairRow> pairs = new ListView<>(vm.pairs());
        pairs.setId("runs-pairs");
        pairs.setCellFactory(list -> new PairCell());
        pairs.getSelectionModel().selectedItemProperty().addListener((obs, was, now) -> {
            if (now != null) {
                vm.selectedProperty().set(now);
            }
        });
        vm.selectedProperty().addListener((obs, was, now) -> {
            if (now != null && pairs.getSelectionModel().getSelectedItem() != now) {
                pairs.getSelectionModel().select(now);
                pairs.scrollTo(now);
            }
        });
        pairs.setPlaceholder(new Label("No pairs"));
        Label pairsTitle = title("Pairs, A | B");
        VBox left = new VBox(4, pairsTitle, pairs);
        VBox.setVgrow(pairs, Priority.ALWAYS);

        HBox statuses = new HBox(16, new Label("A"), statusA, new Label("B"), statusB);
        statuses.setAlignment(Pos.CENTER_LEFT);
        TableView<ToolRowText> tools = toolTable();
        ListView<String> after = new ListView<>(vm.afterDiff());
        after.setId("runs-after-diff");
        after.setPrefHeight(160);
        VBox right = new VBox(6, statuses, title("Tool calls, aligned"), tools,
                title("At the end, A → B (what differs)"), after);
        VBox.setVgrow(tools, Priority.ALWAYS);
        SplitPane split = new SplitPane(left, right);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.3);
        return split;
    }

    private TableView<ToolRowText> toolTable() {
        TableView<ToolRowText> table = new TableView<>(vm.tools());
        table.setId("runs-tools");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        TableColumn<ToolRowText, String> a = new TableColumn<>("A");
        a.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().a()));
        TableColumn<ToolRowText, String> match = new TableColumn<>("match");
        match.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().matchText()));
        match.setPrefWidth(120);
        match.setMinWidth(110);
        match.setMaxWidth(130);
        TableColumn<ToolRowText, String> b = new TableColumn<>("B");
        b.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().b()));
        a.setPrefWidth(400);
        b.setPrefWidth(400);
        a.setCellFactory(c -> fullTextCell());
        b.setCellFactory(c -> fullTextCell());
        table.getColumns().setAll(java.util.List.of(a, match, b));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ToolRowText item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeIf(s -> s.startsWith("tool-match-"));
                if (!empty && item != null) {
                    getStyleClass().add(item.styleClass());
                }
            }
        });
        table.setPlaceholder(new Label("No tool calls on either side"));
        return table;
    }

    /** A call that does not fit shows whole in its tooltip. */
    private static javafx.scene.control.TableCell<ToolRowText, String> fullTextCell() {
        return new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isEmpty() ? null : new javafx.scene.control.Tooltip(text));
            }
        };
    }

    private void showStatuses(PairRow row) {
        style(statusA, row == null ? null : row.aStatus(), row == null ? "" : row.sideText(true));
        style(statusB, row == null ? null : row.bStatus(), row == null ? "" : row.sideText(false));
    }

    private static void style(Label label, UnitStatus status, String text) {
        label.getStyleClass().removeIf(s -> s.startsWith("status-") || s.startsWith("severity-"));
        if (status != null) {
            label.getStyleClass().addAll(StatusStyle.severityClass(status.severity()),
                    StatusStyle.statusClass(status.key()));
        }
        label.setText(text);
    }

    private static Label statusLabel(String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("runs-status");
        return label;
    }

    private static Label title(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("runs-title");
        return label;
    }

    private static Label muted(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("muted");
        return label;
    }

    /** A pair on two lines: ≠ or =, then A's id and status over B's, coloured by status. */
    private static final class PairCell extends ListCell<PairRow> {
        @Override
        protected void updateItem(PairRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            Label mark = new Label(row.agrees() ? "=" : "≠");
            mark.getStyleClass().add(row.agrees() ? "runs-agree" : "runs-differ");
            mark.setMinWidth(14);
            Label a = new Label();
            Label b = new Label();
            style(a, row.aStatus(), row.sideText(true));
            style(b, row.bStatus(), row.sideText(false));
            a.getStyleClass().add("runs-status");
            b.getStyleClass().add("runs-status");
            javafx.scene.layout.GridPane box = new javafx.scene.layout.GridPane();
            box.setHgap(6);
            box.add(mark, 0, 0, 1, 2);
            box.addRow(0, muted("A"), a);
            box.addRow(1, muted("B"), b);
            setText(null);
            setGraphic(box);
            setAccessibleText(row.text());
        }
    }
}
