package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FoldedTextTest {

    @Test
    void longUnchangedRunsFoldKeepingThreeLinesOfContextNextToChanges() {
        List<LineKind> kinds = new ArrayList<>(Collections.nCopies(30, LineKind.UNCHANGED));
        kinds.set(10, LineKind.ADDED);
        kinds.set(20, LineKind.CHANGED);

        assertThat(FoldPlanner.plan(kinds)).containsExactly(
                new FoldRegion(0, 7), new FoldRegion(14, 17), new FoldRegion(24, 30));
    }

    @Test
    void shortRunsAndUnchangedPanesDoNotFold() {
        List<LineKind> kinds = new ArrayList<>(Collections.nCopies(16, LineKind.UNCHANGED));
        assertThat(FoldPlanner.plan(kinds)).isEmpty();
        kinds.set(0, LineKind.REMOVED);
        kinds.set(8, LineKind.REMOVED);
        assertThat(FoldPlanner.plan(kinds)).as("runs of 7 lines").isEmpty();
        kinds.set(8, LineKind.UNCHANGED);
        assertThat(FoldPlanner.plan(kinds)).containsExactly(new FoldRegion(4, 16));
    }

    @Test
    void aFoldIsOneShownLineAndLinesMapBothWays() {
        List<String> lines = IntStream.range(0, 10).mapToObj(i -> "line " + i).toList();

        FoldedText text = FoldedText.of(lines, List.of(new FoldRegion(2, 7)));

        assertThat(text.lines()).containsExactly("line 0", "line 1", "⋯ 5 unchanged lines (click to expand)",
                "line 7", "line 8", "line 9");
        assertThat(text.foldAt(2)).isEqualTo(new FoldRegion(2, 7));
        assertThat(text.foldAt(3)).isNull();
        assertThat(text.realLine(3)).isEqualTo(7);
        assertThat(text.realLine(2)).isEqualTo(2);
        assertThat(text.shownLine(5)).as("a hidden line shows as its fold").isEqualTo(2);
        assertThat(text.shownLine(8)).isEqualTo(4);
    }
}
