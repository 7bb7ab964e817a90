package org.scratchpadinspector.ui.common;

import org.scratchpadinspector.model.OwnsThreads;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.scratchpadinspector.model.Cancellation;

/**
 * Background threads for the work, {@link Platform#runLater} for the outcome. The workers leave one core to the FX
 * thread and the renderer; the product asks the operating system for no scheduling policy of its own.
 */
@OwnsThreads("the window's one task runner")
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
    private final ExecutorService executor;
    private final ScheduledExecutorService timer;

    /** One worker per core but one, and at least two so that a long job (summaries, search) never blocks a load. */
    public static FxTaskRunner forThisMachine() {
        int workers = Integer.getInteger("inspector.workers", Math.max(2, Runtime.getRuntime().availableProcessors() - 1));
        return new FxTaskRunner(Math.max(1, workers));
    }

    public FxTaskRunner(int threads) {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "inspector-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        };
        this.executor = Executors.newFixedThreadPool(threads, factory);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "inspector-timer");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public Cancellation later(String name, Duration delay, Runnable onUi) {
        Cancellation cancel = new Cancellation();
        if (timer.isShutdown()) {
            cancel.cancel();
            return cancel;
        }
        try {
            timer.schedule(() -> Platform.runLater(() -> {
                if (!cancel.isCancelled()) {
                    onUi.run();
                }
            }), Math.max(0, delay.toMillis()), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException closedMeanwhile) {
            cancel.cancel();
        }
        return cancel;
    }

    @Override
    public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        Cancellation cancel = new Cancellation();
        if (executor.isShutdown()) {
            // A late callback (a watcher batch, a listener) after the window closed: nobody wants the outcome.
            cancel.cancel();
            return cancel;
        }
        try {
            executor.execute(() -> {
                try {
                    T result = work.run(cancel);
                    Platform.runLater(() -> {
                        if (!cancel.isCancelled()) {
                            onSuccess.accept(result);
                        }
                    });
                } catch (CancellationException e) {
                    // the caller cancelled: it no longer wants an outcome
                } catch (Throwable e) {
                    Platform.runLater(() -> {
                        if (!cancel.isCancelled()) {
                            onFailure.accept(e);
                        }
                    });
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closedMeanwhile) {
            cancel.cancel();
        }
        return cancel;
    }

    @Override
    public void onUiThread(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    @Override
    public void onUiThreadLater(Runnable action) {
        Platform.runLater(action);
    }

    @Override
    public void close() {
        executor.shutdownNow();
        timer.shutdownNow();
    }
}
