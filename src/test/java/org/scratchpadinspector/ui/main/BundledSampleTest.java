package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A copy of the bundled demo does not look freshly written: its files carry their cycles' times. */
class BundledSampleTest {
    @TempDir
    Path tmp;

    private static Instant local(int year, int month, int day, int hour, int minute, int second) {
        return LocalDateTime.of(year, month, day, hour, minute, second).atZone(ZoneId.systemDefault()).toInstant();
    }

    private List<Path> files() throws Exception {
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        return List.of(Files.writeString(tmp.resolve("20260401_100137_before.yaml"), "a: 1\n"),
                Files.writeString(tmp.resolve("20260401_105637_before.yaml"), "a: 2\n"),
                Files.writeString(logs.resolve("cycle_20260401_100137.log"), "x\n"),
                Files.writeString(tmp.resolve("active.yaml"), "a: 2\n"));
    }

    @Test
    void eachFileGetsItsCyclesStartAndOtherFilesTheNewestCycles() throws Exception {
        List<Path> files = files();

        BundledSample.dateByCycle(files, local(2026, 11, 24, 10, 0, 0));

        assertThat(Files.getLastModifiedTime(files.get(0)).toInstant()).isEqualTo(local(2026, 4, 1, 10, 1, 37));
        assertThat(Files.getLastModifiedTime(files.get(1)).toInstant()).isEqualTo(local(2026, 4, 1, 10, 56, 37));
        assertThat(Files.getLastModifiedTime(files.get(2)).toInstant()).isEqualTo(local(2026, 4, 1, 10, 1, 37));
        assertThat(Files.getLastModifiedTime(files.get(3)).toInstant()).isEqualTo(local(2026, 4, 1, 10, 56, 37));
    }

    @Test
    void onAClockBeforeTheDemosCyclesEverythingMovesBackTogetherToAWeekAgo() throws Exception {
        List<Path> files = files();
        Instant now = local(2025, 6, 1, 12, 0, 0);

        BundledSample.dateByCycle(files, now);

        Instant newest = Files.getLastModifiedTime(files.get(1)).toInstant();
        assertThat(newest).isEqualTo(now.minus(BundledSample.AT_LEAST_AGO));
        assertThat(Files.getLastModifiedTime(files.get(0)).toInstant()).as("the cycles keep their order and spacing")
                .isEqualTo(newest.minusSeconds(55 * 60));
    }

    @Test
    void theExtractedDemosUnfinishedCycleIsNotFresh() throws Exception {
        Path root = BundledSample.extract();
        try {
            Instant before = Files.getLastModifiedTime(root.resolve("scratchpad").resolve("20260401_105637_before.yaml"))
                    .toInstant();

            assertThat(before).isBeforeOrEqualTo(Instant.now().minus(BundledSample.AT_LEAST_AGO));
        } finally {
            try (java.util.stream.Stream<Path> all = Files.walk(root.getParent())) {
                all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
