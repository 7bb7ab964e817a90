package org.scratchpadinspector.ui.units;

import javafx.scene.Scene;
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
 * Under the search field: the hits of the last search, one line each, the current one selected; a click or
 * Enter / Shift+Enter in the field (F3 / Shift+F3 anywhere in the window) steps to a hit. Below them, when a
 * filter hides the cycle the panes show, a line saying so with the way back.
 */
final class SearchHitsView extends VBox {

    private final SearchHitsViewModel model;
    private final ListView<UnitSearch.Hit> list = new ListView<>();

    SearchHitsView(SearchHitsViewModel model, TextField searchField) {
        super(4);
        this.model = model;
        getStyleClass().add("search-hits");
        list.getStyleClass().add("search-hit-list");
        list.setId("search-hit-list");
        list.setCellFactory(l -> new SearchHitCell(model::hitsTexts));
        Label hint = new Label("Enter ↓  Shift+Enter ↑");
        hint.getStyleClass().addAll("search-hits-hint", "muted");
        hint.setMinWidth(0);
        Label position = new Label();
        position.setId("search-hit-position");
        position.getStyleClass().add("search-hit-position");
        position.textProperty().bind(model.positionProperty());
        position.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(8, hint, spacer, position);
        header.getStyleClass().add("search-hits-header");
        VBox hitsBox = new VBox(2, header, list);
        hitsBox.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(model.hits()));
        hitsBox.managedProperty().bind(hitsBox.visibleProperty());
        getChildren().addAll(hitsBox, HiddenNotice.bar("search", model.hiddenNoticeProperty(),
                model.hiddenActionProperty(), model::showHiddenCycle));
        visibleProperty().bind(hitsBox.visibleProperty().or(model.hiddenNoticeProperty().isNotEmpty()));
        managedProperty().bind(visibleProperty());
        HitStepping.install(this, list, searchField, model.hits(), model.currentProperty(), model::stepTo, model::next,
                model::previous);
    }
}
