package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;

/** Summaries computed by several workers come out as one thread computes them: same values, oldest first. */
class ParallelSummariesTest {
    private static final int CYCLES = 300;

    @TempDir
    Path tmp;
    private Path root;

    @BeforeEach
    void writeScratchpad() throws IOException {
        root = tmp.resolve("agent");
        GeneratedScratchpad.write(root, CYCLES);
        try (Stream<Path> files = Files.walk(root)) {
            FileTime old = FileTime.from(Instant.now().minus(Duration.ofHours(1)));
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.setLastModifiedTime(p, old);
            }
        }
    }

    @Test
    void threeWorkersHandOutTheSameSummariesInTheSameOrderAsOne() throws IOException {
        Scratchpad pad = Scratchpad.open(root);
        List<CycleSummary> one = run(pad, 1);
        List<CycleSummary> three = run(pad, 3);

        assertThat(one).hasSize(pad.index().size()).hasSizeGreaterThan(ParallelSummaries.RUN * 3);
        assertThat(three).isEqualTo(one);
        assertThat(three).extracting(CycleSummary::id).isSorted();
    }

    @Test
    void scratchpadSummariesEqualTheAnalysisOfEachCycleOneByOne() throws IOException {
        Scratchpad pad = Scratchpad.open(root);
        List<CycleSummary> handed = new ArrayList<>();

        List<CycleSummary> all = pad.summaries(Cancellation.NONE, handed::add, () -> { });

        List<CycleSummary> oneByOne = new ArrayList<>();
        for (int i = 0; i < pad.index().size(); i++) {
            oneByOne.add(pad.analyze(i).summary());
        }
        assertThat(all).isEqualTo(oneByOne);
        assertThat(handed).isEqualTo(oneByOne);
    }

    @Test
    void aLaterRunFinishingFirstWaitsForTheEarlierOneAndTheCallerIsToldItWaits() {
        int size = ParallelSummaries.RUN * 4;
        AtomicInteger waits = new AtomicInteger();
        List<Integer> order = new ArrayList<>();

        ParallelSummaries.run(size, 2, (cursor, i) -> {
            if (i < ParallelSummaries.RUN) {
                pause(2); // the first run is the slowest
            }
            return summaryNumbered(i);
        }, () -> null, Cancellation.NONE, s -> order.add((int) s.id().packed()), waits::incrementAndGet);

        assertThat(order).hasSize(size).isSorted();
        assertThat(waits.get()).as("waits before a run not computed yet").isPositive();
    }

    @Test
    void aFailureInAWorkerReachesTheCallerAndNothingAfterItIsHandedOut() {
        List<Integer> handed = new ArrayList<>();
        int failing = ParallelSummaries.RUN * 2 + 5;

        assertThatThrownBy(() -> ParallelSummaries.run(ParallelSummaries.RUN * 5, 2, (cursor, i) -> {
            if (i == failing) {
                throw new IllegalStateException("cycle " + i + " failed");
            }
            return summaryNumbered(i);
        }, () -> null, Cancellation.NONE, s -> handed.add((int) s.id().packed()), () -> { }))
                .isInstanceOf(IllegalStateException.class).hasMessage("cycle " + failing + " failed");
        assertThat(handed).hasSize(ParallelSummaries.RUN * 2).isSorted();
    }

    @Test
    void aCancelStopsThePassWithACancellationException() {
        Cancellation cancel = new Cancellation();
        var threads = ConcurrentHashMap.<String>newKeySet();

        assertThatThrownBy(() -> ParallelSummaries.run(ParallelSummaries.RUN * 20, 2, (cursor, i) -> {
            threads.add(Thread.currentThread().getName());
            if (i == ParallelSummaries.RUN * 3) {
                cancel.cancel();
            }
            return summaryNumbered(i);
        }, () -> null, cancel, s -> { }, () -> { })).isInstanceOf(CancellationException.class);
        assertThat(threads).as("worker threads").isNotEmpty();
    }

    @Test
    void withTheCacheAChangedAfterMakesOnlyItsCycleAndTheNextOneBeReadAgain() throws IOException {
        SummaryCache cache = new SummaryCache(tmp.resolve("cache"), SummaryCache.DEFAULT_MAX_BYTES, line -> { });
        List<CycleSummary> first = Scratchpad.open(root).withSummaryCache(cache).summaries(Cancellation.NONE);
        Scratchpad unchanged = Scratchpad.open(root).withSummaryCache(cache);
        assertThat(unchanged.summaries(Cancellation.NONE)).isEqualTo(first);
        int readWhenUnchanged = unchanged.store().cachedCount();

        int i = plainCycleInTheMiddle(first);
        Path after = root.resolve("scratchpad").resolve(first.get(i).id() + "_after.yaml");
        Files.writeString(after, Files.readString(after) + "extra: 1\n");
        Files.setLastModifiedTime(after, FileTime.from(Instant.now().minus(Duration.ofMinutes(30))));
        Scratchpad changed = Scratchpad.open(root).withSummaryCache(cache);
        List<CycleSummary> second = changed.summaries(Cancellation.NONE);

        assertThat(second).isEqualTo(Scratchpad.open(root).summaries(Cancellation.NONE));
        // cycle i: its before, its after and the previous cycle's after (its baseline); cycle i + 1: its before and
        // after (its baseline is cycle i's after, read already); no other cycle
        assertThat(changed.store().cachedCount()).as("snapshots read").isEqualTo(readWhenUnchanged + 5);
    }

    private static int plainCycleInTheMiddle(List<CycleSummary> all) {
        for (int i = all.size() / 2; i < all.size() - 3; i++) {
            boolean plain = true;
            for (int j = i - 1; j <= i + 2; j++) {
                plain &= all.get(j).flags().isEmpty() && all.get(j).problems().isEmpty()
                        && all.get(j).status() == CycleStatus.COMPLETED;
            }
            if (plain) {
                return i;
            }
        }
        throw new AssertionError("no four plain completed cycles in a row");
    }

    private static List<CycleSummary> run(Scratchpad pad, int workers) {
        List<CycleSummary> out = new ArrayList<>();
        ParallelSummaries.run(pad.index().size(), workers, (cursor, i) -> pad.analyze(i).summary(), () -> null,
                Cancellation.NONE, out::add, () -> { });
        return out;
    }

    private static CycleSummary summaryNumbered(int i) {
        return new CycleSummary(new CycleId(i), CycleStatus.COMPLETED, java.util.Set.of(), 0, 0, -1, List.of());
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
