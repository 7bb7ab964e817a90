package org.scratchpadinspector.engine.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The debounce on a clock the test moves: quiet time, maximum delay, and a new name that a busy log cannot hold back. */
class DebounceBufferTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);
    private final DebounceBuffer buffer = new DebounceBuffer(75 * MS, 250 * MS);

    @Test
    void writesToAFileAreDueOnceTheyPauseForTheQuietTime() {
        buffer.add("active.yaml", 0);
        buffer.add("active.yaml", 50 * MS);

        assertThat(buffer.isDue(100 * MS)).isFalse();
        assertThat(buffer.isDue(125 * MS)).isTrue();
    }

    @Test
    void aLogWrittenWithoutPauseIsDueAtTheMaximumDelay() {
        for (long t = 0; t < 250; t += 10) {
            buffer.add("logs/cycle.log", t * MS);
            assertThat(buffer.isDue(t * MS)).isFalse();
        }
        assertThat(buffer.isDue(250 * MS)).isTrue();
    }

    @Test
    void aNewFileIsDueAThirdOfTheQuietTimeAfterItsOwnWritesWhileTheLogGoesOn() {
        buffer.add("logs/cycle.log", 0);
        buffer.addCreated("20260401_110137_before.yaml", 10 * MS);
        buffer.add("20260401_110137_before.yaml", 12 * MS);
        buffer.add("logs/cycle.log", 20 * MS);
        buffer.add("logs/cycle.log", 30 * MS);

        assertThat(buffer.isDue(36 * MS)).isFalse();
        assertThat(buffer.isDue(37 * MS)).isTrue();
        assertThat(buffer.drain().changedNames()).contains("20260401_110137_before.yaml", "logs/cycle.log");
    }

    @Test
    void afterADrainOnlyNewCreationsTakeTheShortWay() {
        buffer.addCreated("a_before.yaml", 0);
        buffer.drain();
        buffer.add("a_before.yaml", 100 * MS);
        buffer.add("logs/cycle.log", 130 * MS);

        assertThat(buffer.isDue(130 * MS + 25 * MS)).isFalse();
        assertThat(buffer.isDue(205 * MS)).isTrue();
    }
}
