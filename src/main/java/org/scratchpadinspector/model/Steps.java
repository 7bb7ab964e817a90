package org.scratchpadinspector.model;

import java.util.Optional;

/**
 * Facet: the sub-steps of a unit (a cycle's iterations, a correction's steps, a turn's phases), each with the
 * state before and after it, rebuilt from files, recorded by the agent in its own files, or reported by a live
 * agent.
 */
public interface Steps {
    /** The unit's steps in order; no steps (and why, in {@link UnitSteps#whyNone()}) when it has none. */
    UnitSteps steps(UnitId unit, Cancellation cancellation);

    /** What a unit is called in this format, one lower-case word ({@code cycle}, {@code correction}, {@code turn}). */
    default String unitKind() {
        return "unit";
    }

    /** What a step is called, one lower-case word ({@code iteration}, {@code step}, {@code phase}). */
    default String stepKind() {
        return "step";
    }

    /** Whether {@link #prompt} can rebuild what the model was sent at a step. */
    default boolean rebuildsPrompts() {
        return false;
    }

    /** The prompt the model was sent at step {@code n} of {@code unit}, or empty when the step or the prompt is not known. */
    default Optional<StepPrompt> prompt(UnitId unit, int n) {
        return Optional.empty();
    }
}
