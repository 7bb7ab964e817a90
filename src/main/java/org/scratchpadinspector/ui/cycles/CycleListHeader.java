package org.scratchpadinspector.ui.cycles;

import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The titles over the cycle list's columns, at the widths {@link CycleRowNode} lays its texts out in. */
final class CycleListHeader extends HBox {
    CycleListHeader() {
        super(10);
        getStyleClass().add("cycle-list-header");
        for (int i = 0; i < CycleRowNode.TITLES.length; i++) {
            Label title = new Label(CycleRowNode.TITLES[i]);
            title.getStyleClass().add("cycle-list-title");
            if (i < CycleRowNode.WIDTHS.length) {
                title.setMinWidth(CycleRowNode.WIDTHS[i]);
                title.setPrefWidth(CycleRowNode.WIDTHS[i]);
                title.setMaxWidth(CycleRowNode.WIDTHS[i]);
                if (i >= 2) {
                    title.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
                }
            } else {
                HBox.setHgrow(title, Priority.ALWAYS);
                title.setMaxWidth(Double.MAX_VALUE);
            }
            getChildren().add(title);
        }
    }
}
