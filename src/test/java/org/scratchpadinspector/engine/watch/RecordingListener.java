package org.scratchpadinspector.engine.watch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** Records every callback, in order, with the name of the thread that made it. */
class RecordingListener implements DirectoryWatcher.Listener {
    static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** One callback: a batch, or a status with its message. */
    record Callback(ChangeBatch batch, WatcherStatus status, String message, String threadName) {
        boolean isBatch() {
            return batch != null;
        }
    }

    private final BlockingQueue<Callback> callbacks = new LinkedBlockingQueue<>();
    private final List<Callback> all = new ArrayList<>();

    @Override
    public void onChanges(ChangeBatch batch) {
        callbacks.add(new Callback(batch, null, null, Thread.currentThread().getName()));
    }

    @Override
    public void onStatus(WatcherStatus status, String message) {
        callbacks.add(new Callback(null, status, message, Thread.currentThread().getName()));
    }

    /** Waits for the next callback that matches, and returns it; the ones skipped stay in {@link #seen()}. */
    Callback await(String what, Predicate<Callback> matches) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            Callback next = callbacks.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (next == null) {
                fail("no callback " + what + " within " + TIMEOUT + "; seen: " + seen());
            }
            all.add(next);
            if (matches.test(next)) {
                return next;
            }
        }
    }

    Callback awaitStatus(WatcherStatus status) throws InterruptedException {
        return await("with status " + status, c -> c.status() == status);
    }

    ChangeBatch awaitBatch() throws InterruptedException {
        return await("with a batch", Callback::isBatch).batch();
    }

    ChangeBatch awaitBatchNaming(String name) throws InterruptedException {
        return await("naming " + name, c -> c.isBatch() && c.batch().changedNames().contains(name)).batch();
    }

    /** Collects whatever arrives during {@code period}. */
    List<Callback> collectFor(Duration period) throws InterruptedException {
        List<Callback> collected = new ArrayList<>();
        long deadline = System.nanoTime() + period.toNanos();
        long left;
        while ((left = deadline - System.nanoTime()) > 0) {
            Callback next = callbacks.poll(left, TimeUnit.NANOSECONDS);
            if (next != null) {
                collected.add(next);
                all.add(next);
            }
        }
        return collected;
    }

    List<Callback> seen() {
        List<Callback> snapshot = new ArrayList<>(all);
        snapshot.addAll(callbacks);
        return snapshot;
    }

    void assertAllOnWatcherThread() {
        assertThat(seen()).extracting(Callback::threadName).containsOnly(DirectoryWatcher.THREAD_NAME);
    }
}
