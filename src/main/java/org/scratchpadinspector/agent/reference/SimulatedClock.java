package org.scratchpadinspector.agent.reference;

import java.time.Duration;
import java.time.LocalDateTime;

/**
 * A clock that only moves when told to, like sample_agent.py's SimulatedClock: cycle number k (0-based)
 * starts at {@code start + k * cycleSeconds}, and every model call takes {@code callSeconds}.
 * The agent's {@code --test-clock} uses one second per cycle and none per call.
 */
public final class SimulatedClock implements AgentClock {
    public static final LocalDateTime DEFAULT_START = LocalDateTime.of(2026, 4, 1, 10, 1, 37);

    private final LocalDateTime start;
    private final long cycleSeconds;
    private final long callSeconds;
    private int cycles;
    private LocalDateTime now;

    public SimulatedClock(LocalDateTime start, long cycleSeconds, long callSeconds) {
        this.start = start;
        this.cycleSeconds = cycleSeconds;
        this.callSeconds = callSeconds;
        this.now = start;
    }

    @Override
    public synchronized LocalDateTime now() {
        return now;
    }

    @Override
    public synchronized void startCycle() {
        now = start.plusSeconds(cycles * cycleSeconds);
        cycles++;
    }

    @Override
    public synchronized void modelCalled() {
        now = now.plusSeconds(callSeconds);
    }

    @Override
    public boolean simulated() {
        return true;
    }

    @Override
    public synchronized void sleep(Duration duration) {
        now = now.plus(duration);
    }
}
