package org.scratchpadinspector;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/** A child JVM for {@link CollectorRelaunchTest}: writes its collector and opt-out property to the file named. */
public final class ReportCollector {
    static final int EXIT_CODE = 7;

    private ReportCollector() {
    }

    public static void main(String[] args) throws Exception {
        boolean zgc = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).anyMatch(name -> name.startsWith("ZGC"));
        Files.writeString(Path.of(args[0]), (zgc ? "ZGC" : "other") + " relaunch=" + System.getProperty("inspector.relaunch"));
        System.exit(EXIT_CODE);
    }
}
