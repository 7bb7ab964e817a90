package org.scratchpadinspector.engine.blame;

import java.util.Map;
import org.scratchpadinspector.formats.yamlcycles.CycleId;

/**
 * Two consecutive readable states of the run and what lies between them.
 *
 * @param kind       where the change can have come from
 * @param cycleIndex the position of {@code cycle} in the index, -1 for {@link Kind#UNCOMMITTED}
 * @param cycle      the cycle the change is attributed to; null for {@link Kind#UNCOMMITTED}
 * @param from       the state before
 * @param to         the state after
 * @param gap        why the pair is not the plain one (an unreadable or missing snapshot between), or null
 */
public record Transition(Kind kind, int cycleIndex, CycleId cycle, Map<String, Object> from,
                         Map<String, Object> to, String gap) {

    public enum Kind {
        /** A cycle's {@code _before} to its {@code _after}: the agent's own work. */
        WITHIN_CYCLE,
        /** The previous cycle's end to this cycle's {@code _before}: someone wrote active.yaml between cycles. */
        BETWEEN_CYCLES,
        /** The newest cycle's end to active.yaml now: a change no cycle has read yet. */
        UNCOMMITTED
    }
}
