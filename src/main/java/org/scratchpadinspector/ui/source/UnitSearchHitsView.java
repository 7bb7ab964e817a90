package org.scratchpadinspector.ui.source;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.ui.common.HiddenNotice;
import org.scratchpadinspector.ui.common.HitStepping;

/**
 * Under the search field: "N hits in M units" and the position, the hits one line each (the current one
 * selected), then, when a filter hides the unit the panes show, a line saying so with the way back. Enter /
 * Shift+Enter in the field and F3 / Shift+F3 anywhere in the window step through the hits; a click steps to one.
 */
final class UnitSearchHitsView extends VBox {

    private final UnitSearchHitsViewModel model;
    private final ListView<UnitSearch.Hit> list = new ListView<>();

    UnitSearchHitsView(UnitSearchHitsViewModel model, TextField searchField) {
        super(4);
        this.model = model;
        getStyleClass().add("search-hits");
        list.getStyleClass().add("search-hit-list");
        list.setId("source-hit-list");
        list.setCellFactory(l -> new UnitHitCell(model::texts));

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
        getChildren().addAll(header, list, HiddenNotice.bar("source", model.hiddenNoticeProperty(),
                model.hiddenActionProperty(), model::showHiddenUnit));
        visibleProperty().bind(header.visibleProperty().or(model.hiddenNoticeProperty().isNotEmpty()));
        managedProperty().bind(visibleProperty());
        HitStepping.install(this, list, searchField, model.hits(), model.currentProperty(), model::stepTo, model::next,
                model::previous);
    }
}
