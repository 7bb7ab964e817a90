package org.scratchpadinspector.ui.common;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/** Runs work and its outcome at once in the calling thread: for ViewModel tests and the command line. */
public final class InlineTaskRunner implements TaskRunner {
    private final List<Delayed> delayed = new ArrayList<>();

    private record Delayed(Duration delay, Runnable action, Cancellation cancel) {
    }

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

    /** Held until {@link #runDelayed()}: a test decides when the time has come. */
    @Override
    public Cancellation later(String name, Duration delay, Runnable onUi) {
        Cancellation cancel = new Cancellation();
        delayed.add(new Delayed(delay, onUi, cancel));
        return cancel;
    }

    /** Runs every delayed action not cancelled, as if their time had come; returns how many ran. */
    public int runDelayed() {
        List<Delayed> due = new ArrayList<>(delayed);
        delayed.clear();
        int ran = 0;
        for (Delayed d : due) {
            if (!d.cancel().isCancelled()) {
                d.action().run();
                ran++;
            }
        }
        return ran;
    }
}
