package org.scratchpadinspector.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/** The JVM's stop-the-world GC pauses, on the {@link System#nanoTime()} clock, so a stall can be told from a pause. */
final class GcPauses implements AutoCloseable {
    private record Pause(long startNanos, long endNanos, String name, long endUptimeMillis) {
    }

    private final List<Pause> pauses = new ArrayList<>();
    private final NotificationListener listener = this::onNotification;

    GcPauses() {
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            // G1's "G1 Concurrent GC" and ZGC's "ZGC Cycles" report work done while the application runs, not pauses.
            String name = bean.getName();
            if (bean instanceof NotificationEmitter emitter && !name.contains("Concurrent") && !name.endsWith("Cycles")) {
                emitter.addNotificationListener(listener, null, null);
            }
        }
    }

    private void onNotification(Notification n, Object handback) {
        if (!n.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
            return;
        }
        var info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData()).getGcInfo();
        long uptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        long now = System.nanoTime();
        long end = now - (uptimeMillis - info.getEndTime()) * 1_000_000L;
        long start = end - info.getDuration() * 1_000_000L;
        synchronized (pauses) {
            pauses.add(new Pause(start, end, n.getSource() + " " + info.getId(), info.getEndTime()));
        }
    }

    /** Milliseconds of GC pause overlapping [from, to]. */
    double pausedMillisBetween(long from, long to) {
        long total = 0;
        synchronized (pauses) {
            for (Pause p : pauses) {
                total += Math.max(0, Math.min(to, p.endNanos) - Math.max(from, p.startNanos));
            }
        }
        return total / 1e6;
    }

    double longestMillis() {
        synchronized (pauses) {
            return pauses.stream().mapToLong(p -> p.endNanos - p.startNanos).max().orElse(0) / 1e6;
        }
    }

    /** The pauses over {@code minMillis}, with when they ended (JVM uptime). */
    String longOnes(double minMillis) {
        StringBuilder sb = new StringBuilder();
        synchronized (pauses) {
            for (Pause p : pauses) {
                double ms = (p.endNanos - p.startNanos) / 1e6;
                if (ms >= minMillis) {
                    sb.append(String.format("    GC pause %.0f ms ending at %.3f s uptime%n", ms, p.endUptimeMillis / 1000.0));
                }
            }
        }
        return sb.toString();
    }

    void reset() {
        synchronized (pauses) {
            pauses.clear();
        }
    }

    @Override
    public void close() {
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (bean instanceof NotificationEmitter emitter) {
                try {
                    emitter.removeNotificationListener(listener);
                } catch (ListenerNotFoundException notRegistered) {
                    // a concurrent collector's bean was skipped
                }
            }
        }
    }
}
