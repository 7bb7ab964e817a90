package org.scratchpadinspector.agent.reference;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.function.Consumer;

/**
 * Names cycles from the clock ({@code yyyyMMdd_HHmmss}) so that two cycles never share an id: a cycle id has
 * one-second resolution, so when the clock would repeat the previous id the rule waits for the next second
 * and says so.
 */
public final class CycleIdRule {
    private final AgentClock clock;
    private final Consumer<String> log;
    private String previous;

    /** @param newestExisting the newest cycle id already in the directory, or null */
    public CycleIdRule(AgentClock clock, String newestExisting, Consumer<String> log) {
        this.clock = clock;
        this.previous = newestExisting;
        this.log = log;
    }

    /** Starts a cycle on the clock and returns its id, later than every id named before. */
    public String next() throws InterruptedException {
        clock.startCycle();
        String id = clock.now().format(AgentClock.CYCLE_ID);
        while (previous != null && id.compareTo(previous) <= 0) {
            LocalDateTime target = LocalDateTime.parse(previous, AgentClock.CYCLE_ID).plusSeconds(1);
            Duration wait = Duration.between(clock.now(), target);
            if (wait.isNegative() || wait.isZero()) {
                wait = Duration.ofMillis(10);
            }
            log.accept(String.format(java.util.Locale.ROOT, "waiting %.1f s: cycle ids have one-second resolution",
                    wait.toMillis() / 1000.0));
            clock.sleep(wait);
            id = clock.now().format(AgentClock.CYCLE_ID);
        }
        previous = id;
        return id;
    }
}
