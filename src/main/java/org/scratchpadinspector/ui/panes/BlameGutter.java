package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.shape.Circle;
import javafx.scene.text.Text;

/**
 * The Active pane's gutter with blame: before each line's number, who changed its top-level key last and in which
 * cycle ("agent · 101637" beside the key's own line, only the coloured dot beside the lines under it; dots alone in a
 * narrow pane), the tooltip giving old → new. A fold line and a filler row get an empty cell, so that the numbers stay in one column. Without
 * blame (toggled off, not read yet) it is the plain line numbers.
 */
final class BlameGutter implements IntFunction<Node> {
    private final IntFunction<Node> numbers;
    private final Supplier<PaneRendering> rendering;
    private final Map<String, KeyBlame> blame;
    /** The key each row belongs to (null: none), extended as rows come into view. */
    private final List<String> keyOfRow = new ArrayList<>();
    private PaneRendering keysOf;

    /** Dots only, without the "agent · 101637" labels: the pane is narrow. */
    private final boolean compact;

    BlameGutter(IntFunction<Node> numbers, Supplier<PaneRendering> rendering, Map<String, KeyBlame> blame,
                boolean compact) {
        this.numbers = numbers;
        this.rendering = rendering;
        this.blame = blame;
        this.compact = compact;
    }

    @Override
    public Node apply(int shownLine) {
        Node number = numbers.apply(shownLine);
        PaneRendering shown = rendering.get();
        if (blame.isEmpty() || shown == null) {
            return number;
        }
        HBox cell = new HBox(4);
        cell.setAlignment(Pos.CENTER_LEFT);
        cell.getStyleClass().add("blame-cell");
        if (compact) {
            cell.getStyleClass().add("compact");
        }
        FoldedText text = shown.folded();
        if (shownLine < text.size() && text.foldAt(shownLine) == null) {
            int row = text.realLine(shownLine);
            String key = shown.pane().fileLine(row) < 0 ? null : keyOf(shown, row);
            KeyBlame who = key == null ? null : blame.get(key);
            if (who != null) {
                Circle dot = new Circle(3.5);
                dot.getStyleClass().addAll("blame-dot", who.by() == null ? "unchanged" : who.by().key());
                cell.getChildren().add(dot);
                if (FieldAtLine.keyOn(shown.pane().lines().get(row)).isPresent()) {
                    if (!compact) {
                        Text label = new Text(who.label());
                        label.getStyleClass().add("blame-label");
                        cell.getChildren().add(label);
                    }
                    Tooltip.install(cell, new Tooltip(who.tooltip()));
                }
            }
        }
        HBox gutter = new HBox(cell, number);
        gutter.getStyleClass().add("blame-gutter");
        return gutter;
    }

    /**
     * The top-level key of a row of the pane: the nearest row at or above it that starts one. Rows, not shown lines,
     * so that a key line hidden in a fold still owns the lines after the fold.
     */
    private String keyOf(PaneRendering shown, int row) {
        if (shown != keysOf) {
            keysOf = shown;
            keyOfRow.clear();
        }
        List<String> rows = shown.pane().lines();
        for (int i = keyOfRow.size(); i <= row && i < rows.size(); i++) {
            Optional<String> starts = FieldAtLine.keyOn(rows.get(i));
            keyOfRow.add(starts.orElse(i == 0 ? null : keyOfRow.get(i - 1)));
        }
        return row < keyOfRow.size() ? keyOfRow.get(row) : null;
    }
}
