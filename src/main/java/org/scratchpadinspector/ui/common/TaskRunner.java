package org.scratchpadinspector.ui.common;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.scratchpadinspector.core.Cancellation;

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
}
