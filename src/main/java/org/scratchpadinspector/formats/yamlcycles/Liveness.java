package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Objects;

/**
 * Whether a cycle with a {@code _before} and no {@code _after} is still running. It is only when it is the
 * newest cycle and the agent shows a sign of life: what an attached client knows of the agent (the window's
 * Agent panel), else a {@code .agent/control.json} whose pid is alive and whose port answers, else a
 * {@code _before} or cycle log modified within the stale limit. Anything else is interrupted, with the reason.
 *
 * <p>Thread-safe: the stale limit and the attached verdict may change while summaries are computed.
 */
public final class Liveness {
    public static final Duration DEFAULT_STALE_AFTER = org.scratchpadinspector.format.SourceOptions.DEFAULT_STALE_AFTER;
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private final Clock clock;
    private volatile Duration staleAfter;
    private volatile org.scratchpadinspector.model.AttachedAgent attached;

    /**
     * The judgement on one cycle.
     *
     * @param reason    why, in operator words
     * @param recheckAt when a running verdict that rests on file times runs out (judge again then); null otherwise
     */
    public record Verdict(boolean running, String reason, Instant recheckAt) {
        public CycleStatus status() {
            return running ? CycleStatus.RUNNING : CycleStatus.INTERRUPTED;
        }
    }

    public Liveness() {
        this(Clock.systemUTC(), DEFAULT_STALE_AFTER);
    }

    public Liveness(Clock clock, Duration staleAfter) {
        this.clock = clock;
        this.staleAfter = positive(staleAfter);
    }

    public Duration staleAfter() {
        return staleAfter;
    }

    public void setStaleAfter(Duration limit) {
        staleAfter = positive(limit);
    }

    /** Sets (or clears, with null) what an attached client knows; true when that changed anything. */
    public boolean setAttached(org.scratchpadinspector.model.AttachedAgent agent) {
        boolean changed = !Objects.equals(attached, agent);
        attached = agent;
        return changed;
    }

    public org.scratchpadinspector.model.AttachedAgent attached() {
        return attached;
    }

    /** Judges cycle {@code i} of {@code index}, which has a {@code _before} and no {@code _after}. */
    public Verdict judge(ScratchpadLocation location, CycleIndex index, int i) {
        if (i != index.size() - 1) {
            return new Verdict(false, "a newer cycle exists (" + index.id(index.size() - 1) + ")", null);
        }
        CycleId id = index.id(i);
        CycleId fork = ForkPoint.of(location);
        if (fork != null && id.compareTo(fork) < 0) {
            return new Verdict(false, "copied by the fork made at " + fork + ": it never ran here", null);
        }
        org.scratchpadinspector.model.AttachedAgent agent = attached;
        if (agent != null && !agent.alive()) {
            return new Verdict(false, agent.reason(), null);
        }
        if (agent != null && id.toString().equals(agent.unitId())) {
            return new Verdict(true, agent.reason() + ", in this cycle", null);
        }
        Instant lastSign = lastSign(location, id);
        ControlProbe.Result probe = ControlProbe.probe(location.directory(), modified(location.snapshot(id, Side.BEFORE)));
        if (probe != null) {
            return new Verdict(probe.alive(), probe.reason(), null);
        }
        return fromFileTimes(lastSign);
    }

    /**
     * The newest cycle when it is running by this rule (what the edit path refuses to write behind), or null.
     */
    public CycleId runningCycle(ScratchpadLocation location, CycleIndex index) {
        int newest = index.size() - 1;
        if (newest >= 0 && index.has(newest, CycleIndex.BEFORE) && !index.has(newest, CycleIndex.AFTER)
                && judge(location, index, newest).running()) {
            return index.id(newest);
        }
        return null;
    }

    private Verdict fromFileTimes(Instant lastSign) {
        Duration limit = staleAfter;
        if (lastSign == null) {
            return new Verdict(false, "no sign of life: its _before cannot be read", null);
        }
        Instant expires = lastSign.plus(limit);
        if (clock.instant().isBefore(expires)) {
            return new Verdict(true, "its files were written at " + TIME.format(lastSign) + ", within the "
                    + describe(limit) + " stale limit", expires);
        }
        return new Verdict(false, "no sign of life since " + TIME.format(lastSign) + ", longer than the "
                + describe(limit) + " stale limit", null);
    }

    /** The newest modification time of the cycle's {@code _before} and its log; null when neither can be read. */
    private static Instant lastSign(ScratchpadLocation location, CycleId id) {
        Instant before = modified(location.snapshot(id, Side.BEFORE));
        Instant log = location.log(id) == null ? null : modified(location.log(id));
        if (before == null || log == null) {
            return before != null ? before : log;
        }
        return before.isAfter(log) ? before : log;
    }

    private static Instant modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return null;
        }
    }

    /** e.g. {@code 15m}, {@code 90s}, {@code 2h}. */
    public static String describe(Duration d) {
        return org.scratchpadinspector.format.SourceOptions.describeStaleLimit(d);
    }

    /**
     * Parses a stale limit as the command line takes it: a number with {@code s}, {@code m} or {@code h}
     * ({@code 15m}, {@code 90s}, {@code 2h}); a bare number is minutes.
     *
     * @throws IllegalArgumentException with an operator-readable reason
     */
    public static Duration parse(String text) {
        return org.scratchpadinspector.format.SourceOptions.parseStaleLimit(text);
    }

    private static Duration positive(Duration d) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException("the stale limit must be positive");
        }
        return d;
    }
}
