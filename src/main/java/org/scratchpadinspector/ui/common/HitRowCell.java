package org.scratchpadinspector.ui.common;

import javafx.geometry.Pos;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * A row of a search hit list, whatever the format: where the hit is (muted), then its line split by
 * {@link HitPreview}, the match emphasised and the rest cut with an ellipsis; the whole line is the tooltip.
 */
public abstract class HitRowCell<T> extends ListCell<T> {
    private final Label where = new Label();
    private final Label before = new Label();
    private final Label match = new Label();
    private final Label after = new Label();
    private final Tooltip whole = new Tooltip();
    private final HBox row = new HBox(where, before, match, after);

    protected HitRowCell() {
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

    /**
     * Shows a hit: {@code whereText} ("unit · state · line N · "), the {@code preview} parts of its line, and as
     * the tooltip {@code tooltip}; the cell's text (not drawn) is {@code text}, for what reads the list.
     */
    protected final void show(String whereText, String[] preview, String tooltip, String text) {
        where.setText(whereText);
        before.setText(preview[0]);
        match.setText(preview[1]);
        after.setText(preview[2]);
        whole.setText(tooltip);
        setText(text);
        setTooltip(whole);
        setGraphic(row);
    }

    protected final void showNothing() {
        setText(null);
        setGraphic(null);
        setTooltip(null);
    }
}
