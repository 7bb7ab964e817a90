package org.scratchpadinspector.ui.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.core.diff.LineEdit;

class LineCorrespondenceTest {
    // old: a b c d e f      new: a X Y c d f
    private final LineCorrespondence map = new LineCorrespondence(List.of(
            LineEdit.of(1, 2, 1, 3),   // b -> X Y
            LineEdit.of(4, 5, 5, 5))); // e deleted

    @Test
    void linesBeforeTheFirstEditKeepTheirIndex() {
        assertThat(map.toNew(0)).isZero();
        assertThat(map.toOld(0)).isZero();
    }

    @Test
    void linesBetweenEditsShiftByWhatTheEditsAdded() {
        assertThat(map.toNew(2)).isEqualTo(3);
        assertThat(map.toNew(3)).isEqualTo(4);
        assertThat(map.toOld(4)).isEqualTo(3);
    }

    @Test
    void linesInsideAnEditMapIntoTheOtherSideOfTheEdit() {
        assertThat(map.toNew(1)).isEqualTo(1);
        assertThat(map.toOld(2)).as("the second new line of a 1 → 2 change").isEqualTo(1);
        assertThat(map.toNew(4)).as("a deleted line maps to where it was").isEqualTo(5);
    }

    @Test
    void linesAfterTheLastEditShiftByTheTotal() {
        assertThat(map.toNew(5)).isEqualTo(5);
        assertThat(map.toOld(5)).isEqualTo(5);
    }
}
