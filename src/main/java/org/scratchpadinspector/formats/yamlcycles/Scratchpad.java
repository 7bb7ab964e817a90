package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * An opened scratchpad directory: its location, the name-only cycle index and lazy, cached access to
 * snapshots and per-cycle analyses. Nothing here ever writes into the agent's directory (a {@link SummaryCache}
 * writes only in the user's cache folder).
 */
public final class Scratchpad {
    private final ScratchpadLocation location;
    private final SnapshotStore store;
    private final CycleAnalyzer analyzer;
    private final Liveness liveness = new Liveness();
    private volatile CycleIndex index;
    private volatile SummaryCache summaryCache = SummaryCache.DISABLED;

    private Scratchpad(ScratchpadLocation location, SnapshotStore store, CycleIndex index) {
        this.location = location;
        this.store = store;
        this.analyzer = new CycleAnalyzer(location, store, liveness);
        this.index = index;
    }

    /** Opens {@code dir} (the scratchpad itself or the agent root holding {@code scratchpad/}). */
    public static Scratchpad open(Path dir) throws IOException {
        return open(dir, new SnapshotStore(), Cancellation.NONE, n -> { });
    }

    public static Scratchpad open(Path dir, SnapshotStore store, Cancellation cancel, IntConsumer progress)
            throws IOException {
        ScratchpadLocation location = ScratchpadLocation.resolve(dir);
        return new Scratchpad(location, store, CycleIndex.scan(location, cancel, progress));
    }

    /** Lists the directory again; snapshots stay cached by size and mtime. */
    public CycleIndex rescan(Cancellation cancel, IntConsumer progress) throws IOException {
        index = CycleIndex.scan(location, cancel, progress);
        return index;
    }

    /**
     * Lets {@link #summaries} reuse the summaries of unchanged cycles kept in {@code cache} (outside the agent's
     * directory) and keep the new ones there; off ({@link SummaryCache#DISABLED}) unless set.
     */
    public Scratchpad withSummaryCache(SummaryCache cache) {
        summaryCache = cache;
        return this;
    }

    public ScratchpadLocation location() {
        return location;
    }

    public CycleIndex index() {
        return index;
    }

    /** The running / interrupted rule of this directory: its stale limit and what an attached client knows. */
    public Liveness liveness() {
        return liveness;
    }

    public SnapshotStore store() {
        return store;
    }

    public CycleAnalysis analyze(int i) {
        return analyzer.analyze(index, i);
    }

    /** The analysis of {@code id}, or null when the index holds no such cycle. */
    public CycleAnalysis analyze(CycleId id) {
        CycleIndex current = index;
        int i = current.indexOf(id);
        return i < 0 ? null : analyzer.analyze(current, i);
    }

    public List<CycleSummary> summaries(Cancellation cancel) {
        return summaries(cancel, summary -> { });
    }

    /** Every cycle's summary, oldest first, each handed to {@code ready} as soon as it is computed. */
    public List<CycleSummary> summaries(Cancellation cancel, Consumer<CycleSummary> ready) {
        return summaries(cancel, ready, () -> { });
    }

    /**
     * Every cycle's summary, oldest first, computed on every core and handed to {@code ready} in order on the
     * calling thread; {@code waiting} runs on that thread whenever the next summary is not computed yet (a printer
     * flushes what it has there).
     */
    public List<CycleSummary> summaries(Cancellation cancel, Consumer<CycleSummary> ready, Runnable waiting) {
        CycleIndex current = index;
        SummaryCacheSession session = summaryCache.open(location, current);
        List<CycleSummary> result = new ArrayList<>(current.size());
        ParallelSummaries.run(current.size(), ParallelSummaries.workers(location.directory()),
                (cursor, i) -> summary(current, cursor, i), session::cursor, cancel, summary -> {
                    result.add(summary);
                    ready.accept(summary);
                }, waiting);
        session.finish();
        return result;
    }

    private CycleSummary summary(CycleIndex current, SummaryCacheSession.Cursor cached, int i) {
        CycleSummary summary = cached.cached(i);
        if (summary != null && current.has(i, CycleIndex.BEFORE) && !current.has(i, CycleIndex.AFTER)) {
            // running or interrupted depends on the clock and the agent: judged now, never taken from the cache
            Liveness.Verdict verdict = liveness.judge(location, current, i);
            summary = new CycleSummary(summary.id(), verdict.status(), summary.flags(), summary.toolCalls(),
                    summary.parseErrors(), summary.iterations(), summary.problems(), verdict.reason());
        }
        if (summary == null) {
            CycleAnalysis analysis = analyzer.analyze(current, i, cached.previousFiles(i), cached.cycleFiles(i));
            cached.computed(i, analysis);
            summary = analysis.summary();
        }
        return summary;
    }

    public Snapshot snapshot(CycleId id, Side side) {
        return store.read(location.snapshot(id, side));
    }

    public Snapshot active() {
        return store.read(location.active());
    }
}
