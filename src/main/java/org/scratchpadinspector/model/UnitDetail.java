package org.scratchpadinspector.model;

import java.util.List;

/**
 * Everything the details and the panes show for one unit.
 *
 * @param unit     its summary
 * @param states   its states in pane order, rendered
 * @param changes  what changed, in the format's terms, one line each ("TRAJECTORY/Now changed",
 *                 "counter (kenji, go) 1 → 2"); empty when nothing did
 * @param timeline its events, oldest first
 */
public record UnitDetail(Unit unit, List<UnitState> states, List<String> changes, List<UnitEvent> timeline) {
    public UnitDetail {
        states = List.copyOf(states);
        changes = List.copyOf(changes);
        timeline = List.copyOf(timeline);
    }

    /** The state of that name, or null. */
    public UnitState state(String name) {
        return states.stream().filter(s -> s.name().equals(name)).findFirst().orElse(null);
    }
}
