package org.scratchpadinspector.ui.edit;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** Rule 7, loudly: a red bar across the main window naming each lost edit and the cycle that overwrote it. */
public final class LostEditBar extends HBox {

    public LostEditBar(EditSession session, Runnable openJournal) {
        super(10);
        setId("lost-edit-bar");
        getStyleClass().add("lost-edit-bar");
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(8, 12, 8, 12));
        Label icon = new Label("⚠");
        icon.getStyleClass().add("lost-edit-icon");
        Label text = new Label();
        text.setId("lost-edit-text");
        text.setWrapText(true);
        text.textProperty().bind(session.lostAlertProperty());
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button journal = new Button("Open Journal");
        journal.setOnAction(e -> openJournal.run());
        Button dismiss = new Button("Dismiss");
        dismiss.setId("lost-edit-dismiss");
        dismiss.setOnAction(e -> session.dismissLostAlert());
        journal.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        dismiss.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        getChildren().addAll(icon, text, journal, dismiss);
        visibleProperty().bind(session.lostAlertProperty().isNotNull());
        managedProperty().bind(visibleProperty());
    }
}
