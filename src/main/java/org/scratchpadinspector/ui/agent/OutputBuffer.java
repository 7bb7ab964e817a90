package org.scratchpadinspector.ui.agent;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Lines arriving from a background thread, shown in a list: they are batched so that the UI thread gets one
 * update per burst instead of one per line, and only the newest {@code limit} lines are kept.
 */
final class OutputBuffer<T> {
    private final TaskRunner runner;
    private final int limit;
    private final ObservableList<T> lines = FXCollections.observableArrayList();
    private final List<T> pending = new ArrayList<>();
    private boolean flushScheduled;

    OutputBuffer(TaskRunner runner, int limit) {
        this.runner = runner;
        this.limit = limit;
    }

    ObservableList<T> lines() {
        return lines;
    }

    /** Any thread. */
    void add(T line) {
        synchronized (pending) {
            pending.add(line);
            if (flushScheduled) {
                return;
            }
            flushScheduled = true;
        }
        runner.onUiThread(this::flush);
    }

    /** UI thread. */
    void clear() {
        synchronized (pending) {
            pending.clear();
        }
        lines.clear();
    }

    private void flush() {
        List<T> batch;
        synchronized (pending) {
            batch = new ArrayList<>(pending);
            pending.clear();
            flushScheduled = false;
        }
        if (batch.size() >= limit) {
            lines.setAll(batch.subList(batch.size() - limit, batch.size()));
            return;
        }
        int overflow = lines.size() + batch.size() - limit;
        if (overflow > 0) {
            lines.remove(0, overflow);
        }
        lines.addAll(batch);
    }
}
