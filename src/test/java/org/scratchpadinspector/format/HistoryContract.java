package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.Churn;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * What every source offering {@link History} promises, run against a sample of its format whose run changes at
 * least one top-level field. Each provider of the facet has a test that extends this.
 */
public abstract class HistoryContract {
    /** A source over a sample with at least two units, whose run changes some top-level field; only read. */
    protected abstract MemorySource source() throws Exception;

    protected History history() throws Exception {
        return source().facet(History.class).orElseThrow(() -> new AssertionError("no History facet"));
    }

    @Test
    void everyRunStartsWithAStartPointAndAUnitsOwnChangeFollowsAPointOfThatUnit() throws Exception {
        List<HistoryPoint> points = history().points(Cancellation.NONE);

        assertThat(points).hasSizeGreaterThanOrEqualTo(2);
        assertThat(points.get(0).origin()).isEqualTo(HistoryPoint.Origin.START);
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).origin() == HistoryPoint.Origin.AGENT) {
                assertThat(points.get(i).unit()).as("the unit of %s", points.get(i).label()).isNotNull();
            }
            if (points.get(i).origin() == HistoryPoint.Origin.PENDING) {
                assertThat(points.get(i).unit()).as("the memory now belongs to no unit").isNull();
            }
        }
    }

    @Test
    void everyPointNamesAUnitTheSourceListsAndHasItsOwnLabel() throws Exception {
        Set<UnitId> listed = new HashSet<>(source().units().stream().map(Unit::id).toList());
        List<HistoryPoint> points = history().points(Cancellation.NONE);
        Set<String> labels = new HashSet<>();
        for (HistoryPoint p : points) {
            if (p.unit() != null) {
                assertThat(listed).as("units listed by the source").contains(p.unit());
            }
            assertThat(p.label()).isNotBlank();
            assertThat(labels.add(p.label())).as("label %s is unique", p.label()).isTrue();
        }
    }

    @Test
    void everyPointLoadsAsAStateOfItsNameWithAParsedValueOrItsProblems() throws Exception {
        History history = history();
        for (HistoryPoint p : history.points(Cancellation.NONE)) {
            UnitState state = history.load(p, Cancellation.NONE);
            assertThat(state.name()).isEqualTo(p.state());
            if (state.readable()) {
                assertThat(state.value()).as("the parsed value of %s", p.label()).isNotNull();
            } else {
                assertThat(state.problems()).allSatisfy(line -> assertThat(line).isNotBlank());
            }
        }
    }

    /** The window lists the points once and loads them later through the facet it asks the source for then. */
    @Test
    void aPointListedOnceLoadsTheSameStateThroughTheFacetAskedForAgain() throws Exception {
        MemorySource source = source();
        History lister = source.facet(History.class).orElseThrow();
        List<HistoryPoint> points = lister.points(Cancellation.NONE);
        History loader = source.facet(History.class).orElseThrow();
        for (HistoryPoint p : points) {
            UnitState listed = lister.load(p, Cancellation.NONE);
            UnitState loaded = loader.load(p, Cancellation.NONE);
            assertThat(loaded.text()).as("the text of %s", p.label()).isEqualTo(listed.text());
            assertThat(loaded.problems()).as("the problems of %s", p.label()).isEqualTo(listed.problems());
        }
    }

    @Test
    void walkingTheHistoryWritesNothing() throws Exception {
        MemorySource source = source();
        Map<String, Long> before = tree(source.directory());
        History history = source.facet(History.class).orElseThrow();
        history.points(Cancellation.NONE).forEach(p -> history.load(p, Cancellation.NONE));
        Churn.of(history, JournalAttribution.none(), Cancellation.NONE);

        assertThat(tree(source.directory())).isEqualTo(before);
    }

    @Test
    void blameFindsTheChangeBetweenTwoConsecutiveReadableStatesAtTheLaterPoint() throws Exception {
        History history = history();
        List<HistoryPoint> points = history.points(Cancellation.NONE);
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).origin() == HistoryPoint.Origin.START) {
                continue;
            }
            UnitState a = history.load(points.get(i - 1), Cancellation.NONE);
            UnitState b = history.load(points.get(i), Cancellation.NONE);
            if (!a.readable() || !b.readable() || !(b.value() instanceof Map<?, ?> after)) {
                continue;
            }
            for (Object key : after.keySet()) {
                FieldPath path = FieldPath.key(String.valueOf(key));
                if (!Blame.same(path.lookup(a.value()), path.lookup(b.value()))) {
                    HistoryPoint at = points.get(i);
                    Blame.Report report = Blame.of(history, JournalAttribution.none(), path, Cancellation.NONE);
                    assertThat(report.changes()).as("changes of %s", path)
                            .anySatisfy(c -> assertThat(c.point()).isEqualTo(at));
                    return;
                }
            }
        }
        throw new AssertionError("the sample's run changes no top-level field: give a sample that does");
    }

    @Test
    void churnCountsTheUnitsOfThePointsAndNamesItsUnitKind() throws Exception {
        History history = history();
        Set<UnitId> units = new HashSet<>();
        history.points(Cancellation.NONE).forEach(p -> {
            if (p.unit() != null) {
                units.add(p.unit());
            }
        });

        Churn.Report report = Churn.of(history, JournalAttribution.none(), Cancellation.NONE);

        assertThat(report.units()).isEqualTo(units.size());
        assertThat(report.sections()).isNotEmpty();
        assertThat(history.unitKind()).matches("[a-z]+");
    }

    private static Map<String, Long> tree(Path dir) throws IOException {
        Map<String, Long> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted().toList()) {
                files.put(dir.relativize(p).toString(), Files.isRegularFile(p) ? Files.size(p) + Files.getLastModifiedTime(p).toMillis() : -1L);
            }
        }
        return files;
    }
}
