package org.scratchpadinspector.ui.source;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected unit's states side by side: a one-line problem banner, which two states are compared (the first two
 * by default), the diff's summary, an Edit… button where the format allows edits, then the two panes.
 */
public final class UnitStatesView extends VBox {
    public UnitStatesView(UnitDetailViewModel vm, Button edit) {
        getStyleClass().add("unit-states");
        Label problem = new Label();
        problem.setId("source-problem");
        problem.getStyleClass().add("unit-problem-banner");
        problem.textProperty().bind(vm.problemProperty().map(p -> p.isEmpty() ? "" : "⚠ " + p));
        problem.setMaxWidth(Double.MAX_VALUE);
        problem.setMinWidth(0);
        problem.tooltipProperty().bind(vm.problemDetailProperty().map(d -> d.isEmpty() ? null : new Tooltip(d)));
        problem.visibleProperty().bind(vm.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        ComboBox<String> left = stateChoice(vm, "source-left-state");
        left.valueProperty().bindBidirectional(vm.leftStateProperty());
        ComboBox<String> right = stateChoice(vm, "source-right-state");
        right.valueProperty().bindBidirectional(vm.rightStateProperty());
        Label arrow = new Label("→");
        Label summary = new Label();
        summary.setId("source-diff-summary");
        summary.getStyleClass().add("muted");
        summary.textProperty().bind(vm.diffSummaryProperty());
        summary.setMinWidth(0);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(6, left, arrow, right, summary, gap, edit);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        bar.getStyleClass().add("unit-states-bar");

        StatePane leftPane = new StatePane(vm.leftLines(), vm.placeholderProperty(), vm.highlightProperty());
        leftPane.setId("source-left-pane");
        StatePane rightPane = new StatePane(vm.rightLines(), vm.placeholderProperty(), vm.highlightProperty());
        rightPane.setId("source-right-pane");
        vm.revealProperty().addListener((o, was, now) -> {
            leftPane.clearHit();
            rightPane.clearHit();
            if (now != null) {
                (now.left() ? leftPane : rightPane).showRow(now.row(), true);
                (now.left() ? rightPane : leftPane).showRow(now.otherRow(), false);
            }
        });
        HBox panes = new HBox(2, leftPane, rightPane);
        HBox.setHgrow(leftPane, Priority.ALWAYS);
        HBox.setHgrow(rightPane, Priority.ALWAYS);
        leftPane.setPrefWidth(200);
        rightPane.setPrefWidth(200);
        VBox.setVgrow(panes, Priority.ALWAYS);
        getChildren().setAll(problem, bar, panes);
    }

    private static ComboBox<String> stateChoice(UnitDetailViewModel vm, String id) {
        ComboBox<String> choice = new ComboBox<>(vm.stateNames());
        choice.setId(id);
        choice.setTooltip(new Tooltip("Which state this pane shows"));
        choice.disableProperty().bind(javafx.beans.binding.Bindings.size(vm.stateNames()).lessThan(2));
        return choice;
    }
}
