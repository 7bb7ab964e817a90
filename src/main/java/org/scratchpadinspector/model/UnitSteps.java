package org.scratchpadinspector.model;

import java.util.List;
import java.util.Objects;

/**
 * A unit's steps and how far they could be rebuilt.
 *
 * @param steps    in order
 * @param outcome  {@code ok}, or what kept the steps from reaching the unit's final state
 *                 ({@code mismatch: PATH}, {@code partial: K of N}, {@code crashed at K})
 * @param describe the outcome in words for people
 * @param origin   where the steps come from, one phrase ({@code rebuilt from _before, the cycle's log section and
 *                 _after's notes}); empty when there is nothing to say
 * @param bound    the most steps a unit may take (the agent's {@code max_iterations}), or 0 when there is no bound
 * @param whyNone  why the unit has no steps, one line (used when {@code steps} is empty)
 */
public record UnitSteps(List<Step> steps, String outcome, String describe, String origin, int bound, String whyNone) {
    public UnitSteps {
        steps = List.copyOf(steps);
        Objects.requireNonNull(outcome, "outcome");
        describe = describe == null ? outcome : describe;
        origin = origin == null ? "" : origin;
        whyNone = whyNone == null ? "it has none" : whyNone;
    }

    public UnitSteps(List<Step> steps, String outcome) {
        this(steps, outcome, outcome, "", 0, null);
    }

    public static UnitSteps none() {
        return new UnitSteps(List.of(), "ok");
    }

    /** No steps, and why. */
    public static UnitSteps none(String why) {
        return new UnitSteps(List.of(), "ok", "nothing to replay", "", 0, why);
    }

    /** The steps reach the unit's final state, or stop at a crash the unit's files show: nothing to look into. */
    public boolean agrees() {
        return outcome.equals("ok") || outcome.startsWith("crashed at ");
    }
}
