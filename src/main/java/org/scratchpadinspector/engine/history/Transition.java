package org.scratchpadinspector.engine.history;

import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * Two consecutive readable states of a run and what lies between them.
 *
 * @param from     the earlier point
 * @param to       the later point; its origin says where the change can have come from
 * @param toIndex  the position of {@code to} in the history's points
 * @param before   the state at {@code from}
 * @param after    the state at {@code to}
 * @param gap      why the pair is not the plain one (an unreadable or missing state between them), or null
 */
public record Transition(HistoryPoint from, HistoryPoint to, int toIndex, UnitState before, UnitState after,
                         String gap) {

    public HistoryPoint.Origin origin() {
        return to.origin();
    }

    /** The unit the change is attributed to; null for the memory now, which no unit has read yet. */
    public UnitId unit() {
        return to.unit();
    }

    /** Inside a unit: the agent's own work (unless the journal records an injection there). */
    public boolean withinUnit() {
        return to.origin() == HistoryPoint.Origin.AGENT;
    }
}
