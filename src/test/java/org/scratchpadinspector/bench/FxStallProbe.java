package org.scratchpadinspector.bench;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Measures how long the FX thread is unavailable: every 2 ms a probe is posted with {@link Platform#runLater};
 * the delay until it runs is the stall it met. The longest delay while a scenario runs is reported.
 */
final class FxStallProbe implements AutoCloseable {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fx-stall-probe");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong worstNanos = new AtomicLong();
    private final AtomicLong probes = new AtomicLong();

    FxStallProbe() {
        timer.scheduleAtFixedRate(() -> {
            long posted = System.nanoTime();
            Platform.runLater(() -> {
                long delay = System.nanoTime() - posted;
                worstNanos.accumulateAndGet(delay, Math::max);
                probes.incrementAndGet();
            });
        }, 0, 2, TimeUnit.MILLISECONDS);
    }

    void reset() {
        worstNanos.set(0);
        probes.set(0);
    }

    double worstMillis() {
        return worstNanos.get() / 1e6;
    }

    long probes() {
        return probes.get();
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
