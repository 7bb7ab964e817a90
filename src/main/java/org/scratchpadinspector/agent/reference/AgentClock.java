package org.scratchpadinspector.agent.reference;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * The agent's "now": the wall clock, or a simulated clock that only moves when a cycle starts or the model
 * is called, so that tests and samples get the same files on every run.
 */
public interface AgentClock {
    DateTimeFormatter CYCLE_ID = DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss");

    LocalDateTime now();

    /** A new cycle is about to be named (simulated clocks jump to the cycle's start). */
    default void startCycle() {
    }

    /** The model answered one call (simulated clocks advance by the call's duration). */
    default void modelCalled() {
    }

    /** Whether time passes by itself, so that waiting makes sense. */
    boolean simulated();

    /** Sleeps (real clock) or moves on (simulated) by {@code duration}. */
    void sleep(Duration duration) throws InterruptedException;

    /** Python's {@code datetime.isoformat()}: microseconds only when non-zero. */
    static String isoFormat(LocalDateTime time) {
        LocalDateTime micros = time.truncatedTo(ChronoUnit.MICROS);
        String base = micros.truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss"));
        int us = micros.getNano() / 1000;
        return us == 0 ? base : base + String.format(".%06d", us);
    }

    /** The wall clock. */
    static AgentClock system() {
        return new AgentClock() {
            @Override
            public LocalDateTime now() {
                return LocalDateTime.now();
            }

            @Override
            public boolean simulated() {
                return false;
            }

            @Override
            public void sleep(Duration duration) throws InterruptedException {
                if (!duration.isNegative() && !duration.isZero()) {
                    Thread.sleep(duration.toMillis(), duration.toNanosPart() % 1_000_000);
                }
            }
        };
    }
}
