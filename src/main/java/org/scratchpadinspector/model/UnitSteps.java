package org.scratchpadinspector.model;

import java.util.List;

/**
 * A unit's steps and how far they could be rebuilt.
 *
 * @param steps   in order
 * @param outcome {@code ok}, or what kept the steps from reaching the unit's final state
 *                ({@code mismatch: PATH}, {@code partial: K of N}, {@code crashed at K})
 */
public record UnitSteps(List<Step> steps, String outcome) {
    public UnitSteps {
        steps = List.copyOf(steps);
    }

    public static UnitSteps none() {
        return new UnitSteps(List.of(), "ok");
    }
}
