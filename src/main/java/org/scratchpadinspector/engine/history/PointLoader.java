package org.scratchpadinspector.engine.history;

import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.OwnsThreads;
import org.scratchpadinspector.model.UnitState;

/**
 * Loads a history's points on every core and hands the states out in order on the calling thread. A few runs of
 * points per worker are loaded ahead of the one handed out, so memory stays bounded whatever the run's length;
 * a short history is loaded on the calling thread.
 */
@OwnsThreads("a pool of one core each, for the length of one walk")
final class PointLoader {
    /** Points per task: enough to make a hand-over worth it, few enough that the first states come at once. */
    static final int RUN = 32;
    private static final int RUNS_AHEAD_PER_WORKER = 4;

    private PointLoader() {
    }

    static void load(History history, List<HistoryPoint> points, Cancellation cancel,
                     BiConsumer<Integer, UnitState> each) {
        int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
        if (workers == 1 || points.size() <= RUN) {
            for (int i = 0; i < points.size(); i++) {
                cancel.check();
                each.accept(i, history.loadValue(points.get(i), cancel));
            }
            return;
        }
        ForkJoinPool pool = new ForkJoinPool(workers);
        try {
            ArrayDeque<Future<UnitState[]>> inFlight = new ArrayDeque<>();
            int next = 0;
            int handed = 0;
            while (next < points.size() || !inFlight.isEmpty()) {
                while (next < points.size() && inFlight.size() < workers * RUNS_AHEAD_PER_WORKER) {
                    int from = next;
                    int to = Math.min(points.size(), from + RUN);
                    inFlight.add(CompletableFuture.supplyAsync(() -> loadRun(history, points, from, to, cancel), pool));
                    next = to;
                }
                for (UnitState state : await(inFlight.poll())) {
                    each.accept(handed++, state);
                }
                cancel.check();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static UnitState[] loadRun(History history, List<HistoryPoint> points, int from, int to,
                                       Cancellation cancel) {
        UnitState[] out = new UnitState[to - from];
        for (int i = from; i < to; i++) {
            cancel.check();
            out[i - from] = history.loadValue(points.get(i), cancel);
        }
        return out;
    }

    private static UnitState[] await(Future<UnitState[]> run) {
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
