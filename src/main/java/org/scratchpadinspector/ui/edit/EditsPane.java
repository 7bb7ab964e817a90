package org.scratchpadinspector.ui.edit;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The edits made in this window with the path each took and where it stands; held ones can be withdrawn. */
final class EditsPane extends ListView<EditRow> {
    EditsPane(EditSession session) {
        super(session.edits());
        setId("edit-list");
        getStyleClass().add("edit-list");
        setPlaceholder(new Label("No edits yet in this window."));
        setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(EditRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(null);
                if (empty || row == null) {
                    setGraphic(null);
                    return;
                }
                Label status = new Label(row.status().toUpperCase(java.util.Locale.ROOT));
                status.getStyleClass().addAll("edit-status-pill", "edit-status-" + row.status());
                status.setMinWidth(Region.USE_PREF_SIZE);
                Label how = new Label(row.how());
                how.getStyleClass().add("edit-how");
                how.setMinWidth(Region.USE_PREF_SIZE);
                Label text = new Label(row.operation() + " — " + row.detail());
                text.setMinWidth(0);
                text.setMaxWidth(Double.MAX_VALUE);
                HBox.setHgrow(text, Priority.ALWAYS);
                HBox line = new HBox(8, status, how, text);
                line.setAlignment(Pos.CENTER_LEFT);
                if (row.withdrawable()) {
                    Button withdraw = new Button("Withdraw");
                    withdraw.getStyleClass().add("edit-withdraw");
                    withdraw.setOnAction(e -> session.withdraw(row));
                    withdraw.setMinWidth(Region.USE_PREF_SIZE);
                    line.getChildren().add(withdraw);
                }
                setGraphic(line);
            }
        });
        setPrefHeight(120);
    }
}
