package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * One state in a source's history.
 *
 * @param unit   the unit the state belongs to; null for the memory as it is now, outside any unit
 * @param state  the state's name in that unit ({@code before}, {@code after}, {@code version})
 * @param label  how the operator sees it in a picker ({@code 20260401_100637 after}, {@code r12 · MEMORY.md})
 * @param origin who can have made the change from the previous point to this one
 * @param author the writer the history names for that change (a git author), or null
 * @param time   when the state was written, ISO-8601, or null when unknown
 */
public record HistoryPoint(UnitId unit, String state, String label, Origin origin, String author, String time) {
    public HistoryPoint {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(origin, "origin");
    }

    /** Where the change that led to a point came from, as far as the format knows. */
    public enum Origin {
        /** The first point: nothing before it. */
        START,
        /** Inside a unit (a cycle's before to its after): the agent's own work. */
        AGENT,
        /**
         * Between units (one unit's end to the next one's start): the inspector when its journal explains it, the
         * agent where {@link History#agentWritesBetweenUnits} says so, otherwise an outside writer.
         */
        BETWEEN_UNITS,
        /** A recorded version whose {@code author} is known (a git commit); the journal may still explain it. */
        RECORDED,
        /** The memory now, newer than the newest unit: no unit has read this change yet. */
        PENDING
    }
}
