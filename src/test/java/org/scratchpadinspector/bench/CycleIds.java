package org.scratchpadinspector.bench;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Cycle ids for generated benchmark data. */
final class CycleIds {
    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss");

    private CycleIds() {
    }

    static String of(long epochSecond) {
        return FORMAT.format(LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC));
    }
}
