package org.scratchpadinspector.ui.source;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.core.format.UnitSearch;

/**
 * Under the search field: "N hits in M units" and the position, the hits one line each (the current one
 * selected), then, when a filter hides the unit the panes show, a line saying so with the way back. Enter /
 * Shift+Enter in the field and F3 / Shift+F3 anywhere in the window step through the hits; a click steps to one.
 */
final class UnitSearchHitsView extends VBox {
    private static final double ROW = 22;
    private static final int MAX_ROWS_SHOWN = 7;

    private final UnitSearchHitsViewModel model;
    private final ListView<UnitSearch.Hit> list = new ListView<>();
    private final EventHandler<KeyEvent> f3 = this::onF3;
    private boolean syncing;

    UnitSearchHitsView(UnitSearchHitsViewModel model, TextField searchField) {
        super(4);
        this.model = model;
        getStyleClass().add("search-hits");
        list.getStyleClass().add("search-hit-list");
        list.setId("source-hit-list");
        list.setFixedCellSize(ROW);
        list.setItems(model.hits());
        list.setCellFactory(l -> new UnitHitCell(model::texts));
        list.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (!syncing && now.intValue() >= 0 && now.intValue() != model.currentProperty().get()) {
                model.stepTo(now.intValue());
            }
        });
        model.currentProperty().addListener((o, was, now) -> showCurrent(now.intValue()));
        model.hits().addListener((ListChangeListener<UnitSearch.Hit>) c -> fitHeight());

        Label summary = new Label();
        summary.setId("source-hit-summary");
        summary.getStyleClass().add("search-hit-summary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMinWidth(0);
        Label hint = new Label("Enter ↓  Shift+Enter ↑");
        hint.getStyleClass().addAll("search-hits-hint", "muted");
        hint.setMinWidth(0);
        Label position = new Label();
        position.setId("source-hit-position");
        position.getStyleClass().add("search-hit-position");
        position.textProperty().bind(model.positionProperty());
        position.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(8, summary, hint, spacer, position);
        header.getStyleClass().add("search-hits-header");
        header.setAlignment(Pos.CENTER_LEFT);
        header.visibleProperty().bind(model.summaryProperty().isNotEmpty());
        header.managedProperty().bind(header.visibleProperty());
        list.visibleProperty().bind(Bindings.isNotEmpty(model.hits()));
        list.managedProperty().bind(list.visibleProperty());
        getChildren().addAll(header, list, hiddenNotice());
        visibleProperty().bind(header.visibleProperty().or(model.hiddenNoticeProperty().isNotEmpty()));
        managedProperty().bind(visibleProperty());
        installKeys(searchField);
        fitHeight();
    }

    private HBox hiddenNotice() {
        Label text = new Label();
        text.setId("source-hidden-notice");
        text.getStyleClass().add("search-hidden-notice");
        text.textProperty().bind(model.hiddenNoticeProperty());
        text.setWrapText(true);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        Hyperlink action = new Hyperlink();
        action.setId("source-hidden-action");
        action.textProperty().bind(model.hiddenActionProperty());
        action.setMinWidth(Region.USE_PREF_SIZE);
        action.setOnAction(e -> model.showHiddenUnit());
        HBox box = new HBox(6, text, action);
        box.getStyleClass().add("search-hidden-bar");
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(model.hiddenNoticeProperty().isNotEmpty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private void installKeys(TextField searchField) {
        searchField.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                if (e.isShiftDown()) {
                    model.previous();
                } else {
                    model.next();
                }
                e.consume();
            }
        });
        sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, f3);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, f3);
            }
        });
    }

    private void onF3(KeyEvent e) {
        if (e.getCode() == KeyCode.F3 && !model.hits().isEmpty()) {
            if (e.isShiftDown()) {
                model.previous();
            } else {
                model.next();
            }
            e.consume();
        }
    }

    private void showCurrent(int index) {
        syncing = true;
        try {
            if (index < 0) {
                list.getSelectionModel().clearSelection();
            } else {
                list.getSelectionModel().clearAndSelect(index);
                list.scrollTo(Math.max(0, index - 2));
            }
        } finally {
            syncing = false;
        }
    }

    private void fitHeight() {
        int rows = Math.max(1, Math.min(MAX_ROWS_SHOWN, model.hits().size()));
        list.setPrefHeight(rows * ROW + 2);
        list.setMinHeight(Math.min(3, rows) * ROW + 2);
    }
}
