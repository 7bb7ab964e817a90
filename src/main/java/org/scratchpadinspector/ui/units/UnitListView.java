package org.scratchpadinspector.ui.units;

import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.ui.common.LayoutBarrier;

/**
 * The list of units, for every format: filter bar, search field, timeline strip, and a virtualised list of rows in
 * columns, newest first. Ctrl+F focuses the search field; it searches as the operator types (or selects the unit
 * whose id holds what was typed), Enter / Shift+Enter step through the hits, Esc cancels or clears; Up / Down walk
 * the units.
 */
public final class UnitListView extends VBox {
    private static final KeyCombination FIND = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);

    private final UnitListViewModel model;
    private final ListView<UnitRow> table = new ListView<>();
    private final TextField searchField = new TextField();
    private final TimelineStrip timeline;
    /**
     * The id column's width: the longest id listed, in the list's monospace font, but never so wide that the status
     * is pushed out of the list's view (longer ids are cut in their middle, whole in the row's tooltip).
     */
    private final javafx.beans.binding.DoubleBinding idWidth;
    /** How many characters of an id the id column shows. */
    private final javafx.beans.binding.IntegerBinding idChars;
    private final javafx.beans.property.DoubleProperty rowsWidth = new javafx.beans.property.SimpleDoubleProperty();
    private final SearchHitsViewModel searchHits;
    private boolean syncing;

    public UnitListView(UnitListViewModel model) {
        this.model = model;
        getStyleClass().add("cycle-list");
        timeline = new TimelineStrip(model);
        double charWidth = monospaceCharWidth();
        // the rows' own width: the list's inside, less the vertical scroll bar while it shows
        table.skinProperty().addListener((o, was, skin) -> {
            if (table.lookup(".clipped-container") instanceof Region inside) {
                rowsWidth.bind(inside.widthProperty());
            }
        });
        idWidth = javafx.beans.binding.Bindings.createDoubleBinding(
                () -> idColumnWidth(model.idCharsProperty().get(), charWidth, rowsWidth.isBound() ? rowsWidth.get()
                        : table.getWidth() - 16), model.idCharsProperty(), table.widthProperty(), rowsWidth);
        idChars = javafx.beans.binding.Bindings.createIntegerBinding(
                () -> (int) Math.floor((idWidth.get() - 2) / charWidth), idWidth);
        searchHits = new SearchHitsViewModel(model);
        // Around the table's own handling of a list change: ignore the selection churn it causes, then show
        // the shared selection again.
        model.visibleRows().addListener((ListChangeListener<UnitRow>) c -> syncing = true);
        // The view model keeps the rows newest first; a SortedList over 100,000 rows re-sorted on every change
        // through the cell value factory (a String per comparison) and held the FX thread for over a second.
        table.setItems(model.visibleRows());
        model.visibleRows().addListener((ListChangeListener<UnitRow>) c -> {
            syncing = false;
            showSelection(model.selectedRowProperty().get());
        });
        buildTable();
        table.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (!syncing && row != null) {
                model.select(row.id());
            }
        });
        model.selectedRowProperty().addListener((o, was, row) -> {
            showSelection(row);
            if (was == null && row != null) {
                takeKeyboardUnlessTyping();
            }
        });
        // the window opens with the keyboard in the list (not on the Failing toggle), so Up / Down walk the units
        table.sceneProperty().addListener((o, was, now) -> {
            if (now != null && now.getFocusOwner() == null) {
                table.requestFocus();
            }
        });
        LayoutBarrier list = new LayoutBarrier(table);
        VBox.setVgrow(list, Priority.ALWAYS);
        UnitListHeader header = new UnitListHeader(idWidth);
        model.kindProperty().addListener((o, was, kind) -> {
            header.setKind(kind);
            table.setPlaceholder(new Label("No " + kind + "s match."));
        });
        header.setKind(model.kindProperty().get());
        getChildren().addAll(new FilterBar(model), searchBar(), new SearchHitsView(searchHits, searchField), timeline,
                header, list, footer(), strays());
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (FIND.match(e)) {
                requestSearchFocus();
                e.consume();
            }
        });
        showSelection(model.selectedRowProperty().get());
    }

    /** A unit selected at open (or after nothing was): the list takes the keyboard, unless the operator types. */
    private void takeKeyboardUnlessTyping() {
        javafx.scene.Scene scene = table.getScene();
        javafx.scene.Node owner = scene == null ? null : scene.getFocusOwner();
        if (scene != null && !(owner instanceof javafx.scene.control.TextInputControl)
                && !(owner instanceof org.fxmisc.richtext.GenericStyledArea<?, ?, ?>)) {
            table.requestFocus();
        }
    }

    /** Focuses the search field and selects its text (the main window's Ctrl+F). */
    public void requestSearchFocus() {
        searchField.requestFocus();
        searchField.selectAll();
    }

    /** A feature's menu on the rows (right click); the row under the pointer is selected first. */
    public void setRowContextMenu(javafx.scene.control.ContextMenu menu) {
        table.setContextMenu(menu);
    }

    /** The search's hits and the stepping through them. */
    public SearchHitsViewModel searchHits() {
        return searchHits;
    }

    public UnitListViewModel model() {
        return model;
    }

    ListView<UnitRow> table() {
        return table;
    }

    TimelineStrip timeline() {
        return timeline;
    }

    private void buildTable() {
        table.getStyleClass().add("cycle-table");
        table.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        table.setPlaceholder(new Label("No units match."));
        table.setFixedCellSize(24);
        table.setCellFactory(list -> new UnitRowCell(idWidth, idChars));
    }

    /**
     * What a row needs beside its id to show the status whole and at least the "+N" chip that counts its flags: its
     * paddings, the status and that chip.
     */
    static final double BESIDE_ID = UnitRowNode.PAD + UnitRowNode.GAP + UnitRowNode.STATUS_WIDTH + UnitRowNode.GAP
            + 28 + UnitRowNode.PAD;
    /** An id column is never narrower than this many characters, however narrow the list. */
    static final int MIN_ID_CHARS = 9;

    /**
     * The id column's width for ids of {@code chars} characters of {@code charWidth} in rows {@code listWidth}
     * wide (0 or less: not laid out yet): as wide as the ids, but leaving the status and the flags their room.
     */
    static double idColumnWidth(int chars, double charWidth, double listWidth) {
        double wanted = Math.ceil(chars * charWidth) + 2;
        if (listWidth <= 0) {
            return wanted;
        }
        double least = Math.ceil(Math.min(chars, MIN_ID_CHARS) * charWidth) + 2;
        return Math.max(least, Math.min(wanted, listWidth - BESIDE_ID));
    }

    /** The width of one character of the list's ids (a monospace font at the default size). */
    private static double monospaceCharWidth() {
        javafx.scene.text.Text probe = new javafx.scene.text.Text("0000000000");
        probe.setFont(javafx.scene.text.Font.font("monospace", javafx.scene.text.Font.getDefault().getSize()));
        return probe.getLayoutBounds().getWidth() / 10;
    }

    private Node searchBar() {
        searchField.setPromptText("Search the states, or part of an id (Ctrl+F)");
        searchField.getStyleClass().add("cycle-search-field");
        searchField.setTooltip(new Tooltip("Part of one unit's id (4 characters or more) selects that unit;"
                + " anything else is searched in every state. Put it in double quotes to search an id's text."));
        searchField.textProperty().bindBidirectional(model.search().queryProperty());
        searchField.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                boolean idle = searchField.getText().isEmpty() && model.search().resultProperty().get() == null;
                model.cancelOrClearSearch();
                if (idle) {
                    table.requestFocus();
                }
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN) {
                table.requestFocus();
                if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty()) {
                    table.getSelectionModel().select(0);
                }
                e.consume();
            }
        });
        ProgressBar progress = new ProgressBar();
        progress.getStyleClass().add("cycle-search-progress");
        progress.progressProperty().bind(model.search().progressProperty());
        progress.visibleProperty().bind(model.search().searchingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label message = new Label();
        message.getStyleClass().addAll("cycle-search-message", "muted");
        message.textProperty().bind(javafx.beans.binding.Bindings.when(searchHits.idJumpProperty().isNotEmpty())
                .then(searchHits.idJumpProperty()).otherwise(model.search().messageProperty()));
        message.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(searchField, Priority.ALWAYS);
        HBox bar = new HBox(6, searchField, progress, message);
        bar.getStyleClass().add("cycle-search-bar");
        return bar;
    }

    private Node footer() {
        Label summary = new Label();
        summary.getStyleClass().addAll("cycle-summary", "muted");
        summary.textProperty().bind(model.summaryTextProperty());
        ProgressBar progress = new ProgressBar();
        progress.getStyleClass().add("cycle-summary-progress");
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.progressProperty().lessThan(1));
        progress.managedProperty().bind(progress.visibleProperty());
        HBox footer = new HBox(8, summary, progress);
        footer.getStyleClass().add("cycle-footer");
        return footer;
    }

    /** What the source says about its directory beyond its units; shown only when it says something. */
    private Node strays() {
        Label strays = new Label();
        strays.getStyleClass().add("cycle-strays");
        strays.setMaxWidth(Double.MAX_VALUE);
        strays.textProperty().bind(model.strayTextProperty());
        Tooltip details = new Tooltip();
        details.textProperty().bind(model.strayDetailsProperty());
        strays.setTooltip(details);
        strays.visibleProperty().bind(model.strayTextProperty().isNotEmpty());
        strays.managedProperty().bind(strays.visibleProperty());
        return strays;
    }

    private void showSelection(UnitRow row) {
        if (table.getSelectionModel().getSelectedItem() == row && row != null) {
            return;
        }
        syncing = true;
        try {
            int index = row == null ? -1 : table.getItems().indexOf(row);
            if (index < 0) {
                table.getSelectionModel().clearSelection();
            } else {
                table.getSelectionModel().clearAndSelect(index);
                table.getFocusModel().focus(index);
                table.scrollTo(Math.max(0, index - 3));
            }
        } finally {
            syncing = false;
        }
    }
}
