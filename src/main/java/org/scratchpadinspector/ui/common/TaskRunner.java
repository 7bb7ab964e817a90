package org.scratchpadinspector.ui.common;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * The one way UI code runs file or network work: {@code work} runs off the FX thread, and its outcome is
 * published on the FX thread. ViewModel tests use {@link InlineTaskRunner}, which does both in the caller.
 */
public interface TaskRunner {

    /** Work that can be told to stop; it receives the cancellation to check. */
    interface Work<T> {
        T run(Cancellation cancel) throws Exception;
    }

    /**
     * Runs {@code work} in the background; on success {@code onSuccess} and on failure {@code onFailure}
     * run on the UI thread, unless the returned cancellation was cancelled first.
     */
    <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

    default <T> Cancellation submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return submit(name, cancel -> work.call(), onSuccess, onFailure);
    }

    /** Runs {@code action} on the UI thread (from a background callback such as a file watcher). */
    void onUiThread(Runnable action);

    /**
     * Runs {@code action} on the UI thread after what already waits for it (input, a pulse, other outcomes), even
     * when called on the UI thread: UI work handed over in slices lets the window answer between them. This default
     * runs it as {@link #onUiThread} does, which suits runners without a UI thread of their own.
     */
    default void onUiThreadLater(Runnable action) {
        onUiThread(action);
    }

    /**
     * Work whose outcome nobody waits for (a settings file written, a cache saved): a failure is reported on
     * standard error in one line, never silently dropped.
     */
    default void fireAndForget(String name, Work<?> work) {
        submit(name, work, result -> { }, error -> System.err.println("inspector: " + name + " failed: " + error));
    }

    /**
     * A slot for requests of which only the latest matters (the selected cycle's load, a search as the operator
     * types): each submission through it cancels the one before, so an older outcome never lands after a newer one.
     */
    default LatestRequest latest(String name) {
        return new LatestRequest(this, name);
    }

    /**
     * Runs {@code onUi} on the UI thread after {@code delay}, unless the returned cancellation is cancelled first.
     * This default waits on a worker; a runner with a timer overrides it.
     */
    default Cancellation later(String name, Duration delay, Runnable onUi) {
        return submit(name, cancel -> {
            long until = System.nanoTime() + delay.toNanos();
            while (System.nanoTime() < until) {
                cancel.check();
                Thread.sleep(Math.min(50, Math.max(1, (until - System.nanoTime()) / 1_000_000)));
            }
            return Boolean.TRUE;
        }, done -> onUi.run(), error -> { });
    }
}
