package org.scratchpadinspector.ui.snapshot;

import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * The gutter: like RichTextFX's LineNumberFactory (same "lineno" style class), but numbering real lines,
 * so that a fold line has no number and the lines after it keep theirs.
 */
final class RealLineNumbers implements IntFunction<Node> {
    private final Supplier<FoldedText> folded;
    private final Supplier<Integer> realLineCount;

    RealLineNumbers(Supplier<FoldedText> folded, Supplier<Integer> realLineCount) {
        this.folded = folded;
        this.realLineCount = realLineCount;
    }

    @Override
    public Node apply(int shownLine) {
        FoldedText text = folded.get();
        int digits = Math.max(2, String.valueOf(realLineCount.get()).length());
        String number = text == null || text.size() == 0 || text.foldAt(shownLine) != null
                ? "" : String.valueOf(text.realLine(shownLine) + 1);
        return new GutterNumber(" ".repeat(Math.max(0, digits - number.length())) + number);
    }
}
