package org.scratchpadinspector.ui.source;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.model.Unit;

/** One unit in the list: status word (coloured by severity, with a glyph), id and kind; then its key fields and flags. */
final class UnitCell extends ListCell<Unit> {
    static final String STATUS = "unit-status";
    static final String ID = "unit-id";
    static final String FIELDS = "unit-fields";
    static final String FLAGS = "unit-flags";

    private final Label status = new Label();
    private final Label id = new Label();
    private final Label kind = new Label();
    private final Label fields = new Label();
    private final Label flags = new Label();
    private final VBox box;

    UnitCell() {
        status.getStyleClass().add(STATUS);
        status.setMinWidth(Region.USE_PREF_SIZE);
        id.getStyleClass().add(ID);
        id.setMinWidth(0);
        kind.getStyleClass().addAll("unit-kind", "muted");
        kind.setMinWidth(Region.USE_PREF_SIZE);
        fields.getStyleClass().addAll(FIELDS, "muted");
        fields.setMinWidth(0);
        flags.getStyleClass().add(FLAGS);
        flags.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        // flags stay on the first line, whole; the fields line gives way (ellipsis, the tooltip has it all)
        HBox first = new HBox(8, status, id, flags, gap, kind);
        first.setAlignment(Pos.CENTER_LEFT);
        box = new VBox(1, first, fields);
        box.setMinWidth(0);
        getStyleClass().add("unit-cell");
        setPrefWidth(0); // as wide as the list, never wider: no horizontal scroll bar
    }

    @Override
    protected void updateItem(Unit unit, boolean empty) {
        super.updateItem(unit, empty);
        status.getStyleClass().removeAll(SeverityStyle.ALL);
        if (empty || unit == null) {
            setGraphic(null);
            setTooltip(null);
            return;
        }
        status.setText(SeverityStyle.glyph(unit.status().severity()) + " " + unit.status().key().replace('_', ' '));
        status.getStyleClass().add(SeverityStyle.styleClass(unit.status().severity()));
        id.setText(org.scratchpadinspector.format.Untrusted.line(unit.id().text()));
        kind.setText(unit.kind());
        fields.setText(UnitText.fields(unit));
        String flagText = UnitText.flags(unit);
        if (!unit.problems().isEmpty()) {
            flagText = (flagText.isEmpty() ? "" : flagText + ", ") + "⚠ " + unit.problems().size()
                    + (unit.problems().size() == 1 ? " problem" : " problems");
        }
        flags.setText(flagText);
        flags.setVisible(!flagText.isEmpty());
        flags.setManaged(!flagText.isEmpty());
        setTooltip(new Tooltip(UnitText.tooltip(unit)));
        setText(null);
        setGraphic(box);
    }
}
