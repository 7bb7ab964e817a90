package org.scratchpadinspector.ui.details;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.util.Callback;

/** A unit's timeline: a table of its events (tool calls, steps, notes) over the full text of the selected one. */
final class TimelinePane extends SplitPane {
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);

    private final TableView<EventRow> table = new TableView<>();
    private final TextArea detail = new TextArea();
    private final javafx.collections.ObservableList<EventRow> rows;

    TimelinePane(DetailsViewModel vm) {
        getStyleClass().add("details-tool-calls");
        setOrientation(Orientation.VERTICAL);
        table.setId("details-tool-call-table");
        rows = vm.timeline();
        table.setItems(rows);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // One line a row (the result's first line; the whole entry is below and in the tooltip): a fixed height
        // spares the table measuring rows to estimate its length, which held a cycle switch for tens of ms.
        table.setFixedCellSize(24);
        Label placeholder = new Label();
        placeholder.getStyleClass().add("muted");
        placeholder.textProperty().bind(vm.timelinePlaceholderProperty());
        table.setPlaceholder(placeholder);
        table.getColumns().add(column("#", 40, r -> Integer.toString(r.index())));
        table.getColumns().add(column("", 30, EventRow::glyph));
        table.getColumns().add(column("Kind", 100, EventRow::kindLabel));
        table.getColumns().add(column("What", 300, EventRow::title));
        table.getColumns().add(column("Result", 340, EventRow::detailFirstLine));
        table.setRowFactory(t -> new CallRow());
        table.setOnKeyPressed(e -> {
            EventRow row = table.getSelectionModel().getSelectedItem();
            if (row != null && COPY.match(e)) {
                ClipboardContent content = new ClipboardContent();
                content.putString(row.fullText());
                Clipboard.getSystemClipboard().setContent(content);
                e.consume();
            }
        });

        detail.setEditable(false);
        detail.setWrapText(true);
        detail.getStyleClass().add("details-call-detail");
        detail.setPromptText("Select a row to read the whole entry.");
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) ->
                detail.setText(row == null ? "" : row.fullText()));
        vm.timeline().addListener((javafx.collections.ListChangeListener<EventRow>) c -> detail.setText(""));

        getItems().addAll(table, detail);
        setDividerPositions(0.7);
    }

    private static TableColumn<EventRow, String> column(String title, double width,
            java.util.function.Function<EventRow, String> text) {
        TableColumn<EventRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        Callback<TableColumn<EventRow, String>, TableCell<EventRow, String>> cells = c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        };
        column.setCellFactory(cells);
        return column;
    }

    /**
     * Colours failures and finished units' closing entries, as pseudo-classes: a style class change re-matches the
     * stylesheet for the row and its cells, and rows are reused for other entries on every cycle switch.
     */
    private static final class CallRow extends TableRow<EventRow> {
        private static final PseudoClass WARNING = PseudoClass.getPseudoClass("call-warning");
        private static final PseudoClass FAILURE = PseudoClass.getPseudoClass("call-failure");
        private static final PseudoClass COMPLETED = PseudoClass.getPseudoClass("call-completed");
        // One tooltip per row, created on first use: a Tooltip is a popup window with its own scene, and building
        // one per update held the FX thread for a large part of a cycle switch.
        private Tooltip tip;

        @Override
        protected void updateItem(EventRow row, boolean empty) {
            super.updateItem(row, empty);
            boolean shown = !empty && row != null;
            pseudoClassStateChanged(WARNING, shown && row.warned());
            pseudoClassStateChanged(FAILURE, shown && row.failed());
            pseudoClassStateChanged(COMPLETED, shown && row.event().kind().equals("completed"));
            if (!shown) {
                setTooltip(null);
                return;
            }
            String text = row.fullText();
            if (tip == null) {
                tip = new Tooltip();
                tip.setWrapText(true);
                tip.setMaxWidth(640);
            }
            tip.setText(text.length() > 2000 ? text.substring(0, 2000) + "…" : text);
            setTooltip(tip);
        }
    }

    /**
     * The table holds the unit's rows only while {@code shown} (its tab is selected): a table in a hidden tab is
     * still styled and laid out, and it restyled every row on each unit switch, the largest part of that pulse.
     */
    void fillOnlyWhile(javafx.beans.value.ObservableBooleanValue shown) {
        javafx.collections.ObservableList<EventRow> none = javafx.collections.FXCollections.emptyObservableList();
        table.setItems(shown.get() ? rows : none);
        shown.addListener((o, was, now) -> table.setItems(now ? rows : none));
    }

    TableView<EventRow> table() {
        return table;
    }
}
