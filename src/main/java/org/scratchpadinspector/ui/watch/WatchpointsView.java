package org.scratchpadinspector.ui.watch;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The one place to set watchpoints: a condition field, the list with Remove, and a line saying what happened. */
public final class WatchpointsView extends VBox {
    private final TextField input;

    public WatchpointsView(WatchpointsViewModel vm) {
        super(8);
        setId("watchpoints");
        setPadding(new Insets(10));

        Label help = new Label("A watchpoint holds when a cycle meets its condition: changed=PATH, status=crashed,"
                + " tool=NAME or tool=NAME:TEXT, size:PATH>N, iteration>N. Attached, the agent pauses there;"
                + " in Command mode, Run until stops there; otherwise a notification says which cycle met it.");
        help.setWrapText(true);
        help.getStyleClass().add("muted");

        TextField condition = new TextField();
        condition.setId("watchpoint-input");
        condition.setPromptText("changed=current_task");
        condition.textProperty().bindBidirectional(vm.inputProperty());
        condition.setOnAction(e -> vm.add());
        HBox.setHgrow(condition, Priority.ALWAYS);
        Button add = new Button("Add");
        add.setId("watchpoint-add");
        add.setOnAction(e -> vm.add());
        HBox form = new HBox(8, condition, add);
        form.setAlignment(Pos.CENTER_LEFT);

        Label message = new Label();
        message.setId("watchpoint-message");
        message.setWrapText(true);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        message.textProperty().bind(vm.messageProperty());

        ListView<WatchpointRow> list = new ListView<>(vm.rows());
        list.setId("watchpoint-list");
        Label empty = new Label("No watchpoints. Type a condition above, or right-click a line of a pane:"
                + " Break when KEY changes.");
        empty.setWrapText(true);
        empty.setPadding(new Insets(8));
        list.setPlaceholder(empty);
        list.setPrefHeight(120);
        VBox.setVgrow(list, Priority.SOMETIMES);
        Button remove = new Button("Remove");
        remove.setId("watchpoint-remove");
        remove.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        remove.setOnAction(e -> vm.remove(list.getSelectionModel().getSelectedItem()));

        Label hitsTitle = new Label("Hits (newest first; double-click selects the cycle)");
        hitsTitle.getStyleClass().add("muted");
        ListView<WatchpointHit> hitList = new ListView<>(vm.hits());
        hitList.setId("watchpoint-hits");
        hitList.setPrefHeight(200);
        VBox.setVgrow(hitList, Priority.ALWAYS);
        hitList.setCellFactory(view -> new javafx.scene.control.ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(view.widthProperty().subtract(20));
            }

            @Override
            protected void updateItem(WatchpointHit hit, boolean empty) {
                super.updateItem(hit, empty);
                setText(empty || hit == null ? null : hit.watchpointId() + " · "
                        + (hit.cycleId() == null ? "cycle not said" : org.scratchpadinspector.engine.watchpoint.HitText
                        .where(hit.cycleId(), hit.iteration())) + "\n" + hit.saw());
            }
        });
        Label noHits = new Label("No watchpoint has held yet.");
        noHits.setPadding(new Insets(8));
        hitList.setPlaceholder(noHits);
        hitList.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                vm.showHit(hitList.getSelectionModel().getSelectedItem());
            }
        });
        hitList.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                vm.showHit(hitList.getSelectionModel().getSelectedItem());
            }
        });

        getChildren().addAll(help, form, message, list, remove, hitsTitle, hitList);
        this.input = condition;
    }

    /** Puts the keyboard in the condition field (Tools → Watchpoints…). */
    public void focusInput() {
        input.requestFocus();
    }

    /** The bar that says a watchpoint held in Files mode, with Show (selects the cycle) and Dismiss. */
    public static HBox notificationBar(WatchpointsViewModel vm) {
        Label text = new Label();
        text.setId("watchpoint-notification");
        text.setWrapText(true);
        text.textProperty().bind(vm.notificationProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button show = new Button("Show cycle");
        show.setId("watchpoint-show");
        show.setOnAction(e -> vm.showNotifiedCycle());
        Button dismiss = new Button("Dismiss");
        dismiss.setOnAction(e -> vm.dismiss());
        HBox bar = new HBox(8, text, show, dismiss);
        bar.setId("watchpoint-bar");
        bar.getStyleClass().add("watchpoint-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        bar.visibleProperty().bind(vm.notificationProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }
}
