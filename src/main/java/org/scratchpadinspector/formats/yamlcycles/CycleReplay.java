package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;

/**
 * A cycle's iterations, each with the state before and after it, and whether they add up to the cycle's
 * {@code _after}.
 *
 * @param origin     {@link Origin#REBUILT} when replayed from the snapshots and the log; an attached agent that
 *                   reports each iteration's state through its events gives {@link Origin#REPORTED} ones
 * @param maxIterations the agent's {@code max_iterations} (from the log's {@code --- Iteration k/N ---}, else the
 *                   root's config, else the agent's default 5)
 */
public record CycleReplay(CycleId cycle, Origin origin, List<ReplayedIteration> iterations, Verdict verdict,
                          int maxIterations) {

    public CycleReplay {
        iterations = List.copyOf(iterations);
    }

    /** Where the iterations' states come from. */
    public enum Origin {
        /** Replayed from {@code _before}, the cycle's log section and {@code _after}'s notes. */
        REBUILT,
        /** Reported by the agent itself, iteration by iteration (the control protocol's events). */
        REPORTED
    }

    /**
     * How the replay ends.
     *
     * @param kind  OK: it ends at {@code _after} (ignoring {@code last_updated}); MISMATCH: it does not, {@code path}
     *              is the first field that differs; PARTIAL: the log has {@code count} of {@code of} iterations (or
     *              none in the real agent's format), so the replay stops short; CRASHED: it ends at the crash in
     *              iteration {@code count}, and the crash's {@code _after} agrees with it (its notes aside)
     */
    public record Verdict(Kind kind, String path, int count, int of) {
        public enum Kind { OK, MISMATCH, PARTIAL, CRASHED }

        static Verdict ok() {
            return new Verdict(Kind.OK, null, 0, 0);
        }

        static Verdict mismatch(String path) {
            return new Verdict(Kind.MISMATCH, path, 0, 0);
        }

        static Verdict partial(int count, int of) {
            return new Verdict(Kind.PARTIAL, null, count, of);
        }

        static Verdict crashed(int at) {
            return new Verdict(Kind.CRASHED, null, at, 0);
        }

        /** {@code ok}, {@code mismatch: PATH}, {@code partial: K of N} or {@code crashed at K}. */
        public String text() {
            return switch (kind) {
                case OK -> "ok";
                case MISMATCH -> "mismatch: " + path;
                case PARTIAL -> "partial: " + count + " of " + of;
                case CRASHED -> "crashed at " + count;
            };
        }

        /** The same in words for people. */
        public String describe() {
            return switch (kind) {
                case OK -> "the replay ends at the cycle's _after";
                case MISMATCH -> "the replay does not end at the cycle's _after: " + path + " differs first";
                case PARTIAL -> "the log has " + count + " of " + of + " iterations: the replay stops there";
                case CRASHED -> "the replay ends at the crash in iteration " + count;
            };
        }
    }
}
