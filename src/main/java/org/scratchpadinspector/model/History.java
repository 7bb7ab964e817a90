package org.scratchpadinspector.model;

import java.util.List;

/**
 * Facet: the ordered states of a source's run, oldest first, and loading any one of them. With it the engine
 * gives the source blame, churn, field history, compare any two states, watchpoints on files, and time travel.
 */
public interface History {
    /** Every state of the run, oldest first, read from names and cheap metadata (no state is parsed). */
    List<HistoryPoint> points(Cancellation cancellation);

    /** One point's state as it is on disk now, with its parsed value where the format has one. */
    UnitState load(HistoryPoint point, Cancellation cancellation);

    /**
     * Whether the agent itself rewrites {@code path} between its units, so that a difference there between one
     * unit's end and the next unit's start is the agent's, never an outside writer's (seed 000's {@code save()}
     * stamps {@code last_updated} after its {@code _after} snapshot).
     */
    default boolean agentWritesBetweenUnits(FieldPath path) {
        return false;
    }

    /**
     * What the source calls one of its units, in the singular ({@code cycle}, {@code turn}, {@code version}): the
     * word blame, churn and their JSON use for the unit a change belongs to.
     */
    default String unitKind() {
        return "unit";
    }

    /**
     * Where the format's own records show the agent making a change inside a unit (the log line of the tool call
     * and its iteration, the note it left), in one line; null when they do not say.
     *
     * @param point  the point the change led to
     * @param path   the field that changed
     * @param before the state before, as loaded
     * @param after  the state at {@code point}, as loaded
     */
    default String agentDetail(HistoryPoint point, FieldPath path, UnitState before, UnitState after) {
        return null;
    }
}
