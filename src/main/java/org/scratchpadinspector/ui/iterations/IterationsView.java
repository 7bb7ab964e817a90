package org.scratchpadinspector.ui.iterations;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.scratchpadinspector.ui.panes.AlignedPairView;

/**
 * The Iterations view: how the steps end and whether they are rebuilt, recorded or reported, over a row per step
 * (a cycle's iteration, a turn's phase, a correction's step: its action, its response or first line, the rest,
 * what it changed), and below the selected step's state before and after it side by side, or its prompt. Up and
 * Down in the rows (or Previous / Next) step through and the panes follow.
 */
public final class IterationsView extends BorderPane {
    private static final PseudoClass MISMATCH = PseudoClass.getPseudoClass("mismatch");

    private final IterationsViewModel vm;
    private final TableView<IterationRecord> table = new TableView<>();
    private final AlignedPairView panes;
    private final TextArea prompt = new TextArea();
    /** Set while the table follows the ViewModel's selection, so that it is not sent back. */
    private boolean following;

    public IterationsView(IterationsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("iterations");
        setId("iterations");
        panes = new AlignedPairView(vm.runner());
        panes.setId("iterations-panes");

        table.setId("iterations-table");
        table.setItems(vm.records());
        table.setFixedCellSize(24);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("#", 36, r -> Integer.toString(r.n())));
        table.getColumns().add(column("", 28, r -> r.outcome().glyph()));
        table.getColumns().add(column("Action", 250, IterationRecord::actionLine));
        // the detail the steps share (a response, a thought, an input) has its column; the others follow in one
        TableColumn<IterationRecord, String> first = column("Response", 260,
                r -> r.detailLine(vm.firstDetailProperty().get()));
        first.textProperty().bind(vm.firstDetailProperty());
        table.getColumns().add(first);
        table.getColumns().add(column("Then", 220, r -> r.otherDetailsLine(vm.firstDetailProperty().get())));
        table.getColumns().add(column("Changed", 140, IterationRecord::changedText));
        table.setRowFactory(t -> new OutcomeRow());
        Label none = new Label();
        none.getStyleClass().add("muted");
        none.setWrapText(true);
        none.textProperty().bind(vm.messageProperty());
        table.setPlaceholder(none);
        table.getSelectionModel().selectedIndexProperty().addListener((obs, was, now) -> {
            if (!following) {
                vm.select(now.intValue());
            }
        });
        vm.selectedIndexProperty().addListener((obs, was, now) -> follow(now.intValue()));
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.P && !e.isShortcutDown()) {
                vm.promptShownProperty().set(!vm.promptShownProperty().get());
                e.consume();
            }
        });

        prompt.setId("iterations-prompt");
        prompt.setEditable(false);
        prompt.setWrapText(true);
        prompt.getStyleClass().add("iterations-prompt");
        prompt.textProperty().bind(vm.promptProperty());
        prompt.visibleProperty().bind(vm.promptShownProperty());
        panes.visibleProperty().bind(vm.promptShownProperty().not());
        vm.pairProperty().addListener((obs, was, pair) -> panes.show(pair));
        panes.show(vm.pairProperty().get());

        SplitPane split = new SplitPane(table, new BorderPane(new StackPane(panes, prompt), stateBar(), null, null, null));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.34);
        // a unit of a few steps (a turn's two phases) leaves the room to the panes
        vm.records().addListener((javafx.collections.ListChangeListener<IterationRecord>) c -> fitRows(split));
        split.heightProperty().addListener((obs, was, now) -> fitRows(split));
        setTop(header());
        setCenter(split);
    }

    private HBox header() {
        Label verdict = new Label();
        verdict.setId("iterations-verdict");
        verdict.getStyleClass().add("iterations-verdict");
        verdict.textProperty().bind(vm.verdictProperty().map(v -> v.isEmpty() ? "" : "steps: " + v));
        verdict.setMinWidth(0);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(verdict.textProperty());
        verdict.setTooltip(tip);
        vm.agreesProperty().addListener((obs, was, now) -> verdict.pseudoClassStateChanged(MISMATCH, !now));
        Label origin = new Label();
        origin.setId("iterations-origin");
        origin.getStyleClass().add("iterations-origin");
        origin.textProperty().bind(vm.originProperty());
        origin.visibleProperty().bind(vm.originProperty().isNotEmpty());
        origin.setTooltip(new Tooltip("rebuilt: replayed from the unit's files, not recorded as it ran;"
                + " recorded: written step by step by the agent into its own files; reported: sent by the attached"
                + " agent iteration by iteration, exact"));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(16, 16);
        busy.visibleProperty().bind(vm.busyProperty());
        HBox header = new HBox(8, origin, verdict, busy);
        header.setAlignment(Pos.CENTER_LEFT);
        header.setPadding(new Insets(4, 6, 4, 6));
        HBox.setHgrow(verdict, Priority.ALWAYS);
        return header;
    }

    private HBox stateBar() {
        Label position = new Label();
        position.setId("iterations-position");
        position.textProperty().bind(vm.positionProperty());
        Button previous = new Button("◀ Previous");
        previous.setId("iterations-previous");
        previous.setOnAction(e -> vm.previous());
        Button next = new Button("Next ▶");
        next.setId("iterations-next");
        next.setOnAction(e -> vm.next());
        ToggleButton showPrompt = new ToggleButton("Prompt");
        showPrompt.setId("iterations-show-prompt");
        showPrompt.selectedProperty().bindBidirectional(vm.promptShownProperty());
        // a source that keeps no prompt: the button stays, greyed, and its tooltip says why (a disabled control shows
        // its tooltip only through its parent, hence the wrapper)
        showPrompt.disableProperty().bind(vm.promptKeptProperty().not());
        Tooltip promptTip = new Tooltip();
        promptTip.textProperty().bind(vm.promptKeptProperty().map(kept -> kept
                ? "The prompt the model was sent at this step, rebuilt as the agent builds it (P in the rows)"
                : "This source keeps no prompt of its steps and cannot rebuild one"));
        StackPane promptHolder = new StackPane(showPrompt);
        Tooltip.install(promptHolder, promptTip);
        Label legend = new Label();
        legend.textProperty().bind(vm.stepKindProperty().map(kind -> "state before the " + kind + "  |  after it"));
        legend.getStyleClass().add("muted");
        legend.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(8, previous, next, position, gap, legend, promptHolder);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        bar.disableProperty().bind(vm.selectedProperty().isNull());
        return bar;
    }

    /** The table as tall as its rows (at least three), up to a third of the view. */
    private void fitRows(SplitPane split) {
        double height = split.getHeight();
        if (height <= 0) {
            return;
        }
        double rows = 30 + table.getFixedCellSize() * Math.max(3, vm.records().size()) + 6;
        split.setDividerPositions(Math.min(0.34, rows / height));
    }

    private void follow(int index) {
        following = true;
        try {
            if (index < 0) {
                table.getSelectionModel().clearSelection();
            } else {
                table.getSelectionModel().clearAndSelect(index);
                table.scrollTo(Math.max(0, index - 2));
            }
        } finally {
            following = false;
        }
    }

    private static TableColumn<IterationRecord, String> column(String title, double width,
                                                               Function<IterationRecord, String> text) {
        TableColumn<IterationRecord, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        return column;
    }

    /** Colours a row by how its iteration went, with the whole record in its tooltip. */
    private static final class OutcomeRow extends TableRow<IterationRecord> {
        private static final PseudoClass FAILED = PseudoClass.getPseudoClass("iteration-failed");
        private static final PseudoClass WARNED = PseudoClass.getPseudoClass("iteration-warned");
        private Tooltip tip;

        @Override
        protected void updateItem(IterationRecord row, boolean empty) {
            super.updateItem(row, empty);
            IterationRecord.Outcome outcome = empty || row == null ? null : row.outcome();
            pseudoClassStateChanged(FAILED, outcome == IterationRecord.Outcome.FAILED
                    || outcome == IterationRecord.Outcome.CRASHED);
            pseudoClassStateChanged(WARNED, outcome == IterationRecord.Outcome.PARSE_ERROR
                    || outcome == IterationRecord.Outcome.UNKNOWN || outcome == IterationRecord.Outcome.WARNED);
            if (outcome == null) {
                setTooltip(null);
                return;
            }
            if (tip == null) {
                tip = new Tooltip();
                tip.setWrapText(true);
                tip.setMaxWidth(640);
            }
            tip.setText(row.describe());
            setTooltip(tip);
        }
    }

    public IterationsViewModel viewModel() {
        return vm;
    }

    TableView<IterationRecord> table() {
        return table;
    }
}
