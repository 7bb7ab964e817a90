package org.scratchpadinspector.ui.units;

import javafx.beans.value.ObservableNumberValue;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The titles over the list's columns, at the widths {@link UnitRowNode} lays its texts out in; the first names
 * what the open source's units are ("Cycle", "Session").
 */
final class UnitListHeader extends HBox {
    private final Label first = new Label(UnitRowNode.TITLES[0]);

    UnitListHeader(ObservableNumberValue idWidth) {
        super(UnitRowNode.GAP);
        getStyleClass().add("cycle-list-header");
        Label status = new Label(UnitRowNode.TITLES[1]);
        Label rest = new Label(UnitRowNode.TITLES[2]);
        for (Label title : new Label[] {first, status, rest}) {
            title.getStyleClass().add("cycle-list-title");
        }
        first.setId("unit-list-kind-title");
        fixed(status, UnitRowNode.STATUS_WIDTH);
        idWidth.addListener(o -> fixed(first, idWidth.doubleValue()));
        fixed(first, idWidth.doubleValue());
        HBox.setHgrow(rest, Priority.ALWAYS);
        rest.setMaxWidth(Double.MAX_VALUE);
        rest.setMinWidth(0);
        // in a narrow list the title gives way by whole words, never "Fl..."
        rest.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        getChildren().addAll(first, status, rest);
    }

    /** The units' kind, capitalised, as the first column's title. */
    void setKind(String kind) {
        first.setText(kind.isEmpty() ? UnitRowNode.TITLES[0]
                : Character.toUpperCase(kind.charAt(0)) + kind.substring(1));
    }

    private static void fixed(Label title, double width) {
        title.setMinWidth(width);
        title.setPrefWidth(width);
        title.setMaxWidth(width);
    }
}
