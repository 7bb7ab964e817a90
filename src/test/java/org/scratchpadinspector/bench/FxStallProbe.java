package org.scratchpadinspector.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Measures how long the FX thread is unavailable: every 2 ms a probe is posted with {@link Platform#runLater};
 * the delay until it runs is the stall it met. The longest delay while a scenario runs is reported.
 * With stacks on ({@code -Dstall.stacks=true}), the FX thread is sampled while a probe waits, and each long stall
 * (an episode) keeps its samples, so that the report says what the worst stalls consisted of, not only what is
 * frequent. Sampling is off otherwise, because it lengthens the stalls it looks at: on Java 17 a sample of another
 * thread's stack is a global safepoint ("ThreadDump" in {@code -Xlog:safepoint}), which stops the FX thread until
 * every thread has reached it, and the samples are taken every 2 ms, back to back when the timer is late.
 */
final class FxStallProbe implements AutoCloseable {
    private static final long SAMPLE_AFTER_NANOS = 20_000_000L;
    private static final long EPISODE_NANOS = 40_000_000L;
    /** What {@link #worstBreakdown()} holds: see there. */
    private static final int BREAKDOWN_PARTS = 6;
    private static final int TOP_FRAMES = Integer.getInteger("stall.depth", 10);
    /** {@code -Dstall.top=N}: the longest stalls' samples also show their N top frames. */
    private static final int EPISODE_TOP_FRAMES = Integer.getInteger("stall.top", 0);

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fx-stall-probe");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong worstNanos = new AtomicLong();
    private final AtomicLong worstCpuNanos = new AtomicLong();
    private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    private final AtomicLong probes = new AtomicLong();
    private final Map<String, Integer> stallStacks = new ConcurrentHashMap<>();
    private final List<String> episodeSamples = new ArrayList<>();
    private final List<Episode> episodes = new ArrayList<>();
    private final GcPauses gc = new GcPauses();
    private final boolean sampling = Boolean.getBoolean("stall.stacks");
    private volatile Thread fxThread;
    private volatile SchedStat fxSched;
    private volatile SchedStat rendererSched;
    private volatile long oldestUnanswered;
    /**
     * The worst stall's ms: FX on a core, FX waiting for a core, renderer on a core, renderer waiting for one, all
     * threads stopped at safepoints, and of that the time spent bringing them to the safepoints.
     */
    private volatile double[] worstBreakdown = new double[BREAKDOWN_PARTS];
    private final Safepoints safepoints = new Safepoints();
    private volatile long worstEndNanos;
    private final OtherProcesses others = new OtherProcesses();

    private record Episode(double millis, double cpuMillis, double gcMillis, long endUptimeMillis, long endNanos,
                           Map<String, Integer> samples) {
    }

    FxStallProbe() {
        Platform.runLater(() -> {
            fxThread = Thread.currentThread();
            fxSched = SchedStat.currentThread();
        });
        timer.scheduleAtFixedRate(() -> {
            long posted = System.nanoTime();
            sampleIfStalled(posted);
            Thread fx = fxThread;
            long cpuAtPost = fx == null ? -1 : threads.getThreadCpuTime(fx.getId());
            long[] sched = schedNow();
            Platform.runLater(() -> answered(posted, cpuAtPost, sched));
        }, 0, 2, TimeUnit.MILLISECONDS);
    }

    /** FX and renderer: on a core, waiting for one (ns, as the kernel counts them). */
    private long[] schedNow() {
        SchedStat fx = fxSched;
        if (fx == null) {
            return null;
        }
        if (rendererSched == null) {
            rendererSched = SchedStat.threadNamed("QuantumRender");
        }
        long[] f = fx.read();
        long[] r = rendererSched.read();
        long[] sp = safepoints.read();
        return new long[] {f[0], f[1], r[0], r[1], sp[0] + sp[1], sp[1]};
    }

    private void answered(long posted, long cpuAtPost, long[] schedAtPost) {
        long now = System.nanoTime();
        long delay = now - posted;
        // What the FX thread itself ran meanwhile: a stall longer than this waited for a core, not for our code.
        long cpu = cpuAtPost < 0 ? 0 : Math.max(0, threads.getCurrentThreadCpuTime() - cpuAtPost);
        oldestUnanswered = 0;
        if (delay > worstNanos.get() && schedAtPost != null) {
            long[] sched = schedNow();
            double[] breakdown = new double[BREAKDOWN_PARTS];
            for (int i = 0; i < BREAKDOWN_PARTS; i++) {
                breakdown[i] = (sched[i] - schedAtPost[i]) / 1e6;
            }
            worstBreakdown = breakdown;
            worstEndNanos = now;
        }
        worstNanos.accumulateAndGet(delay, Math::max);
        worstCpuNanos.accumulateAndGet(cpu, Math::max);
        probes.incrementAndGet();
        synchronized (episodeSamples) {
            if (delay > EPISODE_NANOS) {
                Map<String, Integer> counts = new LinkedHashMap<>();
                episodeSamples.forEach(s -> counts.merge(s, 1, Integer::sum));
                episodes.add(new Episode(delay / 1e6, cpu / 1e6, gc.pausedMillisBetween(posted, now),
                        java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime(), now, counts));
            }
            episodeSamples.clear();
        }
    }

    /** While a probe has waited over 20 ms, records where the FX thread is: what a stall consists of. */
    private void sampleIfStalled(long now) {
        if (!sampling) {
            return;
        }
        if (oldestUnanswered == 0) {
            oldestUnanswered = now;
            return;
        }
        Thread fx = fxThread;
        if (fx != null && now - oldestUnanswered > SAMPLE_AFTER_NANOS) {
            StackTraceElement[] stack = fx.getStackTrace();
            Thread sampled = fx;
            if (stack.length > 6 && stack[5].getMethodName().equals("waitForRenderingToComplete")) {
                sampled = renderer();
                stack = sampled == null ? stack : sampled.getStackTrace();
            } else if (fx.getState() == Thread.State.BLOCKED) {
                // what the FX thread waits for is the thread holding the lock: sample that one instead
                Thread owner = lockOwner(fx);
                if (owner != null) {
                    sampled = owner;
                    stack = owner.getStackTrace();
                }
            }
            stallStacks.merge(summarize(sampled, stack), 1, Integer::sum);
            synchronized (episodeSamples) {
                episodeSamples.add(landmarks(sampled, stack));
            }
        }
    }

    /** The top frames, then the frames that say why: the application's own and the pulse phase. */
    private static String summarize(Thread sampled, StackTraceElement[] stack) {
        StringBuilder sb = new StringBuilder(sampled == null ? "?" : sampled.getName() + " " + sampled.getState());
        for (int i = 0; i < Math.min(TOP_FRAMES, stack.length); i++) {
            sb.append("\n    ").append(stack[i]);
        }
        String previous = "";
        boolean elided = false;
        for (int i = TOP_FRAMES; i < stack.length; i++) {
            StackTraceElement f = stack[i];
            String where = f.getClassName() + "." + f.getMethodName();
            if (isLandmark(f) && !where.equals(previous)) {
                sb.append(elided ? "\n      ..." : "").append("\n    ").append(f);
                previous = where;
                elided = false;
            } else {
                elided = true;
            }
        }
        return sb.toString();
    }

    /** Only the frames that say why (a stall's samples rarely share their top frames). */
    private static String landmarks(Thread sampled, StackTraceElement[] stack) {
        StringBuilder sb = new StringBuilder(sampled == null ? "?" : sampled.getName() + " " + sampled.getState());
        for (int i = 0; i < Math.min(EPISODE_TOP_FRAMES, stack.length); i++) {
            sb.append("\n    ").append(stack[i]);
        }
        String previous = "";
        int shown = 0;
        for (StackTraceElement f : stack) {
            String where = f.getClassName() + "." + f.getMethodName();
            if (isLandmark(f) && !where.equals(previous) && shown++ < 8) {
                sb.append("\n    ").append(f);
                previous = where;
            }
        }
        if (shown == 0 && stack.length > 0) {
            sb.append("\n    ").append(stack[0]);
        }
        return sb.toString();
    }

    private static boolean isLandmark(StackTraceElement f) {
        String c = f.getClassName();
        return c.startsWith("org.scratchpadinspector.") && !c.contains(".bench.")
                || c.endsWith("Skin") || c.contains("SelectionModel") || c.contains("FocusModel")
                || c.equals("javafx.scene.Scene") && (f.getMethodName().startsWith("do"))
                || c.equals("javafx.scene.control.skin.VirtualFlow") || c.equals("org.fxmisc.richtext.GenericStyledArea")
                || c.equals("javafx.animation.Animation") && f.getMethodName().equals("runHandler");
    }

    private Thread lockOwner(Thread blocked) {
        java.lang.management.ThreadInfo info = threads.getThreadInfo(blocked.getId());
        long owner = info == null ? -1 : info.getLockOwnerId();
        return owner < 0 ? null : Thread.getAllStackTraces().keySet().stream().filter(t -> t.getId() == owner)
                .findFirst().orElse(null);
    }

    private static Thread renderer() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("QuantumRenderer"))
                .findFirst().orElse(null);
    }

    /** The FX thread's most frequent stacks during stalls, then the longest stalls and what they consisted of. */
    String stallReport(int top) {
        StringBuilder sb = new StringBuilder("  most frequent while stalled:\n");
        stallStacks.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(top)
                .forEach(e -> sb.append(e.getValue()).append(" x ").append(e.getKey()).append("\n"));
        List<Episode> longest;
        synchronized (episodeSamples) {
            longest = episodes.stream().sorted(Comparator.comparingDouble(Episode::millis).reversed()).limit(3).toList();
        }
        for (Episode e : longest) {
            sb.append(String.format("  stall of %.1f ms ending at %.3f s uptime (%.6f s on the monotonic clock, as in `perf"
                    + " sched timehist` recorded with -k mono; FX thread on a CPU for %.1f ms of it, GC pauses in it: %.1f ms),"
                    + " %d samples:%n", e.millis(), e.endUptimeMillis() / 1000.0, e.endNanos() / 1e9, e.cpuMillis(), e.gcMillis(),
                    e.samples().values().stream().mapToInt(Integer::intValue).sum()));
            e.samples().entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(5)
                    .forEach(s -> sb.append("  ").append(s.getValue()).append(" x ")
                            .append(s.getKey().replace("\n", "\n  ")).append("\n"));
        }
        sb.append(String.format("  longest GC pause in this scenario: %.1f ms%n", gc.longestMillis()));
        sb.append(gc.longOnes(40));
        return sb.toString();
    }

    void reset() {
        stallStacks.clear();
        synchronized (episodeSamples) {
            episodes.clear();
            episodeSamples.clear();
        }
        gc.reset();
        worstNanos.set(0);
        worstCpuNanos.set(0);
        worstBreakdown = new double[BREAKDOWN_PARTS];
        probes.set(0);
        others.restart();
    }

    /** CPU that other processes used since the last {@link #reset()}, and which of their threads used most. */
    String otherProcessesCpu() {
        return others.sinceStart();
    }

    double worstMillis() {
        return worstNanos.get() / 1e6;
    }

    /**
     * The most CPU time the FX thread used while one probe waited: the longest slice of our own work, which on a
     * loaded machine (other processes taking the cores) can be far shorter than the stall around it.
     */
    double worstCpuMillis() {
        return worstCpuNanos.get() / 1e6;
    }

    /**
     * The longest stall as the kernel and the JVM accounted it: ms the FX thread was on a core, ms it was runnable but
     * waited for a core, the same two for the renderer, then ms at safepoints and of that ms bringing threads to them.
     * The rest of the stall the FX thread was blocked, mostly on the renderer.
     */
    double[] worstBreakdown() {
        return worstBreakdown.clone();
    }

    /** When the longest stall ended, in s of {@link System#nanoTime()} (CLOCK_MONOTONIC, as {@code perf -k mono}). */
    double worstEndSeconds() {
        return worstEndNanos / 1e9;
    }

    long probes() {
        return probes.get();
    }

    @Override
    public void close() {
        timer.shutdownNow();
        gc.close();
    }
}
