package org.scratchpadinspector.ui.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.TaskRunner;

/** How summaries reach the UI thread: a chunk in slices that end at their deadline, the rest behind other UI work. */
class SummaryJobsTest {
    private static final int CYCLES = 30;

    /** Work runs at once in the caller; whatever is meant for the UI thread waits in a queue the test runs. */
    private static final class QueuedUiRunner implements TaskRunner {
        final ArrayDeque<Runnable> ui = new ArrayDeque<>();

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            Cancellation cancel = new Cancellation();
            try {
                T result = work.run(cancel);
                ui.add(() -> onSuccess.accept(result));
            } catch (Exception e) {
                ui.add(() -> onFailure.accept(e));
            }
            return cancel;
        }

        @Override
        public void onUiThread(Runnable action) {
            ui.add(action);
        }

        @Override
        public void onUiThreadLater(Runnable action) {
            ui.add(action);
        }
    }

    /** Applies rows one by one, each taking a millisecond, until the deadline has passed; logs what it did. */
    private static final class SlowPublisher implements SummaryJobs.Publisher {
        final List<String> log;
        final List<UnitRow> applied = new ArrayList<>();

        SlowPublisher(List<String> log) {
            this.log = log;
        }

        @Override
        public int publish(SummaryJobs.Chunk chunk, long deadlineNanos) {
            int n = 0;
            while (n < chunk.rows().size() && (n == 0 || System.nanoTime() - deadlineNanos < 0)) {
                chunk.rows().get(n).setSummary(chunk.summaries().get(n));
                applied.add(chunk.rows().get(n));
                n++;
                sleepAMillisecond();
            }
            log.add("slice of " + n);
            return n;
        }
    }

    private final QueuedUiRunner runner = new QueuedUiRunner();
    private final SummaryJobs jobs = new SummaryJobs(runner);
    private final List<String> log = new ArrayList<>();
    private final SlowPublisher publisher = new SlowPublisher(log);

    @Test
    void aChunkReachesTheUiThreadInSlicesThatEndAtTheirDeadlineWithOtherUiWorkBetween(@TempDir Path dir)
            throws IOException {
        List<UnitRow> rows = submitted(dir);
        int[] appliedAtTheClick = {-1};
        runner.ui.add(() -> appliedAtTheClick[0] = publisher.applied.size());

        runAllUiWork();

        List<String> slices = log.stream().filter(s -> s.startsWith("slice")).toList();
        assertTrue(slices.size() > 1, "one chunk of " + CYCLES + " rows at a millisecond each takes several slices: " + log);
        for (String slice : slices) {
            int n = Integer.parseInt(slice.substring("slice of ".length()));
            assertTrue(n >= 1 && n <= 1 + SummaryJobs.UI_SLICE_NANOS / 1_000_000L, "a slice stops at its deadline: " + log);
        }
        assertTrue(appliedAtTheClick[0] > 0 && appliedAtTheClick[0] < CYCLES,
                "the operator's click, queued behind the chunk, ran between its slices: " + appliedAtTheClick[0]);
        assertEquals(rows, publisher.applied, "every row once, in order");
        assertTrue(rows.stream().noneMatch(UnitRow::isPending));
    }

    @Test
    void cancellingTheJobsDropsTheSlicesNotAppliedYet(@TempDir Path dir) throws IOException {
        List<UnitRow> rows = submitted(dir);
        runner.ui.poll().run();
        int appliedBeforeCancel = publisher.applied.size();

        jobs.cancelAll();
        runAllUiWork();

        assertTrue(appliedBeforeCancel < CYCLES);
        assertEquals(appliedBeforeCancel, publisher.applied.size());
        assertTrue(rows.get(CYCLES - 1).isPending());
    }

    private List<UnitRow> submitted(Path dir) throws IOException {
        List<UnitRow> rows = new ArrayList<>();
        for (int i = 0; i < CYCLES; i++) {
            String id = String.format("20260101_00%02d00", i);
            Files.writeString(dir.resolve(id + "_before.yaml"), "goals: []\ncurrent_task: a\nnotes: ''\n");
            Files.writeString(dir.resolve(id + "_after.yaml"), "goals: []\ncurrent_task: b\nnotes: ''\n");
            rows.add(new UnitRow(org.scratchpadinspector.model.UnitId.of(id)));
        }
        var source = CycleSources.sourceOf(Scratchpad.open(dir));
        jobs.submit(source.facet(org.scratchpadinspector.model.UnitIndex.class).orElseThrow(), new ArrayList<>(rows), 0,
                publisher, error -> log.add("failed: " + error));
        return rows;
    }

    private void runAllUiWork() {
        for (Runnable next = runner.ui.poll(); next != null; next = runner.ui.poll()) {
            next.run();
        }
    }

    private static void sleepAMillisecond() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
