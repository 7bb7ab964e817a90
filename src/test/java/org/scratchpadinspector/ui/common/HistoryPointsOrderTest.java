package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;

/** A history in the order things happened, whose unit ids are not in that order (miniagent's random hex ids). */
class HistoryPointsOrderTest {
    private static HistoryPoint point(String unit, String state, HistoryPoint.Origin origin) {
        return new HistoryPoint(unit == null ? null : UnitId.of(unit), state, (unit == null ? "" : unit + ":") + state,
                origin, null, null);
    }

    private static final List<HistoryPoint> POINTS = List.of(
            point("f00d", "before", HistoryPoint.Origin.START), point("f00d", "after", HistoryPoint.Origin.AGENT),
            point("0bad", "before", HistoryPoint.Origin.BETWEEN_UNITS), point("0bad", "after", HistoryPoint.Origin.AGENT),
            point("7e57", "before", HistoryPoint.Origin.BETWEEN_UNITS), point("7e57", "after", HistoryPoint.Origin.AGENT),
            point(null, "now", HistoryPoint.Origin.PENDING));

    @Test
    void aUnitsOwnPointsAreFoundWhereverItsIdSortsAmongTheOthers() {
        assertThat(HistoryPoints.ofUnit(POINTS, UnitId.of("0bad"))).extracting(HistoryPoint::label)
                .containsExactly("0bad:before", "0bad:after");
        assertThat(HistoryPoints.ofUnit(POINTS, UnitId.of("f00d"))).extracting(HistoryPoint::label)
                .containsExactly("f00d:before", "f00d:after");
    }

    @Test
    void laterFinishedUnitsAreThoseAfterItInTheHistorysOrderNotInIdOrder() {
        assertThat(HistoryPoints.laterFinished(POINTS, UnitId.of("f00d"))).isEqualTo(2);
        assertThat(HistoryPoints.laterFinished(POINTS, UnitId.of("0bad"))).isEqualTo(1);
        assertThat(HistoryPoints.laterFinished(POINTS, UnitId.of("7e57"))).isZero();
    }
}
