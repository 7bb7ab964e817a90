package org.scratchpadinspector.engine.watch;

import java.util.HashSet;
import java.util.Set;

/**
 * Collects changed names until no event arrived for {@code quietNanos}, but never longer than
 * {@code maxDelayNanos} after the first event, so a directory that is written continuously still updates.
 * A batch with a new name (a file created) is due once that name's own events have been quiet for a third of
 * {@code quietNanos}, whatever other names do: an agent that keeps appending to its log while it saves a new unit
 * would otherwise hold the unit back until the maximum delay (a new unit in the list is budgeted at 300 ms).
 * Not thread-safe: owned by the watcher thread.
 */
final class DebounceBuffer {
    private final long quietNanos;
    private final long maxDelayNanos;
    private final Set<String> names = new HashSet<>();
    private boolean rescanNeeded;
    private boolean empty = true;
    private long firstEventNanos;
    private long lastEventNanos;
    private final Set<String> created = new HashSet<>();
    private long lastCreatedEventNanos;

    DebounceBuffer(long quietNanos, long maxDelayNanos) {
        this.quietNanos = quietNanos;
        this.maxDelayNanos = maxDelayNanos;
    }

    void add(String name, long nowNanos) {
        names.add(name);
        touch(nowNanos);
        if (created.contains(name)) {
            lastCreatedEventNanos = nowNanos;
        }
    }

    /** A name that was created: the batch is due soon after its own writes pause, however busy the directory is. */
    void addCreated(String name, long nowNanos) {
        created.add(name);
        add(name, nowNanos);
    }

    void markRescan(long nowNanos) {
        rescanNeeded = true;
        touch(nowNanos);
    }

    private void touch(long nowNanos) {
        if (empty) {
            empty = false;
            firstEventNanos = nowNanos;
        }
        lastEventNanos = nowNanos;
    }

    boolean isEmpty() {
        return empty;
    }

    /** Nanoseconds from {@code nowNanos} until the batch is due; {@link Long#MAX_VALUE} when empty. */
    long nanosUntilDue(long nowNanos) {
        if (empty) {
            return Long.MAX_VALUE;
        }
        long dueNanos = Math.min(lastEventNanos + quietNanos, firstEventNanos + maxDelayNanos);
        if (!created.isEmpty()) {
            dueNanos = Math.min(dueNanos, lastCreatedEventNanos + quietNanos / 3);
        }
        return Math.max(0, dueNanos - nowNanos);
    }

    boolean isDue(long nowNanos) {
        return !empty && nanosUntilDue(nowNanos) == 0;
    }

    ChangeBatch drain() {
        ChangeBatch batch = new ChangeBatch(names, rescanNeeded, firstEventNanos);
        clear();
        return batch;
    }

    void clear() {
        names.clear();
        rescanNeeded = false;
        empty = true;
        created.clear();
    }
}
