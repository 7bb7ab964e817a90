package org.scratchpadinspector.model;

import java.util.List;

/**
 * Facet: the sub-steps of a unit (a cycle's iterations, a correction's steps, a turn's phases), each with the
 * state before and after it, rebuilt from files or reported by a live agent.
 */
public interface Steps {
    /** The unit's steps in order; empty when it has none. */
    UnitSteps steps(UnitId unit, Cancellation cancellation);
}
