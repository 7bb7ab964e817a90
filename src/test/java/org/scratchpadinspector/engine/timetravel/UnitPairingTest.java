package org.scratchpadinspector.engine.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

class UnitPairingTest {
    private static Unit unit(String kind, String id, Object... fields) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < fields.length; i += 2) {
            map.put((String) fields[i], fields[i + 1]);
        }
        return new Unit("fmt", kind, UnitId.of(id), UnitStatus.of("ok", Severity.OK), List.of(), List.of(), map,
                List.of("before", "after"));
    }

    private static Unit turn(String run, int n) {
        return unit("turn", run + "#" + n, "run", run, "turn", n);
    }

    private static List<String> pairs(UnitPairing.Result result) {
        return result.matches().stream()
                .map(m -> (m.a() == null ? "-" : m.a().id().text()) + "=" + (m.b() == null ? "-" : m.b().id().text()))
                .toList();
    }

    @Test
    void turnsOfOneRunOnEachSidePairByTurnNumberWithTheRunNameLeftOut() {
        UnitPairing.Result result = UnitPairing.pair(List.of(turn("runA", 1), turn("runA", 2), turn("runA", 3)),
                List.of(turn("runB", 2), turn("runB", 3), turn("runB", 4)));

        assertThat(result.refused()).isFalse();
        assertThat(pairs(result)).containsExactly("runA#1=-", "runA#2=runB#2", "runA#3=runB#3", "-=runB#4");
        assertThat(result.how()).singleElement().asString().contains("runA").contains("runB");
    }

    @Test
    void unitsWithRandomIdsThatShareNoneOfThemPairByPositionInOrder() {
        UnitPairing.Result result = UnitPairing.pair(
                List.of(unit("correction", "3ceb3ffd", "learner", "zoë"), unit("correction", "97b75092")),
                List.of(unit("correction", "aa11bb22"), unit("correction", "cc33dd44"), unit("correction", "ee55")));

        assertThat(pairs(result)).containsExactly("3ceb3ffd=aa11bb22", "97b75092=cc33dd44", "-=ee55");
        assertThat(result.how()).singleElement().asString().contains("by position");
    }

    @Test
    void eachKindPairsOnItsOwnSoTheStoreMeetsTheStore() {
        UnitPairing.Result result = UnitPairing.pair(
                List.of(unit("correction", "x1"), unit("store", "longterm")),
                List.of(unit("correction", "y1"), unit("store", "longterm")));

        assertThat(pairs(result)).containsExactly("x1=y1", "longterm=longterm");
    }

    @Test
    void sharedIdsPairByIdAndUnitsOnlyInBComeInBsOrderBetweenThePairs() {
        UnitPairing.Result result = UnitPairing.pair(
                List.of(unit("correction", "a"), unit("correction", "c")),
                List.of(unit("correction", "a"), unit("correction", "b"), unit("correction", "c"),
                        unit("correction", "d")));

        assertThat(pairs(result)).containsExactly("a=a", "-=b", "c=c", "-=d");
    }

    @Test
    void callsOfDifferentSessionsAreRefusedNamingBothSessions() {
        UnitPairing.Result result = UnitPairing.pair(
                List.of(unit("call", "auth#1", "session", "auth"), unit("call", "auth#2", "session", "auth")),
                List.of(unit("call", "flaky#1", "session", "flaky")));

        assertThat(result.refused()).isTrue();
        assertThat(result.refusal()).contains("sessions").contains("auth").contains("flaky").doesNotContain("\n");
    }

    @Test
    void callsOfTheSameSessionPairCallByCall() {
        UnitPairing.Result result = UnitPairing.pair(
                List.of(unit("call", "auth#1", "session", "auth"), unit("call", "auth#2", "session", "auth")),
                List.of(unit("call", "auth#1", "session", "auth")));

        assertThat(pairs(result)).containsExactly("auth#1=auth#1", "auth#2=-");
    }

    @Test
    void sessionUnitsWithNoIdInCommonAreRefusedAndWithOneInCommonPairByIt() {
        assertThat(UnitPairing.pair(List.of(unit("session", "4c1e")), List.of(unit("session", "9d5b"))).refusal())
                .startsWith("sessions are each one conversation").contains("4c1e").contains("9d5b");

        UnitPairing.Result shared = UnitPairing.pair(List.of(unit("session", "4c1e"), unit("session", "7a02")),
                List.of(unit("session", "4c1e")));
        assertThat(pairs(shared)).containsExactly("4c1e=4c1e", "7a02=-");
    }

    @Test
    void foldersOfSeveralRunsPairWholeIdsAndRefuseWhenNoRunIsInBoth() {
        List<Unit> a = Arrays.asList(turn("python-help", 1), turn("trip-notes", 1));
        assertThat(pairs(UnitPairing.pair(a, List.of(turn("python-help", 1), turn("python-help", 2)))))
                .containsExactly("python-help#1=python-help#1", "trip-notes#1=-", "-=python-help#2");

        UnitPairing.Result none = UnitPairing.pair(a, List.of(turn("other", 1), turn("more", 1)));
        assertThat(none.refused()).isTrue();
        assertThat(none.refusal()).contains("share no id").contains("one folder of each");
    }
}
