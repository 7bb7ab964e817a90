package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Computes unit summaries in the background and hands them to the UI thread in chunks: at most every
 * {@link #CHUNK_NANOS} or {@link #CHUNK_ROWS} rows, so 100,000 units cost a few hundred publications, not
 * 100,000. The UI thread takes a chunk in slices of {@link #UI_SLICE_NANOS} of its time: applying a row costs from
 * a fraction of a microsecond to tens of them when the collector has moved or remapped its memory since, so a whole
 * chunk of 1,000 rows took it from 1 to 37 ms (decision 0077).
 */
final class SummaryJobs {
    static final int CHUNK_ROWS = 1000;
    static final long CHUNK_NANOS = 120_000_000L;
    static final long UI_SLICE_NANOS = 4_000_000L;
    /** Files over this size (not parsed yet) put their unit after the others: see {@link #submitLarge}. */
    static final long LARGE_FILE_BYTES = 1_000_000L;

    /** Summaries of one chunk, paired with their rows, in the order computed. */
    record Chunk(List<UnitRow> rows, List<Unit> summaries, int epoch) {
        /** The rows after the first {@code applied}. */
        Chunk rest(int applied) {
            return new Chunk(rows.subList(applied, rows.size()), summaries.subList(applied, summaries.size()), epoch);
        }
    }

    /** What the UI thread does with a chunk. */
    interface Publisher {
        /**
         * Applies the chunk's rows from the first, in order, at least one and no more once {@code deadlineNanos}
         * (of {@link System#nanoTime()}) has passed; returns how many it applied. Called again with the rest.
         */
        int publish(Chunk chunk, long deadlineNanos);
    }

    private final TaskRunner runner;
    private final List<Cancellation> running = new ArrayList<>();
    /** Grows with each {@link #cancelAll}; a slice queued before the last one is dropped (UI thread only). */
    private int generation;

    SummaryJobs(TaskRunner runner) {
        this.runner = runner;
    }

    /**
     * Summarizes {@code targets} in the given order; {@code publish} runs on the UI thread. The list is the job's
     * from now on (not copied: the callers build it for this job and 100,000 rows are worth not copying).
     */
    void submit(UnitIndex index, List<UnitRow> targets, int epoch, Publisher publish, Consumer<Throwable> failed) {
        List<UnitRow> work = targets;
        int submittedIn = generation;
        track("summarize " + work.size() + " units", cancel -> {
            Map<UnitId, UnitRow> rows = byId(work);
            Chunk[] chunk = {new Chunk(new ArrayList<>(), new ArrayList<>(), epoch)};
            long[] since = {System.nanoTime()};
            List<UnitId> large = index.summarise(work.stream().map(UnitRow::id).toList(), LARGE_FILE_BYTES, cancel,
                    unit -> {
                        UnitRow row = rows.get(unit.id());
                        if (row == null) {
                            return;
                        }
                        chunk[0].rows().add(row);
                        chunk[0].summaries().add(unit);
                        if (chunk[0].rows().size() >= CHUNK_ROWS || System.nanoTime() - since[0] > CHUNK_NANOS) {
                            Chunk ready = chunk[0];
                            runner.onUiThread(() -> handOver(ready, submittedIn, publish));
                            chunk[0] = new Chunk(new ArrayList<>(), new ArrayList<>(), epoch);
                            since[0] = System.nanoTime();
                        }
                    });
            if (!large.isEmpty()) {
                List<UnitRow> deferred = large.stream().map(rows::get).toList();
                runner.onUiThread(() -> {
                    if (submittedIn == generation) {
                        submitLarge(index, deferred, epoch, publish, failed);
                    }
                });
            }
            return chunk[0];
        }, last -> handOver(last, submittedIn, publish), failed);
    }

    private static Map<UnitId, UnitRow> byId(List<UnitRow> rows) {
        Map<UnitId, UnitRow> byId = new HashMap<>(rows.size() * 2);
        for (UnitRow row : rows) {
            byId.put(row.id(), row);
        }
        return byId;
    }

    /**
     * On the UI thread: a slice of the chunk now, and the rest behind whatever else waits for the UI thread by
     * then (the operator's input, a pulse), unless the job was cancelled meanwhile.
     */
    private void handOver(Chunk chunk, int submittedIn, Publisher publish) {
        if (submittedIn != generation) {
            return;
        }
        int applied = publish.publish(chunk, System.nanoTime() + UI_SLICE_NANOS);
        if (applied < 1 && !chunk.rows().isEmpty()) {
            throw new IllegalStateException("a publisher applied none of " + chunk.rows().size() + " rows");
        }
        if (applied < chunk.rows().size()) {
            Chunk rest = chunk.rest(applied);
            runner.onUiThreadLater(() -> handOver(rest, submittedIn, publish));
        }
    }

    /**
     * The cycles with a large file, each summarised and published on its own once every other cycle of the
     * job has its status: one of them may take up to the parse deadline, and the list does not wait for it.
     */
    private void submitLarge(UnitIndex index, List<UnitRow> rows, int epoch, Publisher publish,
                             Consumer<Throwable> failed) {
        int submittedIn = generation;
        Map<UnitId, UnitRow> byId = byId(rows);
        this.<Chunk>track("summarize " + rows.size() + " units with large files", cancel -> {
            index.summarise(rows.stream().map(UnitRow::id).toList(), Long.MAX_VALUE, cancel, unit -> {
                UnitRow row = byId.get(unit.id());
                if (row != null) {
                    Chunk one = new Chunk(List.of(row), List.of(unit), epoch);
                    runner.onUiThread(() -> handOver(one, submittedIn, publish));
                }
            });
            return null;
        }, done -> { }, failed);
    }

    /** Runs {@code work}, keeping it in {@link #running} (for cancelAll) until it has ended either way. */
    private <T> void track(String name, TaskRunner.Work<T> work, Consumer<T> done, Consumer<Throwable> failed) {
        Cancellation[] self = new Cancellation[1];
        boolean[] finished = new boolean[1];
        Cancellation job = runner.submit(name, work, result -> {
            finished[0] = true;
            running.remove(self[0]);
            done.accept(result);
        }, error -> {
            finished[0] = true;
            running.remove(self[0]);
            failed.accept(error);
        });
        self[0] = job;
        if (!finished[0]) {
            running.add(job);
        }
    }

    /** Stops every job, and drops what they handed to the UI thread and it has not applied yet. */
    void cancelAll() {
        generation++;
        running.forEach(Cancellation::cancel);
        running.clear();
    }
}
