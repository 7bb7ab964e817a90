package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

class TimelineBinsTest {
    private static final RowFilter ALL = new RowFilter(null, Set.of(), Set.of());
    private final List<UnitRow> rows = new ArrayList<>();
    private final TimelineBins bins = new TimelineBins();

    private void addRows(int n) {
        for (int i = rows.size(), end = rows.size() + n; i < end; i++) {
            rows.add(new UnitRow(CycleId.parse(String.format("20260401_%02d%02d%02d", i / 3600, i / 60 % 60, i % 60))));
        }
    }

    private static void summarize(UnitRow row, CycleStatus status) {
        row.setSummary(new CycleSummary(row.id(), status, Set.of(), 1, 0, 0, List.of()));
    }

    @Test
    void eachSlotShowsItsWorstRow() {
        addRows(100);
        rows.forEach(r -> summarize(r, CycleStatus.COMPLETED));
        summarize(rows.get(57), CycleStatus.CRASHED);
        bins.rescoreAll(rows, ALL, false);
        bins.relayout(10);

        assertThat(bins.slots()).isEqualTo(10);
        assertThat(bins.worstRow(5)).isEqualTo(57);
        assertThat(bins.slotOf(57)).isEqualTo(5);
        assertThat(bins.worstRow(4)).isBetween(40, 49);
    }

    @Test
    void aNewSummaryChangesOnlyItsSlot() {
        addRows(100);
        bins.rescoreAll(rows, ALL, false);
        bins.relayout(10);
        assertThat(bins.worstRow(2)).isEqualTo(20);

        summarize(rows.get(23), CycleStatus.INTERRUPTED);
        bins.summarized(List.of(rows.get(23)), rows::indexOf, ALL);

        assertThat(bins.worstRow(2)).isEqualTo(23);
    }

    @Test
    void appendedRowsGetSlotsAndRowsHiddenByTheFiltersCountLess() {
        addRows(4);
        bins.rescoreAll(rows, ALL, false);
        bins.relayout(10);
        assertThat(bins.slots()).isEqualTo(4);

        addRows(2);
        summarize(rows.get(4), CycleStatus.CRASHED);
        RowFilter onlyCompleted = new RowFilter(null, Set.of(CycleStatus.COMPLETED), Set.of());
        summarize(rows.get(5), CycleStatus.COMPLETED);
        bins.appended(rows, 4, onlyCompleted);
        bins.relayout(10);

        assertThat(bins.slots()).isEqualTo(6);
        assertThat(bins.shown(4)).isFalse();
        assertThat(bins.shown(5)).isTrue();
        assertThat(bins.worstRow(4)).isEqualTo(4);
    }

    @Test
    void keepsEachRowsStatusAsScoredSoThatDrawingNeedNotReadTheRows() {
        addRows(6);
        bins.rescoreAll(rows, ALL, true);
        assertThat(bins.status(2)).isNull();

        summarize(rows.get(2), CycleStatus.INTERRUPTED);
        summarize(rows.get(3), CycleStatus.NO_CHANGE);
        bins.summarized(List.of(rows.get(2), rows.get(3)), rows::indexOf, ALL);
        addRows(2);
        summarize(rows.get(7), CycleStatus.MAX_ITERATIONS);
        bins.appended(rows, 6, ALL);

        assertThat(bins.status(2)).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(bins.status(3)).isEqualTo(CycleStatus.NO_CHANGE);
        assertThat(bins.status(6)).isNull();
        assertThat(bins.status(7)).isEqualTo(CycleStatus.MAX_ITERATIONS);
        summarize(rows.get(2), CycleStatus.COMPLETED);
        bins.rescoreAll(rows, ALL, false);
        assertThat(bins.status(2)).isEqualTo(CycleStatus.COMPLETED);
    }
}
