package org.scratchpadinspector.engine.watchpoint;

import org.scratchpadinspector.model.FieldPath;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A breakpoint set evaluated inside a running agent, at its safe points. A tool condition holds when a call
 * is dispatched and fires at the next safe point; a status condition at the end of a cycle; a changed
 * condition when the value differs from the one seen at the previous safe point (the first safe point after
 * the set is only remembered); size and iteration conditions when they become true (over the bound now, not
 * at the previous safe point; a value already over the bound when the set is made fires at the first one).
 * Not thread-safe: the agent holds its lock.
 */
public final class LiveWatch {
    private final List<Breakpoint> set;
    private final Map<String, Object> lastValue = new HashMap<>();
    private final Map<String, Boolean> wasOver = new HashMap<>();
    private Hit pendingTool;

    public LiveWatch(List<Breakpoint> set) {
        this.set = List.copyOf(set);
    }

    public List<Breakpoint> breakpoints() {
        return set;
    }

    /** An iteration dispatched a call to {@code tool}; {@code args} is its arguments as the notes show them. */
    public void toolCalled(String tool, String args) {
        toolCalled(tool, args, null, null);
    }

    /** The same, knowing the cycle and the iteration that made the call (the hit says where it was seen). */
    public void toolCalled(String tool, String args, String cycleId, Integer iteration) {
        if (pendingTool != null) {
            return;
        }
        for (Breakpoint b : set) {
            if (b.condition() instanceof Condition.Tool t && t.tool().equals(tool)
                    && (t.argsContains() == null || (args != null && args.contains(t.argsContains())))) {
                Hit hit = new Hit(b, Hit.saw("tool", tool, "args", args));
                pendingTool = cycleId == null ? hit : hit.at(cycleId, iteration);
                return;
            }
        }
    }

    /**
     * A safe point: the state now, the iterations finished in the cycle in progress (at the end of a cycle: all of
     * them; 0 at wake), and the status the cycle just ended with (null anywhere else). Every condition takes note;
     * the first that fires (a pending tool call first, then in the set's order) is returned.
     */
    public Optional<Hit> atSafePoint(Map<?, ?> state, int iterations, String endedWith) {
        Hit first = pendingTool;
        pendingTool = null;
        for (Breakpoint b : set) {
            Hit hit = observe(b, state, iterations, endedWith);
            if (first == null) {
                first = hit;
            }
        }
        return Optional.ofNullable(first);
    }

    private Hit observe(Breakpoint b, Map<?, ?> state, int iterations, String endedWith) {
        Condition c = b.condition();
        if (c instanceof Condition.Status s) {
            return s.status().equals(endedWith) ? new Hit(b, Hit.saw("status", endedWith)) : null;
        }
        if (c instanceof Condition.Changed changed) {
            Object now = comparable(changed.path().lookup(state));
            boolean seen = lastValue.containsKey(b.id());
            Object old = lastValue.put(b.id(), now);
            return seen && !Objects.equals(old, now) ? new Hit(b, Hit.saw("path", changed.path().toString(),
                    "old", Hit.shown(old), "new", Hit.shown(now))) : null;
        }
        if (c instanceof Condition.Size size) {
            long n = FieldSize.of(size.path().lookup(state));
            return becameTrue(b, n > size.over())
                    ? new Hit(b, Hit.saw("path", size.path().toString(), "size", n, "over", size.over())) : null;
        }
        if (c instanceof Condition.Iteration it) {
            return becameTrue(b, iterations > it.over()) ? new Hit(b, Hit.saw("iterations", iterations)) : null;
        }
        return null;
    }

    private boolean becameTrue(Breakpoint b, boolean now) {
        Boolean before = wasOver.put(b.id(), now);
        return now && !Boolean.TRUE.equals(before);
    }

    /** A deep copy that compares by value: whole numbers of any width are equal when their values are. */
    static Object comparable(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((k, v) -> copy.put(String.valueOf(k), comparable(v)));
            return copy;
        }
        if (value instanceof List<?> items) {
            List<Object> copy = new ArrayList<>(items.size());
            items.forEach(item -> copy.add(comparable(item)));
            return copy;
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return BigInteger.valueOf(((Number) value).longValue());
        }
        if (value instanceof Float f) {
            return f.doubleValue();
        }
        return value;
    }
}
