package org.scratchpadinspector.model;

import java.util.concurrent.CancellationException;

/** A cooperative cancel flag handed to long computations (diffs, searches, indexing). */
public final class Cancellation {
    public static final Cancellation NONE = new Cancellation();

    private volatile boolean cancelled;

    public void cancel() {
        if (this != NONE) {
            cancelled = true;
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Throws {@link CancellationException} once {@link #cancel()} was called. */
    public void check() {
        if (cancelled) {
            throw new CancellationException("cancelled");
        }
    }
}
