package org.scratchpadinspector.agent.link;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** How the link runs its blocking work: off the panel's thread, with the outcome handed back on it. */
public interface LinkRunner {

    /** Runs {@code work} in the background; {@code onSuccess} or {@code onFailure} then runs on the panel's thread. */
    <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

    /** Runs {@code action} on the panel's thread (from the event stream or the discovery timer). */
    void onUiThread(Runnable action);
}
