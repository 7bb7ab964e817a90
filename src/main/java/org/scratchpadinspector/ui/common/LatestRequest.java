package org.scratchpadinspector.ui.common;

import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * Requests of which only the latest matters: each {@link #submit} cancels the one before, so an older outcome
 * never replaces a newer one. Used from the UI thread.
 */
public final class LatestRequest {
    private final TaskRunner runner;
    private final String name;
    private Cancellation current;

    LatestRequest(TaskRunner runner, String name) {
        this.runner = runner;
        this.name = name;
    }

    public <T> Cancellation submit(TaskRunner.Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        cancel();
        current = runner.submit(name, work, onSuccess, onFailure);
        return current;
    }

    /** Cancels the request in flight, if any: its outcome will not be delivered. */
    public void cancel() {
        if (current != null) {
            current.cancel();
            current = null;
        }
    }
}
