package org.scratchpadinspector.ui.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

class FirstSelectionTest {
    private final List<UnitRow> rows = new ArrayList<>();
    private final FirstSelection selection = new FirstSelection();

    @Test
    void picksTheNewestFailingCycleWhateverOrderTheSummariesArriveIn() {
        opened(5);
        summarize(4, TestUnits.COMPLETED);
        summarize(1, TestUnits.CRASHED);
        summarize(3, TestUnits.INTERRUPTED);
        summarize(2, TestUnits.MAX_ITERATIONS);
        summarize(0, TestUnits.COMPLETED);

        assertEquals(rows.get(3).id(), pick());
    }

    @Test
    void picksTheNewestCycleWhenNoneFails() {
        opened(4);
        for (int i = 0; i < 4; i++) {
            summarize(i, TestUnits.COMPLETED);
        }

        assertEquals(rows.get(3).id(), pick());
    }

    @Test
    void walksTheRowsWhenTheNewestFailingCycleWasSummarizedAgainAsHealthy() {
        opened(4);
        summarize(1, TestUnits.CRASHED);
        summarize(2, TestUnits.CRASHED);
        summarize(2, TestUnits.COMPLETED);

        assertEquals(rows.get(1).id(), pick());
    }

    @Test
    void walksTheRowsWhenTheNewestFailingCycleLeftTheList() {
        opened(4);
        summarize(1, TestUnits.CRASHED);
        summarize(2, TestUnits.CRASHED);
        rows.remove(2);

        assertEquals(rows.get(1).id(), pick());
    }

    @Test
    void choosesOnceAndOnlyForAnOpenedDirectory() {
        opened(2);
        assertTrue(selection.armed());
        pick();
        assertFalse(selection.armed());

        selection.arm(false);
        assertFalse(selection.armed());
    }

    private void opened(int n) {
        for (int i = 0; i < n; i++) {
            rows.add(new UnitRow(UnitId.of(String.format("20260401_1000%02d", i))));
        }
        selection.arm(true);
    }

    private void summarize(int i, UnitStatus status) {
        UnitRow row = rows.get(i);
        TestUnits.summarize(row, status);
        selection.summarized(row);
    }

    private UnitId pick() {
        return selection.pick(rows, id -> rows.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null));
    }
}
