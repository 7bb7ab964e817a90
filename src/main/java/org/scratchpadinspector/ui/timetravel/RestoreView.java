package org.scratchpadinspector.ui.timetravel;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.ui.common.ToolWindow;

/** The restore confirmation: what the snapshot changes, the path it takes, Restore, and the agent-stopped override. */
public final class RestoreView extends VBox {

    public RestoreView(RestoreViewModel vm) {
        super(8);
        setPadding(new Insets(12));
        getStyleClass().add("restore-view");
        Label title = new Label();
        title.setId("restore-title");
        title.setStyle("-fx-font-weight: bold;");
        title.textProperty().bind(vm.titleProperty());
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
        Region fill = new Region();
        VBox.setVgrow(fill, Priority.ALWAYS);
        getChildren().addAll(title, changes, path, result, fill, buttons);
    }

    private static Label wrapped(String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.setMaxWidth(Double.MAX_VALUE);
        return label;
    }

    public static Stage open(RestoreViewModel vm, CycleId id, Side side, Window owner) {
        Stage stage = ToolWindow.create("Restore a snapshot", new RestoreView(vm), 560, 260, owner);
        vm.prepare(id, side);
        stage.show();
        return stage;
    }
}
