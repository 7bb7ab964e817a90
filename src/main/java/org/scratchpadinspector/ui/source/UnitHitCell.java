package org.scratchpadinspector.ui.source;

import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.scratchpadinspector.core.format.UnitSearch;

/** A row of the hit list: "unit · state · line N ·" then the line from a little before its match, the match emphasised. */
final class UnitHitCell extends ListCell<UnitSearch.Hit> {
    private final Supplier<List<String>> texts;
    private final Label where = new Label();
    private final Label before = new Label();
    private final Label match = new Label();
    private final Label after = new Label();
    private final Tooltip whole = new Tooltip();
    private final HBox row = new HBox(where, before, match, after);

    UnitHitCell(Supplier<List<String>> texts) {
        this.texts = texts;
        getStyleClass().add("search-hit-cell");
        where.getStyleClass().addAll("search-hit-where", "muted");
        before.getStyleClass().add("search-hit-text");
        match.getStyleClass().addAll("search-hit-text", "search-hit-match");
        after.getStyleClass().add("search-hit-text");
        where.setMinWidth(Region.USE_PREF_SIZE);
        match.setMinWidth(Region.USE_PREF_SIZE);
        before.setMinWidth(Region.USE_PREF_SIZE);
        after.setMinWidth(0);
        after.setTextOverrun(OverrunStyle.ELLIPSIS);
        HBox.setHgrow(after, Priority.ALWAYS);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setMinWidth(0);
        row.setPrefWidth(0);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        whole.setWrapText(true);
        whole.setMaxWidth(600);
    }

    @Override
    protected void updateItem(UnitSearch.Hit hit, boolean empty) {
        super.updateItem(hit, empty);
        if (empty || hit == null) {
            setText(null);
            setGraphic(null);
            setTooltip(null);
            return;
        }
        String[] parts = UnitHitText.split(hit.text(), texts.get());
        where.setText(UnitHitText.describe(hit) + (hit.inState() ? " · " : ""));
        before.setText(parts[0]);
        match.setText(parts[1]);
        after.setText(parts[2]);
        setText(UnitHitText.describe(hit) + (hit.inState() ? " · " + hit.text() : ""));
        whole.setText(hit.inState() ? hit.text() : "The search found this unit, but none of its states' lines holds the text");
        setTooltip(whole);
        setGraphic(row);
    }
}
