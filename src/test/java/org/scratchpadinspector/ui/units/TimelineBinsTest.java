package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitStatus;

class TimelineBinsTest {
    private static final RowFilter ALL = new RowFilter(null, false, Set.of(), Set.of());
    private final List<UnitRow> rows = new ArrayList<>();
    private final TimelineBins bins = new TimelineBins();

    private void addRows(int n) {
        for (int i = rows.size(), end = rows.size() + n; i < end; i++) {
            rows.add(TestUnits.row(i));
        }
    }

    private static void summarize(UnitRow row, UnitStatus status) {
        TestUnits.summarize(row, status);
    }

    @Test
    void eachSlotShowsItsWorstRow() {
        addRows(100);
        rows.forEach(r -> summarize(r, TestUnits.COMPLETED));
        summarize(rows.get(57), TestUnits.CRASHED);
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

        summarize(rows.get(23), TestUnits.INTERRUPTED);
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
        summarize(rows.get(4), TestUnits.CRASHED);
        RowFilter onlyCompleted = new RowFilter(null, false, Set.of("completed"), Set.of());
        summarize(rows.get(5), TestUnits.COMPLETED);
        bins.appended(rows, 4, onlyCompleted);
        bins.relayout(10);

        assertThat(bins.slots()).isEqualTo(6);
        assertThat(bins.shown(4)).isFalse();
        assertThat(bins.shown(5)).isTrue();
        assertThat(bins.worstRow(4)).isEqualTo(4);
    }

    @Test
    void keepsEachRowsSeverityAsScoredSoThatDrawingNeedNotReadTheRows() {
        addRows(6);
        bins.rescoreAll(rows, ALL, true);
        assertThat(bins.severity(2)).isNull();

        summarize(rows.get(2), TestUnits.INTERRUPTED);
        summarize(rows.get(3), TestUnits.NO_CHANGE);
        bins.summarized(List.of(rows.get(2), rows.get(3)), rows::indexOf, ALL);
        addRows(2);
        summarize(rows.get(7), TestUnits.MAX_ITERATIONS);
        bins.appended(rows, 6, ALL);

        assertThat(bins.severity(2)).isEqualTo(Severity.FAILURE);
        assertThat(bins.severity(3)).isEqualTo(Severity.OK);
        assertThat(bins.severity(6)).isNull();
        assertThat(bins.severity(7)).isEqualTo(Severity.FAILURE);
        summarize(rows.get(2), TestUnits.COMPLETED);
        bins.rescoreAll(rows, ALL, false);
        assertThat(bins.severity(2)).isEqualTo(Severity.OK);
    }
}
