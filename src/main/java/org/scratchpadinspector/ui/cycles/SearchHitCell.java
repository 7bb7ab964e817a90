package org.scratchpadinspector.ui.cycles;

import javafx.geometry.Pos;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.scratchpadinspector.core.scratchpad.CycleSearch;

/**
 * A row of the hit list: "cycle · before/after · line N ·" then the line, starting a little before the first match
 * (so that the match shows in a narrow list), the match emphasised and the rest cut with an ellipsis.
 */
final class SearchHitCell extends ListCell<CycleSearch.Hit> {
    private final java.util.function.Supplier<String> query;
    private final Label where = new Label();
    private final Label before = new Label();
    private final Label match = new Label();
    private final Label after = new Label();
    private final Tooltip whole = new Tooltip();
    private final HBox row = new HBox(where, before, match, after);

    SearchHitCell(java.util.function.Supplier<String> query) {
        this.query = query;
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
    protected void updateItem(CycleSearch.Hit hit, boolean empty) {
        super.updateItem(hit, empty);
        if (empty || hit == null) {
            setGraphic(null);
            setTooltip(null);
            return;
        }
        where.setText(SearchHitText.describe(hit) + " · ");
        String[] parts = SearchHitText.split(hit.text(), query.get());
        before.setText(parts[0]);
        match.setText(parts[1]);
        after.setText(parts[2]);
        whole.setText(hit.text());
        setTooltip(whole);
        setGraphic(row);
    }
}
