package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.model.Cancellation;

/**
 * Summarises the cycles of an index on every core and hands the summaries out in order, oldest first, on the
 * calling thread. The cycles are cut into runs of consecutive cycles (a run stamps each file once and reuses it as
 * the next cycle's baseline, as one pass would); a few runs per worker are in flight ahead of the one being handed
 * out, so memory stays bounded whatever the size of the directory.
 */
@org.scratchpadinspector.model.OwnsThreads("a pool of one core each, for the length of one listing")
final class ParallelSummaries {
    /** Cycles per run: enough to make a task worth its hand-over, few enough that the first rows come at once. */
    static final int RUN = 64;
    private static final int RUNS_AHEAD_PER_WORKER = 4;

    /** Cycle {@code i}'s summary, through a cursor that the same thread used for {@code i - 1} (or a fresh one). */
    interface Summarizer {
        CycleSummary summarize(SummaryCacheSession.Cursor cursor, int i);
    }

    private ParallelSummaries() {
    }

    /** Files on another machine: each read waits for its round trips, so many are in flight at once. */
    static final int REMOTE_WORKERS = 8;

    /** How many threads summarise: one per core, at least one. */
    static int workers() {
        return Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /** {@link #workers()} for a local directory; for one on another machine, {@link #REMOTE_WORKERS} at least. */
    static int workers(Path directory) {
        return Locations.isLocal(directory) ? workers() : Math.max(workers(), REMOTE_WORKERS);
    }

    /**
     * Hands {@code ready} the summary of every cycle {@code 0 .. size - 1} in order; {@code waiting} runs whenever
     * the next summary is not computed yet (a printer flushes there, so that a reader sees every row so far while a
     * slow file is parsed).
     */
    static void run(int size, int workers, Summarizer summarizer, Supplier<SummaryCacheSession.Cursor> cursors,
                    Cancellation cancel, Consumer<CycleSummary> ready, Runnable waiting) {
        if (workers <= 1 || size <= RUN) {
            SummaryCacheSession.Cursor cursor = cursors.get();
            for (int i = 0; i < size; i++) {
                cancel.check();
                ready.accept(summarizer.summarize(cursor, i));
                waiting.run();
            }
            return;
        }
        ForkJoinPool pool = new ForkJoinPool(workers);
        try {
            ArrayDeque<Future<CycleSummary[]>> inFlight = new ArrayDeque<>();
            int next = 0;
            while (next < size || !inFlight.isEmpty()) {
                while (next < size && inFlight.size() < workers * RUNS_AHEAD_PER_WORKER) {
                    int from = next;
                    int to = Math.min(size, from + RUN);
                    // a CompletableFuture hands back the worker's own exception (a ForkJoinTask would wrap a copy of it)
                    inFlight.add(CompletableFuture.supplyAsync(
                            () -> summarizeRun(from, to, summarizer, cursors.get(), cancel), pool));
                    next = to;
                }
                Future<CycleSummary[]> head = inFlight.poll();
                if (!head.isDone()) {
                    waiting.run();
                }
                for (CycleSummary summary : await(head)) {
                    ready.accept(summary);
                }
                cancel.check();
            }
        } finally {
            pool.shutdownNow(); // after a failure or a cancel, the runs not started yet are dropped
        }
    }

    private static CycleSummary[] summarizeRun(int from, int to, Summarizer summarizer,
                                               SummaryCacheSession.Cursor cursor, Cancellation cancel) {
        CycleSummary[] out = new CycleSummary[to - from];
        for (int i = from; i < to; i++) {
            cancel.check();
            out[i - from] = summarizer.summarize(cursor, i);
        }
        return out;
    }

    private static CycleSummary[] await(Future<CycleSummary[]> run) {
        try {
            return run.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
