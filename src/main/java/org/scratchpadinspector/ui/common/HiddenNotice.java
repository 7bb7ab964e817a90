package org.scratchpadinspector.ui.common;

import javafx.beans.value.ObservableStringValue;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The line under a search saying that the search or a filter hides what the panes show, with the way back. */
public final class HiddenNotice {
    private HiddenNotice() {
    }

    /**
     * The bar: {@code notice} wrapped beside a link reading {@code action} that runs {@code onAction}; shown only
     * while there is a notice. Its parts' ids are {@code idPrefix-hidden-notice} and {@code idPrefix-hidden-action}.
     */
    public static HBox bar(String idPrefix, ObservableStringValue notice, ObservableStringValue action, Runnable onAction) {
        Label text = new Label();
        text.setId(idPrefix + "-hidden-notice");
        text.getStyleClass().add("search-hidden-notice");
        text.textProperty().bind(notice);
        text.setWrapText(true);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        Hyperlink link = new Hyperlink();
        link.setId(idPrefix + "-hidden-action");
        link.textProperty().bind(action);
        link.setMinWidth(Region.USE_PREF_SIZE);
        link.setOnAction(e -> onAction.run());
        HBox box = new HBox(6, text, link);
        box.getStyleClass().add("search-hidden-bar");
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(notice));
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }
}
