package org.scratchpadinspector.bench;

import java.lang.reflect.Method;

/**
 * HotSpot's running totals of the time every thread was stopped at a safepoint (GC pauses, deoptimisation, thread
 * dumps...) and of the part spent waiting for the last thread to get there. They come from the JVM's internal
 * runtime bean, which the benchmark reaches with {@code --add-exports java.management/sun.management=ALL-UNNAMED};
 * without it they read as zero. Reading them is a counter read, not a safepoint.
 */
final class Safepoints {
    private final Object bean;
    private final Method total;
    private final Method sync;

    Safepoints() {
        Object b = null;
        Method t = null;
        Method s = null;
        try {
            Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
            b = helper.getMethod("getHotspotRuntimeMBean").invoke(null);
            Class<?> api = Class.forName("sun.management.HotspotRuntimeMBean");
            t = api.getMethod("getTotalSafepointTime");
            s = api.getMethod("getSafepointSyncTime");
        } catch (ReflectiveOperationException | RuntimeException unavailable) {
            b = null;
        }
        bean = b;
        total = t;
        sync = s;
    }

    /**
     * {held at safepoints after all had stopped, bringing them to a stop} in ns so far (the JVM counts whole ms), or
     * zeros where unavailable.
     */
    long[] read() {
        if (bean == null) {
            return new long[2];
        }
        try {
            return new long[] {(Long) total.invoke(bean) * 1_000_000L, (Long) sync.invoke(bean) * 1_000_000L};
        } catch (ReflectiveOperationException | RuntimeException e) {
            return new long[2];
        }
    }
}
