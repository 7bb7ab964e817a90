package org.scratchpadinspector.ui.common;

import java.util.function.Consumer;
import org.scratchpadinspector.core.Cancellation;

/** Runs work and its outcome at once in the calling thread: for ViewModel tests and the command line. */
public final class InlineTaskRunner implements TaskRunner {

    @Override
    public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        Cancellation cancel = new Cancellation();
        T result;
        try {
            result = work.run(cancel);
        } catch (Exception e) {
            if (!cancel.isCancelled()) {
                onFailure.accept(e);
            }
            return cancel;
        }
        if (!cancel.isCancelled()) {
            onSuccess.accept(result);
        }
        return cancel;
    }

    @Override
    public void onUiThread(Runnable action) {
        action.run();
    }
}
