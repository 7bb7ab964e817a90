package org.scratchpadinspector.engine.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntraLineDiffTest {

    private static IntraLineHighlights highlight(List<String> a, List<String> b) {
        LineEdit edit = LineEdit.of(0, a.size(), 0, b.size());
        return IntraLineDiff.highlight(edit, a, b);
    }

    @Test
    void changedWordIsHighlightedOnBothSides() {
        IntraLineHighlights h = highlight(List.of("current_task: Run the echo tool"),
                List.of("current_task: Run the shell tool"));
        assertThat(h.oldSide()).containsExactly(new LineHighlight(0, List.of(new Range(22, 26))));
        assertThat(h.newSide()).containsExactly(new LineHighlight(0, List.of(new Range(22, 27))));
    }

    @Test
    void insertedWordsAreHighlightedOnlyOnTheNewSide() {
        IntraLineHighlights h = highlight(List.of("notes: done"), List.of("notes: all done"));
        assertThat(h.oldSide().get(0).ranges()).isEmpty();
        assertThat(h.newSide().get(0).ranges()).containsExactly(new Range(7, 11));
    }

    @Test
    void adjacentChangedTokensMergeIntoOneRange() {
        IntraLineHighlights h = highlight(List.of("a: x.y"), List.of("a: p-q"));
        assertThat(h.oldSide().get(0).ranges()).containsExactly(new Range(3, 6));
        assertThat(h.newSide().get(0).ranges()).containsExactly(new Range(3, 6));
    }

    @Test
    void separateChangesGiveSeparateRanges() {
        IntraLineHighlights h = highlight(List.of("one two three four"), List.of("ONE two three FOUR"));
        assertThat(h.oldSide().get(0).ranges()).containsExactly(new Range(0, 3), new Range(14, 18));
    }

    @Test
    void linesArePairedByPositionAndUnpairedLinesGetNoHighlight() {
        IntraLineHighlights h = IntraLineDiff.highlight(LineEdit.of(1, 2, 1, 3),
                List.of("ctx", "x: 1"), List.of("ctx", "x: 2", "y: 3"));
        assertThat(h.oldSide()).containsExactly(new LineHighlight(1, List.of(new Range(3, 4))));
        assertThat(h.newSide()).containsExactly(new LineHighlight(1, List.of(new Range(3, 4))));
    }

    @Test
    void linesLongerThanTheLimitAreNotHighlighted() {
        String longLine = "x".repeat(IntraLineDiff.MAX_LINE_LENGTH + 1);
        IntraLineHighlights h = highlight(List.of(longLine, "a"), List.of(longLine + "y", "b"));
        assertThat(h.oldSide()).extracting(LineHighlight::line).containsExactly(1);
    }

    @Test
    void editsWithTooManyLinePairsAreNotHighlighted() {
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (int i = 0; i <= IntraLineDiff.MAX_LINE_PAIRS; i++) {
            a.add("old " + i);
            b.add("new " + i);
        }
        assertThat(highlight(a, b)).isEqualTo(IntraLineHighlights.NONE);
    }

    @Test
    void insertEditsHaveNoHighlights() {
        assertThat(IntraLineDiff.highlight(LineEdit.of(0, 0, 0, 1), List.of(), List.of("a")))
                .isEqualTo(IntraLineHighlights.NONE);
    }
}
