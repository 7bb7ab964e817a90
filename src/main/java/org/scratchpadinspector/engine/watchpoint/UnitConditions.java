package org.scratchpadinspector.engine.watchpoint;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitState;

/**
 * Whether a condition holds for one unit read from the files, in any format (Files mode, and "run until" in
 * Command mode): its status, its tool calls (the timeline's events that name a tool), the value at a path changing
 * between its first and last states, the size at a path in its last state, and its iteration count (the unit's
 * {@code iterations} field, where its format counts them).
 */
public final class UnitConditions {
    private UnitConditions() {
    }

    /** The first breakpoint of {@code set} that holds for the unit, with what it saw. */
    public static Optional<Hit> firstHit(List<Breakpoint> set, UnitDetail unit) {
        for (Breakpoint breakpoint : set) {
            Optional<Map<String, Object>> saw = evaluate(breakpoint.condition(), unit);
            if (saw.isPresent()) {
                return Optional.of(new Hit(breakpoint, saw.get()));
            }
        }
        return Optional.empty();
    }

    /** What the condition saw in the unit, or empty when it does not hold. */
    public static Optional<Map<String, Object>> evaluate(Condition condition, UnitDetail unit) {
        if (condition instanceof Condition.Status s) {
            return unit.unit().status().key().equals(s.status()) ? Optional.of(Hit.saw("status", s.status()))
                    : Optional.empty();
        }
        if (condition instanceof Condition.Tool t) {
            for (UnitEvent e : unit.timeline()) {
                if (t.tool().equals(e.tool()) && (t.argsContains() == null
                        || (e.args() != null && e.args().contains(t.argsContains())))) {
                    return Optional.of(Hit.saw("tool", e.tool(), "args", e.args()));
                }
            }
            return Optional.empty();
        }
        UnitState first = unit.states().isEmpty() ? null : unit.states().get(0);
        UnitState last = unit.states().isEmpty() ? null : unit.states().get(unit.states().size() - 1);
        if (condition instanceof Condition.Changed c) {
            if (!valued(first) || !valued(last)) {
                return Optional.empty();
            }
            Object old = c.path().lookup(first.value());
            Object now = c.path().lookup(last.value());
            return Objects.equals(LiveWatch.comparable(old), LiveWatch.comparable(now)) ? Optional.empty()
                    : Optional.of(Hit.saw("path", c.path().toString(), "old", Hit.shown(old), "new", Hit.shown(now)));
        }
        if (condition instanceof Condition.Size s) {
            if (!valued(last)) {
                return Optional.empty();
            }
            long size = FieldSize.of(s.path().lookup(last.value()));
            return size > s.over() ? Optional.of(Hit.saw("path", s.path().toString(), "size", size, "over", s.over()))
                    : Optional.empty();
        }
        Object iterations = unit.unit().fields().get("iterations");
        return iterations instanceof Number n && n.longValue() > ((Condition.Iteration) condition).over()
                ? Optional.of(Hit.saw("iterations", n)) : Optional.empty();
    }

    private static boolean valued(UnitState state) {
        return state != null && state.readable() && state.value() != null && state.value() != FieldPath.ABSENT;
    }
}
