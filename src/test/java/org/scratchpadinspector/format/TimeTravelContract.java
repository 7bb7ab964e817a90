package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;

/**
 * What every source offering {@link TimeTravel} promises the window and the command line, run against a sample of
 * its format with at least one unit that has every state a restore offers: the states it names are its History's,
 * each restores to a preview without writing, what a restore writes is named in one line, and a fork says where it
 * came from. Each provider of the facet has a test that extends this.
 */
public abstract class TimeTravelContract {
    /** A source over a copy of a sample; its directory may be forked from (the fork goes elsewhere). */
    protected abstract MemorySource source() throws Exception;

    /** A directory outside the source that does not exist yet, for a fork. */
    protected abstract Path forkDestination();

    /** Whether this format's fork leaves a record naming its source ({@link TimeTravel#forkedFrom()}). */
    protected boolean forkRecordsItsSource() {
        return true;
    }

    /** The fork at {@code dir}, opened as the window opens a directory. */
    protected MemorySource open(Path dir) throws Exception {
        return Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE);
    }

    private static TimeTravel travel(MemorySource source) {
        return source.facet(TimeTravel.class).orElseThrow(() -> new AssertionError("no TimeTravel facet"));
    }

    /** The points of every unit that has every state a restore offers, oldest unit first. */
    private List<List<HistoryPoint>> withEveryState(MemorySource source) {
        History history = source.facet(History.class).orElseThrow(() -> new AssertionError("no History facet"));
        List<String> states = travel(source).restoredStates();
        Map<UnitId, List<HistoryPoint>> byUnit = new LinkedHashMap<>();
        for (HistoryPoint p : history.points(Cancellation.NONE)) {
            if (p.unit() != null && states.contains(p.state())) {
                byUnit.computeIfAbsent(p.unit(), u -> new ArrayList<>()).add(p);
            }
        }
        List<List<HistoryPoint>> complete = byUnit.values().stream().filter(ps -> ps.size() == states.size()).toList();
        assertThat(complete).as("a unit with every state of %s", states).isNotEmpty();
        return complete;
    }

    /**
     * Every restorable state of a unit that has them all restores to a preview, or is refused in one line (a run with
     * no saved state to restore into); at least one restores. Nothing is written.
     */
    @Test
    void theStatesARestoreOffersAreTheHistorysAndEachRestoresToAPreviewWithoutWriting() throws Exception {
        MemorySource source = source();
        TimeTravel travel = travel(source);
        assertThat(travel.restoredStates()).isNotEmpty().doesNotHaveDuplicates();
        Map<Path, byte[]> before = files(source.directory());
        int previews = 0;

        for (List<HistoryPoint> unit : withEveryState(source)) {
            for (HistoryPoint point : unit) {
                EditPreview preview;
                try {
                    preview = travel.restore(point);
                } catch (IllegalArgumentException refused) {
                    assertThat(refused.getMessage()).as(point.label()).isNotBlank().doesNotContain("\n");
                    continue;
                }
                assertThat(preview.target()).as(point.label()).isNotNull();
                assertThat(preview.newText()).as(point.label()).isNotNull();
                previews++;
            }
        }

        assertThat(previews).as("restorable states").isPositive();
        assertThat(files(source.directory())).as("restoring plans only").containsOnlyKeys(before.keySet())
                .allSatisfy((file, bytes) -> assertThat(bytes).as(file.toString()).isEqualTo(before.get(file)));
    }

    @Test
    void whatARestoreWritesIsNamedInOneLine() throws Exception {
        String target = travel(source()).restoresAs();

        assertThat(target).isNotBlank().doesNotContain("\n");
    }

    @Test
    void aRunThatIsNoForkSaysSoAndItsForkNamesItsSource() throws Exception {
        MemorySource source = source();
        TimeTravel travel = travel(source);
        assertThat(travel.forkedFrom()).isEmpty();
        List<List<HistoryPoint>> complete = withEveryState(source);
        UnitId unit = complete.get(complete.size() - 1).get(0).unit();
        Path destination = forkDestination();

        travel.fork(unit, destination);

        Optional<Path> from = travel(open(destination)).forkedFrom();
        if (!forkRecordsItsSource()) {
            assertThat(from).isEmpty();
            return;
        }
        Path here = source.directory().toAbsolutePath().normalize();
        assertThat(from).hasValueSatisfying(path -> {
            Path named = path.toAbsolutePath().normalize();
            assertThat(named.startsWith(here) || here.startsWith(named)).as("%s names %s", named, here).isTrue();
        });
    }

    private static Map<Path, byte[]> files(Path dir) throws IOException {
        Map<Path, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                files.put(dir.relativize(file), Files.readAllBytes(file));
            }
        }
        return files;
    }
}
