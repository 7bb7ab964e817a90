package org.scratchpadinspector.ui.common;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * A runner whose outcomes wait at a gate: work starts at once on the runner it wraps, but what it hands to the UI
 * thread is held, in order, until {@link #open} (then passes straight through). The window is built off the FX
 * thread behind one, so that the directory is read meanwhile and nothing it finds lands in a half-built window.
 */
public final class GatedTaskRunner implements TaskRunner {
    private final TaskRunner delegate;
    private final ArrayDeque<Runnable> held = new ArrayDeque<>();
    private boolean open;
    private boolean discarded;

    public GatedTaskRunner(TaskRunner delegate) {
        this.delegate = delegate;
    }

    /** Runs what was held, oldest first, and lets everything after through; call on the UI thread. */
    public void open() {
        while (true) {
            Runnable next;
            synchronized (this) {
                next = held.poll();
                if (next == null) {
                    open = true;
                    return;
                }
            }
            next.run();
        }
    }

    /**
     * Drops what was held and every later outcome: for a window whose build failed and was given up, so that its
     * pollers (which schedule their next round from their outcome) stop too.
     */
    public synchronized void discard() {
        discarded = true;
        held.clear();
    }

    @Override
    public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        Cancellation[] submitted = new Cancellation[1];
        submitted[0] = delegate.submit(name, work,
                result -> pass(submitted, () -> onSuccess.accept(result)),
                error -> pass(submitted, () -> onFailure.accept(error)));
        return submitted[0];
    }

    @Override
    public void onUiThread(Runnable action) {
        delegate.onUiThread(() -> pass(null, action));
    }

    @Override
    public void onUiThreadLater(Runnable action) {
        delegate.onUiThreadLater(() -> pass(null, action));
    }

    @Override
    public Cancellation later(String name, Duration delay, Runnable onUi) {
        Cancellation[] submitted = new Cancellation[1];
        submitted[0] = delegate.later(name, delay, () -> pass(submitted, onUi));
        return submitted[0];
    }

    /** Runs {@code outcome} now when the gate is open, else when it opens, unless its work was cancelled by then. */
    private void pass(Cancellation[] of, Runnable outcome) {
        Runnable checked = () -> {
            if (of == null || of[0] == null || !of[0].isCancelled()) {
                outcome.run();
            }
        };
        synchronized (this) {
            if (discarded) {
                return;
            }
            if (!open) {
                held.add(checked);
                return;
            }
        }
        checked.run();
    }
}
