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

    private final java.util.Map<String, Integer> stallStacks = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile Thread fxThread;
    private volatile long oldestUnanswered;

    FxStallProbe() {
        Platform.runLater(() -> fxThread = Thread.currentThread());
        timer.scheduleAtFixedRate(() -> {
            long posted = System.nanoTime();
            sampleIfStalled(posted);
            Platform.runLater(() -> {
                long delay = System.nanoTime() - posted;
                oldestUnanswered = 0;
                worstNanos.accumulateAndGet(delay, Math::max);
                probes.incrementAndGet();
            });
        }, 0, 2, TimeUnit.MILLISECONDS);
    }

    /** While a probe has waited over 30 ms, records where the FX thread is: what a stall consists of. */
    private void sampleIfStalled(long now) {
        if (oldestUnanswered == 0) {
            oldestUnanswered = now;
            return;
        }
        Thread fx = fxThread;
        if (fx != null && now - oldestUnanswered > 30_000_000L) {
            StackTraceElement[] stack = fx.getStackTrace();
            Thread sampled = fx;
            if (stack.length > 6 && stack[5].getMethodName().equals("waitForRenderingToComplete")) {
                sampled = renderer();
                stack = sampled == null ? stack : sampled.getStackTrace();
            }
            StringBuilder sb = new StringBuilder(sampled == null ? "?" : sampled.getName() + " " + sampled.getState());
            for (int i = 0; i < Math.min(22, stack.length); i++) {
                sb.append("\n    ").append(stack[i]);
            }
            stallStacks.merge(sb.toString(), 1, Integer::sum);
        }
    }

    private static Thread renderer() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("QuantumRenderer"))
                .findFirst().orElse(null);
    }

    /** The FX thread's most frequent stacks during stalls, most frequent first. */
    String stallReport(int top) {
        StringBuilder sb = new StringBuilder();
        stallStacks.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(top)
                .forEach(e -> sb.append(e.getValue()).append(" x ").append(e.getKey()).append("\n"));
        return sb.toString();
    }

    void reset() {
        stallStacks.clear();
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
