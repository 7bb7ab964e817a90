package org.scratchpadinspector.ui.panes;

import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * The gutter: like RichTextFX's LineNumberFactory (same "lineno" style class), but numbering real lines,
 * so that a fold line and a filler row have no number and the lines after them keep the file's numbers.
 */
final class RealLineNumbers implements IntFunction<Node> {
    private final Supplier<PaneRendering> rendering;

    RealLineNumbers(Supplier<PaneRendering> rendering) {
        this.rendering = rendering;
    }

    @Override
    public Node apply(int shownLine) {
        PaneRendering shown = rendering.get();
        FoldedText text = shown == null ? null : shown.folded();
        int digits = Math.max(2, String.valueOf(shown == null ? 0 : shown.pane().lines().size()).length());
        int fileLine = text == null || text.size() == 0 || text.foldAt(shownLine) != null
                ? -1 : shown.pane().fileLine(text.realLine(shownLine));
        String number = fileLine < 0 ? "" : String.valueOf(fileLine + 1);
        return new GutterNumber(" ".repeat(Math.max(0, digits - number.length())) + number);
    }
}
