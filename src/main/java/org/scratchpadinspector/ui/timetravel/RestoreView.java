package org.scratchpadinspector.ui.timetravel;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.scene.layout.StackPane;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.ToolWindow;
import org.scratchpadinspector.ui.panes.AlignedPairView;

/**
 * The restore confirmation: the unit's state to restore (any of its restorable states), the memory now and after it
 * side by side with the changes marked, what changes, the path it takes, Restore, and the agent-stopped override.
 */
public final class RestoreView extends VBox {

    public RestoreView(RestoreViewModel vm) {
        super(8);
        setPadding(new Insets(12));
        getStyleClass().add("restore-view");
        Label title = new Label();
        title.setId("restore-title");
        title.setStyle("-fx-font-weight: bold;");
        title.textProperty().bind(vm.titleProperty());
        ComboBox<HistoryPoint> state = new ComboBox<>(vm.choices());
        state.setId("restore-state");
        state.setCellFactory(list -> new PointCell());
        state.setButtonCell(new PointCell());
        state.valueProperty().bindBidirectional(vm.chosenProperty());
        Label stateLabel = new Label("State:");
        stateLabel.setLabelFor(state);
        HBox pick = new HBox(8, stateLabel, state);
        pick.setAlignment(Pos.CENTER_LEFT);
        AlignedPairView diff = new AlignedPairView(vm.runner());
        diff.setId("restore-diff");
        diff.show(vm.diffProperty().get());
        vm.diffProperty().addListener((obs, was, now) -> diff.show(now));
        StackPane diffHolder = new StackPane(diff);
        VBox.setVgrow(diffHolder, Priority.ALWAYS);
        Label changes = wrapped("restore-changes");
        changes.textProperty().bind(vm.changesProperty());
        Label path = wrapped("restore-path");
        path.textProperty().bind(vm.pathProperty());
        Label result = wrapped("restore-result");
        result.textProperty().bind(vm.resultProperty());
        Button apply = new Button("Restore");
        apply.setId("restore-apply");
        apply.setDefaultButton(true);
        apply.disableProperty().bind(vm.canApplyProperty().not());
        apply.setOnAction(e -> vm.apply());
        Button stopped = new Button("The agent is stopped: write now");
        stopped.setId("restore-agent-stopped");
        stopped.visibleProperty().bind(vm.canWriteAgentStoppedProperty());
        stopped.managedProperty().bind(stopped.visibleProperty());
        stopped.setOnAction(e -> vm.applyAgentStopped());
        Button close = new Button("Close");
        close.setId("restore-close");
        close.setCancelButton(true);
        close.setOnAction(e -> getScene().getWindow().hide());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, gap, stopped, apply, close);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        getChildren().addAll(title, pick, diffHolder, changes, path, result, buttons);
    }

    private static Label wrapped(String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.setMaxWidth(Double.MAX_VALUE);
        return label;
    }

    /** Opens the dialog over {@code owner} (it fits a 1024 × 700 screen) and plans restoring {@code unit}'s {@code state}. */
    public static Stage open(RestoreViewModel vm, UnitId unit, String state, Window owner) {
        Stage stage = ToolWindow.create("Restore a snapshot", new RestoreView(vm), 900, 600, owner, vm::cancel);
        vm.prepare(unit, state);
        stage.show();
        return stage;
    }

    private static final class PointCell extends ListCell<HistoryPoint> {
        @Override
        protected void updateItem(HistoryPoint item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : Untrusted.line(item.label()));
        }
    }
}
