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
     * A point's state for a walk over the whole run that needs only its parsed value (blame, churn): a format may
     * leave its rendering out when that costs as much as the parse. By default the whole state.
     */
    default UnitState loadValue(HistoryPoint point, Cancellation cancellation) {
        return load(point, cancellation);
    }

    /**
     * The point the operator named: {@code ID} (the unit's last state), {@code ID:STATE}, or the name of the memory
     * now's state ({@code active}).
     *
     * @throws IllegalArgumentException saying why no point matches
     */
    default HistoryPoint point(String typed, Cancellation cancellation) {
        List<HistoryPoint> points = points(cancellation);
        int colon = typed.lastIndexOf(':');
        HistoryPoint last = null;
        for (HistoryPoint p : points) {
            if (p.unit() == null && p.state().equals(typed)) {
                last = p;
            } else if (p.unit() != null && p.unit().text().equals(typed)) {
                last = p;
            } else if (p.unit() != null && colon > 0 && p.unit().text().equals(typed.substring(0, colon))
                    && p.state().equals(typed.substring(colon + 1))) {
                return p;
            }
        }
        if (last == null) {
            throw new IllegalArgumentException("no state " + typed + ": name a unit (ID), one of its states"
                    + " (ID:STATE) or the memory now");
        }
        return last;
    }

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
    /** The statuses a unit can have (ls's STATUS column), for options that name one; empty when the source does not say. */
    default List<String> statusKeys() {
        return List.of();
    }

    /**
     * What the unit's stored states look like on disk (size, time, file key of each): a unit whose stamp changes was
     * rewritten under the same id, e.g. a cycle started in the same second as the one before it. Empty where the
     * source cannot tell.
     */
    default String stamp(UnitId unit) {
        return "";
    }

    default String unitKind() {
        return "unit";
    }

    /**
     * Whether the source keeps a memory outside its units (seed 000's active.yaml), even at a moment it has none
     * yet; false where the units are all there is (MemPalace sessions, Forge notes calls, recursive-context turns),
     * so that the window gives no pane to a memory now.
     */
    default boolean keepsMemoryNow() {
        return true;
    }

    /**
     * Whether a unit's own states (its before and after) are the memory itself, as seed 000's snapshot files are;
     * false where they are a record of the unit (a miniagent correction's trace) and the memory it changed is what
     * this history's points of the unit hold, so that the memory now is compared with those.
     */
    default boolean unitStatesAreMemory() {
        return true;
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
