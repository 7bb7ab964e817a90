package org.scratchpadinspector.engine.diff;

import java.util.List;

/** The edits turning the old lines into the new lines, in ascending order and never overlapping. */
public record LineDiffResult(List<LineEdit> edits, int oldLineCount, int newLineCount) {

    public LineDiffResult {
        edits = List.copyOf(edits);
    }

    public boolean isIdentical() {
        return edits.isEmpty();
    }

    public int addedLines() {
        return edits.stream().mapToInt(LineEdit::addedCount).sum();
    }

    public int removedLines() {
        return edits.stream().mapToInt(LineEdit::removedCount).sum();
    }
}
