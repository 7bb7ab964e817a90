package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdElisionTest {
    @Test
    void anIdThatFitsIsShownWhole() {
        assertThat(IdElision.fit("python-help#1", 13)).isEqualTo("python-help#1");
    }

    @Test
    void aLongerIdKeepsBothEndsAroundAnEllipsisInExactlyTheCharactersItHas() {
        String cut = IdElision.fit("pr-review-restored#4", 12);

        assertThat(cut).isEqualTo("pr-re…ored#4").hasSize(12);
    }

    @Test
    void aCharacterOutsideTheBasicPlaneIsNeverSplitInTwo() {
        String id = "ab\uD83D\uDE00cdefgh\uD83D\uDE00ij";

        String cut = IdElision.fit(id, 6);

        assertThat(cut.chars().filter(c -> Character.isSurrogate((char) c)).count() % 2).isZero();
        assertThat(cut).contains("…");
    }

    @Test
    void theIdColumnLeavesTheStatusItsRoomButNeverShrinksBelowNineCharacters() {
        double ch = 8;
        assertThat(UnitListView.idColumnWidth(20, ch, 0)).as("not laid out yet").isEqualTo(162);
        assertThat(UnitListView.idColumnWidth(20, ch, 600)).as("room for all").isEqualTo(162);
        assertThat(UnitListView.idColumnWidth(20, ch, 320)).isEqualTo(320 - UnitListView.BESIDE_ID);
        assertThat(UnitListView.idColumnWidth(20, ch, 200)).isEqualTo(9 * ch + 2);
        assertThat(UnitListView.idColumnWidth(6, ch, 100)).as("short ids keep their width").isEqualTo(6 * ch + 2);
    }
}
