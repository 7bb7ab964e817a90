package org.scratchpadinspector.ui.source;

import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.scratchpadinspector.format.UnitSearch;

/**
 * One state's lines with their numbers, removed or added lines highlighted, the search's text marked wherever it
 * occurs and the hit stepped to marked more strongly; virtualised, so large states stay fast.
 */
final class StatePane extends ListView<StateLine> {
    private static final String[] MARKS = {StateLine.Mark.SAME.styleClass(), StateLine.Mark.REMOVED.styleClass(),
        StateLine.Mark.ADDED.styleClass(), StateLine.Mark.PROBLEM.styleClass()};
    /** Rows kept above a hit scrolled to, for context. */
    private static final int CONTEXT_ABOVE = 3;

    private final ObservableValue<List<String>> highlight;
    private int hitRow = -1;

    /** A pane that marks no search (the edit preview's). */
    StatePane(ObservableList<StateLine> lines, ObservableValue<String> placeholder) {
        this(lines, placeholder, new javafx.beans.property.SimpleObjectProperty<>(List.of()));
    }

    StatePane(ObservableList<StateLine> lines, ObservableValue<String> placeholder,
              ObservableValue<List<String>> highlight) {
        super(lines);
        this.highlight = highlight;
        getStyleClass().add("state-pane");
        Label empty = new Label();
        empty.getStyleClass().add("muted");
        empty.textProperty().bind(placeholder);
        setPlaceholder(empty);
        highlight.addListener((o, was, now) -> refresh());
        setCellFactory(list -> new LineCell());
    }

    /** Scrolls to {@code row} (a few rows of context above); with {@code hit}, marks its first match as the current hit. */
    void showRow(int row, boolean hit) {
        hitRow = hit ? row : -1;
        scrollTo(Math.max(0, row - CONTEXT_ABOVE));
        if (hit) {
            getSelectionModel().clearAndSelect(row);
        }
        refresh();
        // A row near the end may still sit under the horizontal scroll bar that the marked (wider) rows bring in:
        // once laid out (after the next layout pass, not at the next runLater, which may come before it), the row
        // is brought fully into view.
        Scene scene = getScene();
        if (scene == null) {
            return;
        }
        Runnable[] bringIntoView = new Runnable[1];
        bringIntoView[0] = () -> {
            scene.removePostLayoutPulseListener(bringIntoView[0]);
            if (lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow && row < getItems().size()) {
                flow.scrollTo(row);
                javafx.application.Platform.requestNextPulse();
            }
        };
        scene.addPostLayoutPulseListener(bringIntoView[0]);
        javafx.application.Platform.requestNextPulse();
    }

    void clearHit() {
        if (hitRow >= 0) {
            hitRow = -1;
            refresh();
        }
    }

    /** The row of the current hit, or -1. */
    int hitRow() {
        return hitRow;
    }

    private final class LineCell extends ListCell<StateLine> {
        @Override
        protected void updateItem(StateLine line, boolean isEmpty) {
            super.updateItem(line, isEmpty);
            getStyleClass().removeAll(MARKS);
            if (isEmpty || line == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            getStyleClass().add(line.mark().styleClass());
            String number = line.number() == 0 ? "    " : String.format("%4d", line.number());
            String sign = switch (line.mark()) {
                case REMOVED -> "−";
                case ADDED -> "+";
                default -> " ";
            };
            String prefix = number + " " + sign + " ";
            setText(prefix + line.text());
            List<String> texts = highlight.getValue();
            int[] matches = texts == null || texts.isEmpty() ? new int[0] : UnitSearch.matches(line.text(), texts);
            if (matches.length == 0) {
                setGraphic(null);
                setContentDisplay(ContentDisplay.TEXT_ONLY);
                return;
            }
            setGraphic(marked(prefix, line.text(), matches, getIndex() == hitRow));
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        }

        private HBox marked(String prefix, String text, int[] matches, boolean current) {
            HBox row = new HBox(piece(prefix, null));
            int at = 0;
            for (int i = 0; i < matches.length; i += 2) {
                if (matches[i] > at) {
                    row.getChildren().add(piece(text.substring(at, matches[i]), null));
                }
                row.getChildren().add(piece(text.substring(matches[i], matches[i + 1]),
                        current && i == 0 ? "state-search-current" : "state-search-match"));
                at = matches[i + 1];
            }
            if (at < text.length()) {
                row.getChildren().add(piece(text.substring(at), null));
            }
            return row;
        }

        private Label piece(String text, String style) {
            Label label = new Label(text);
            label.getStyleClass().add("state-line-piece");
            if (style != null) {
                label.getStyleClass().add(style);
            }
            label.setMinWidth(Region.USE_PREF_SIZE);
            return label;
        }
    }
}
