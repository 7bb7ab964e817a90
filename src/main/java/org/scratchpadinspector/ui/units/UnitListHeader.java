package org.scratchpadinspector.ui.units;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The titles over the cycle list's columns, at the widths {@link UnitRowNode} lays its texts out in. Without the
 * Iter column, the Tools title's tooltip says why it is gone.
 */
final class UnitListHeader extends HBox {
    static final String NO_ITERATIONS = "No Iter column: no cycle's log counts iterations "
            + "(\"--- Iteration k/N ---\" lines or \"iteration N\" records)";

    UnitListHeader(ObservableBooleanValue iterationsShown) {
        super(10);
        getStyleClass().add("cycle-list-header");
        for (int i = 0; i < UnitRowNode.TITLES.length; i++) {
            Label title = new Label(UnitRowNode.TITLES[i]);
            title.getStyleClass().add("cycle-list-title");
            if (i < UnitRowNode.WIDTHS.length) {
                title.setMinWidth(UnitRowNode.WIDTHS[i]);
                title.setPrefWidth(UnitRowNode.WIDTHS[i]);
                title.setMaxWidth(UnitRowNode.WIDTHS[i]);
                if (i >= 2) {
                    title.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
                }
            } else {
                HBox.setHgrow(title, Priority.ALWAYS);
                title.setMaxWidth(Double.MAX_VALUE);
            }
            if (i == UnitRowNode.ITER) {
                title.visibleProperty().bind(iterationsShown);
                title.managedProperty().bind(iterationsShown);
            } else if (i == UnitRowNode.ITER + 1) {
                title.setId("cycle-list-tools-title");
                Tooltip why = new Tooltip(NO_ITERATIONS);
                iterationsShown.addListener((o, was, shown) -> title.setTooltip(shown ? null : why));
                title.setTooltip(iterationsShown.get() ? null : why);
            }
            getChildren().add(title);
        }
    }
}
