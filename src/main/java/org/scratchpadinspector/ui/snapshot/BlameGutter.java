package org.scratchpadinspector.ui.snapshot;

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
import org.fxmisc.richtext.CodeArea;

/**
 * The Active pane's gutter with blame: before each line's number, who changed its top-level key last and in which
 * cycle ("agent · 101637" beside the key's own line, only the coloured dot beside the lines under it), the tooltip
 * giving old → new. Without blame (toggled off, not read yet) it is the plain line numbers.
 */
final class BlameGutter implements IntFunction<Node> {
    private final IntFunction<Node> numbers;
    private final CodeArea area;
    private final Supplier<PaneRendering> rendering;
    private final Map<String, ActiveKeyBlame> blame;
    /** The key each shown line belongs to (null: none), extended as lines come into view. */
    private final List<String> keyOfLine = new ArrayList<>();
    private PaneRendering keysOf;

    BlameGutter(IntFunction<Node> numbers, CodeArea area, Supplier<PaneRendering> rendering,
                Map<String, ActiveKeyBlame> blame) {
        this.numbers = numbers;
        this.area = area;
        this.rendering = rendering;
        this.blame = blame;
    }

    @Override
    public Node apply(int shownLine) {
        Node number = numbers.apply(shownLine);
        if (blame.isEmpty() || shownLine >= area.getParagraphs().size()) {
            return number;
        }
        String key = keyOf(shownLine);
        ActiveKeyBlame who = key == null ? null : blame.get(key);
        boolean keyLine = key != null && FieldAtLine.keyOn(area.getParagraph(shownLine).getText()).isPresent();
        HBox cell = new HBox(4);
        cell.setAlignment(Pos.CENTER_LEFT);
        cell.getStyleClass().add("blame-cell");
        if (who != null) {
            Circle dot = new Circle(3.5);
            dot.getStyleClass().addAll("blame-dot", who.by() == null ? "unchanged" : who.by().key());
            cell.getChildren().add(dot);
            if (keyLine) {
                Text label = new Text(who.label());
                label.getStyleClass().add("blame-label");
                cell.getChildren().add(label);
                Tooltip.install(cell, new Tooltip(who.tooltip()));
            }
        }
        HBox gutter = new HBox(cell, number);
        gutter.getStyleClass().add("blame-gutter");
        return gutter;
    }

    /** The top-level key of a shown line: the nearest line at or above it that starts one. */
    private String keyOf(int shownLine) {
        PaneRendering now = rendering.get();
        if (now != keysOf) {
            keysOf = now;
            keyOfLine.clear();
        }
        for (int i = keyOfLine.size(); i <= shownLine; i++) {
            Optional<String> starts = FieldAtLine.keyOn(area.getParagraph(i).getText());
            keyOfLine.add(starts.orElse(i == 0 ? null : keyOfLine.get(i - 1)));
        }
        return keyOfLine.get(shownLine);
    }
}
