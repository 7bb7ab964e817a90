package org.scratchpadinspector.engine.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;

class LineAlignmentTest {

    private static LineDiffResult diff(List<String> a, List<String> b) {
        return LineDiff.diff(a, b, new Cancellation());
    }

    /** Each row as "old|new|…" with "-" for a filler, to compare layouts at a glance. */
    private static List<String> rows(LineAlignment alignment, List<List<String>> texts) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < alignment.rowCount(); r++) {
            List<String> cells = new ArrayList<>();
            for (int c = 0; c < alignment.columns(); c++) {
                int line = alignment.line(c, r);
                cells.add(line == LineAlignment.FILLER ? "-" : texts.get(c).get(line));
            }
            rows.add(String.join("|", cells));
        }
        return rows;
    }

    @Test
    void anInsertedLineFacesAFillerAndTheLinesAfterItStayOnTheirCounterpartsRow() {
        List<String> before = List.of("a", "b", "c");
        List<String> after = List.of("a", "b", "x", "c");
        LineAlignment alignment = LineAlignment.pair(diff(before, after), 3, 4);
        assertThat(rows(alignment, List.of(before, after))).containsExactly("a|a", "b|b", "-|x", "c|c");
        assertThat(alignment.row(0, 2)).isEqualTo(alignment.row(1, 3));
        assertThat(alignment.hasFiller(2)).isTrue();
        assertThat(alignment.hasFiller(3)).isFalse();
    }

    @Test
    void aDeletedLineFacesAFiller() {
        List<String> before = List.of("a", "gone", "c");
        List<String> after = List.of("a", "c");
        LineAlignment alignment = LineAlignment.pair(diff(before, after), 3, 2);
        assertThat(rows(alignment, List.of(before, after))).containsExactly("a|a", "gone|-", "c|c");
    }

    @Test
    void aChangedBlockPairsItsLinesInOrderAndTheLongerSidesRestFacesFillers() {
        List<String> before = List.of("k: 1", "x: old", "z");
        List<String> after = List.of("k: 1", "x: new", "y: added", "z");
        LineAlignment alignment = LineAlignment.pair(diff(before, after), 3, 4);
        assertThat(rows(alignment, List.of(before, after)))
                .containsExactly("k: 1|k: 1", "x: old|x: new", "-|y: added", "z|z");
    }

    @Test
    void aThirdColumnJoinedThroughTheMiddleKeepsAllThreeInStep() {
        List<String> before = List.of("a", "b", "c");
        List<String> after = List.of("a", "b2", "c");
        List<String> active = List.of("a", "b2", "c", "d");
        LineAlignment alignment = LineAlignment.pair(diff(before, after), 3, 3).join(1, diff(after, active), 4);
        assertThat(rows(alignment, List.of(before, after, active)))
                .containsExactly("a|a|a", "b|b2|b2", "c|c|c", "-|-|d");
        for (int line = 0; line < 3; line++) {
            assertThat(alignment.row(0, line)).isEqualTo(alignment.row(2, line));
        }
    }

    @Test
    void aDeletionOnOneSideAndAnInsertionOnTheOtherShareRowsInsteadOfDoublingTheGap() {
        List<String> before = List.of("a", "gone", "c");
        List<String> after = List.of("a", "c");
        List<String> active = List.of("a", "new", "c");
        LineAlignment alignment = LineAlignment.pair(diff(before, after), 3, 2).join(1, diff(after, active), 3);
        assertThat(rows(alignment, List.of(before, after, active)))
                .containsExactly("a|a|a", "gone|-|new", "c|c|c");
    }

    @Test
    void withoutADiffTheLinesAreSideBySideInOrder() {
        LineAlignment alignment = LineAlignment.pair(null, 2, 3);
        assertThat(alignment.rowCount()).isEqualTo(3);
        assertThat(alignment.line(0, 2)).isEqualTo(LineAlignment.FILLER);
        assertThat(alignment.line(1, 2)).isEqualTo(2);
    }

    @Test
    void anEmptyColumnIsAllFillersAndKeepsTheOthersRows() {
        List<String> before = List.of("a", "b");
        List<String> active = List.of("a", "b", "c");
        LineAlignment alignment = LineAlignment.pair(diff(before, active), 2, 3).withEmptyColumn(1);
        assertThat(alignment.columns()).isEqualTo(3);
        assertThat(alignment.lines(1)).isZero();
        assertThat(alignment.line(1, 0)).isEqualTo(LineAlignment.FILLER);
        assertThat(alignment.line(2, 2)).isEqualTo(2);
        assertThat(alignment.row(2, 2)).isEqualTo(2);
    }

    @Test
    void identicalTextsNeedNoFillers() {
        List<String> text = List.of("a", "b", "c");
        LineAlignment alignment = LineAlignment.pair(diff(text, text), 3, 3);
        assertThat(alignment.rowCount()).isEqualTo(3);
        for (int r = 0; r < 3; r++) {
            assertThat(alignment.hasFiller(r)).isFalse();
        }
    }
}
