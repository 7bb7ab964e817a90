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
        // in a narrow list the title gives way by whole words, never "Fl...": "Flags" alone where "· fields" does
        // not fit (beside the Agent panel)
        rest.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        rest.widthProperty().addListener((o, was, now) -> rest.setText(
                now.doubleValue() <= 0 || textWidth(rest, UnitRowNode.TITLES[2]) <= now.doubleValue()
                        ? UnitRowNode.TITLES[2] : SHORT_FLAGS_TITLE));
        getChildren().addAll(first, status, rest);
    }

    /** The flags column's title where "Flags · fields" does not fit. */
    static final String SHORT_FLAGS_TITLE = "Flags";

    private static double textWidth(Label label, String text) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text(text);
        probe.setFont(label.getFont());
        return probe.getLayoutBounds().getWidth() + label.snappedLeftInset() + label.snappedRightInset() + 2;
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
