package org.scratchpadinspector.testsupport;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * A task runner for ViewModel tests whose work is asynchronous by nature (an agent's event stream): work runs on a
 * background pool, and outcomes and UI-thread actions run one at a time on a single "UI" thread, as in the
 * application, without a toolkit. Tests read the ViewModel on that thread through {@link #read} and {@link #await}.
 */
public final class SerialTaskRunner implements TaskRunner, AutoCloseable {
    private final ExecutorService ui = Executors.newSingleThreadExecutor(r -> new Thread(r, "test-ui"));
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "test-worker");
        t.setDaemon(true);
        return t;
    });

    @Override
    public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        Cancellation cancel = new Cancellation();
        try {
            workers.execute(() -> run(work, cancel, onSuccess, onFailure));
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            cancel.cancel();
        }
        return cancel;
    }

    private <T> void run(Work<T> work, Cancellation cancel, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        try {
            T result = work.run(cancel);
            onUi(() -> {
                if (!cancel.isCancelled()) {
                    onSuccess.accept(result);
                }
            });
        } catch (CancellationException e) {
            // cancelled: nobody wants the outcome
        } catch (Throwable e) {
            onUi(() -> {
                if (!cancel.isCancelled()) {
                    onFailure.accept(e);
                }
            });
        }
    }

    /** Late outcomes after {@link #close()} are dropped, as the application's runner drops them. */
    private void onUi(Runnable action) {
        try {
            ui.execute(action);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            // the test is over
        }
    }

    @Override
    public void onUiThread(Runnable action) {
        if (Thread.currentThread().getName().equals("test-ui")) {
            action.run();
        } else {
            onUi(action);
        }
    }

    @Override
    public void onUiThreadLater(Runnable action) {
        onUi(action);
    }

    /** Runs {@code read} on the UI thread and returns its value. */
    public <T> T read(Supplier<T> read) {
        try {
            return ui.submit(read::get).get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("could not read on the UI thread: " + e, e);
        }
    }

    /** Runs {@code action} on the UI thread and waits for it. */
    public void run(Runnable action) {
        read(() -> {
            action.run();
            return null;
        });
    }

    /** Waits (bounded) until {@code condition}, checked on the UI thread, holds; fails with {@code what} otherwise. */
    public void await(String what, Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (read(condition::getAsBoolean)) {
                return;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + what, e);
            }
        }
        throw new AssertionError("timed out after " + timeout.toSeconds() + " s waiting for " + what);
    }

    @Override
    public void close() {
        workers.shutdownNow();
        ui.shutdownNow();
    }
}
