package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.watchpoint.FieldSize;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.Condition;
import org.scratchpadinspector.engine.watchpoint.Hit;

import org.scratchpadinspector.model.FieldPath;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/**
 * Whether a condition holds for one finished cycle, judged from its files: its status, its tool calls (the
 * notes entries it added), the fields that differ between its {@code _before} and {@code _after}, sizes in its
 * {@code _after}, and its iteration count from the log.
 */
public final class CycleConditions {
    private CycleConditions() {
    }

    /** The first breakpoint of {@code set} that holds for the cycle, with what it saw. */
    public static Optional<Hit> firstHit(List<Breakpoint> set, CycleAnalysis cycle) {
        for (Breakpoint breakpoint : set) {
            Optional<Map<String, Object>> saw = evaluate(breakpoint.condition(), cycle);
            if (saw.isPresent()) {
                return Optional.of(new Hit(breakpoint, saw.get()));
            }
        }
        return Optional.empty();
    }

    /** What the condition saw in the cycle, or empty when it does not hold. */
    public static Optional<Map<String, Object>> evaluate(Condition condition, CycleAnalysis cycle) {
        if (condition instanceof Condition.Status s) {
            return cycle.summary().status().key().equals(s.status()) ? Optional.of(saw("status", s.status())) : Optional.empty();
        }
        if (condition instanceof Condition.Tool t) {
            return toolCall(t, cycle.addedEntries());
        }
        if (condition instanceof Condition.Changed c) {
            return changed(c.path(), cycle.before(), cycle.after());
        }
        if (condition instanceof Condition.Size s) {
            return size(s, cycle.after());
        }
        int iterations = cycle.summary().iterations();
        return iterations > ((Condition.Iteration) condition).over()
                ? Optional.of(saw("iterations", iterations)) : Optional.empty();
    }

    private static Optional<Map<String, Object>> toolCall(Condition.Tool t, List<NoteEntry> entries) {
        for (NoteEntry entry : entries) {
            if (entry.isToolCall() && entry.tool().equals(t.tool())
                    && (t.argsContains() == null || entry.args().contains(t.argsContains()))) {
                return Optional.of(saw("tool", entry.tool(), "args", entry.args()));
            }
        }
        return Optional.empty();
    }

    private static Optional<Map<String, Object>> changed(FieldPath path, Snapshot before, Snapshot after) {
        if (before == null || after == null || before.state() == null || after.state() == null) {
            return Optional.empty();
        }
        Object old = path.lookup(before.state());
        Object now = path.lookup(after.state());
        return Objects.equals(old, now) ? Optional.empty()
                : Optional.of(saw("path", path.toString(), "old", shown(old), "new", shown(now)));
    }

    private static Optional<Map<String, Object>> size(Condition.Size s, Snapshot after) {
        if (after == null || after.state() == null) {
            return Optional.empty();
        }
        long size = FieldSize.of(s.path().lookup(after.state()));
        return size > s.over() ? Optional.of(saw("path", s.path().toString(), "size", size, "over", s.over()))
                : Optional.empty();
    }

    static Map<String, Object> saw(Object... keyValues) {
        return Hit.saw(keyValues);
    }

    static Object shown(Object value) {
        return Hit.shown(value);
    }
}
