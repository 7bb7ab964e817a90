package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CycleIdRuleTest {
    /** A wall clock frozen in time until someone sleeps. */
    static final class FrozenClock implements AgentClock {
        LocalDateTime now;
        final List<Duration> slept = new ArrayList<>();

        FrozenClock(LocalDateTime now) {
            this.now = now;
        }

        @Override
        public LocalDateTime now() {
            return now;
        }

        @Override
        public boolean simulated() {
            return false;
        }

        @Override
        public void sleep(Duration duration) {
            slept.add(duration);
            now = now.plus(duration);
        }
    }

    @Test
    void aCycleInTheSameSecondWaitsForTheNextSecondAndSaysSo() throws Exception {
        FrozenClock clock = new FrozenClock(LocalDateTime.of(2026, 4, 1, 10, 0, 0, 600_000_000));
        List<String> log = new ArrayList<>();
        CycleIdRule rule = new CycleIdRule(clock, null, log::add);
        assertThat(rule.next()).isEqualTo("20260401_100000");
        assertThat(rule.next()).isEqualTo("20260401_100001");
        assertThat(clock.slept).containsExactly(Duration.ofMillis(400));
        assertThat(log).containsExactly("waiting 0.4 s: cycle ids have one-second resolution");
    }

    @Test
    void theNewestCycleInTheDirectoryCountsAsThePreviousId() throws Exception {
        FrozenClock clock = new FrozenClock(LocalDateTime.of(2026, 4, 1, 10, 0, 0));
        CycleIdRule rule = new CycleIdRule(clock, "20260401_100000", line -> { });
        assertThat(rule.next()).isEqualTo("20260401_100001");
    }

    @Test
    void distinctSecondsNeverWait() throws Exception {
        FrozenClock clock = new FrozenClock(LocalDateTime.of(2026, 4, 1, 10, 0, 0));
        CycleIdRule rule = new CycleIdRule(clock, "20260401_095959", line -> { });
        assertThat(rule.next()).isEqualTo("20260401_100000");
        assertThat(clock.slept).isEmpty();
    }

    @Test
    void theTestClockGivesEachCycleTheNextSecond() throws Exception {
        CycleIdRule rule = new CycleIdRule(new SimulatedClock(SimulatedClock.DEFAULT_START, 1, 0), null, line -> { });
        assertThat(List.of(rule.next(), rule.next(), rule.next()))
                .containsExactly("20260401_100137", "20260401_100138", "20260401_100139");
    }
}
