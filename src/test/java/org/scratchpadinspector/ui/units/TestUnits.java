package org.scratchpadinspector.ui.units;

import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/** Units and rows made by hand for the list's tests: a cycle-shaped id per number, a status in words. */
final class TestUnits {
    static final UnitStatus COMPLETED = UnitStatus.of("completed", Severity.OK);
    static final UnitStatus NO_CHANGE = UnitStatus.of("no_change", Severity.OK);
    static final UnitStatus RUNNING = UnitStatus.of("running", Severity.NOTICE);
    static final UnitStatus CRASHED = UnitStatus.of("crashed", Severity.FAILURE);
    static final UnitStatus INTERRUPTED = UnitStatus.of("interrupted", Severity.FAILURE);
    static final UnitStatus MAX_ITERATIONS = UnitStatus.of("max_iterations", Severity.FAILURE);

    private TestUnits() {
    }

    /** The {@code i}-th id in time order: 20260401_000000, 20260401_000001 … */
    static UnitId id(int i) {
        return UnitId.of(String.format("20260401_%02d%02d%02d", i / 3600, i / 60 % 60, i % 60));
    }

    static UnitRow row(int i) {
        return new UnitRow(id(i));
    }

    static Unit unit(UnitId id, UnitStatus status, String... flags) {
        return new Unit("test", "cycle", id, status, List.of(flags), List.of(), Map.of("tool_calls", 1),
                List.of("before", "after"));
    }

    static void summarize(UnitRow row, UnitStatus status, String... flags) {
        row.setSummary(unit(row.id(), status, flags));
    }
}
