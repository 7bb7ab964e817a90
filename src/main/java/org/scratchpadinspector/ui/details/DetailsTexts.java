package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.ui.common.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.StatusStyle;

/** The Details screen's texts made from a unit: its field changes, its facts line, why its timeline is empty. */
final class DetailsTexts {
    private DetailsTexts() {
    }

    /**
     * The field changes between the unit's first two states (a field the agent rewrites between units, such as a
     * timestamp, left out), or the format's own lines where a state has no tree; returns why there are none. An
     * unreadable state never reads as "no field changed".
     */
    static String changes(UnitDetail detail, History history, String kind, List<ChangeRow> into) {
        List<UnitState> states = detail.states();
        if (states.size() < 2) {
            detail.changes().forEach(c -> into.add(ChangeRow.described(c)));
            return "This " + kind + " has no two states to compare.";
        }
        UnitState before = states.get(0);
        UnitState after = states.get(1);
        for (UnitState state : List.of(after, before)) {
            if (!state.readable()) {
                return state.name() + (state.text().isEmpty() && state.raw() == null ? ": " : " cannot be read: ")
                        + String.join("; ", state.problems());
            }
        }
        List<String> aside = new ArrayList<>();
        if (before.value() instanceof Map<?, ?> b && after.value() instanceof Map<?, ?> a) {
            // a field the agent rewrites between units (a timestamp) is left out, and the placeholder says so
            java.util.Set<Object> keys = new java.util.LinkedHashSet<>(b.keySet());
            keys.addAll(a.keySet());
            for (Object key : keys) {
                if (history != null && agentStamp(history, String.valueOf(key))) {
                    aside.add(String.valueOf(key));
                }
            }
            for (var change : StateDiff.compare(b, a)) {
                if (history == null || !agentStamp(history, change.field())) {
                    into.add(ChangeRow.of(change));
                }
            }
        } else {
            detail.changes().forEach(c -> into.add(ChangeRow.described(c)));
        }
        return "No field changed in this " + kind + (aside.isEmpty() ? "" : " (" + String.join(", ", aside) + " aside)")
                + ".";
    }

    private static boolean agentStamp(History history, String field) {
        try {
            return history.agentWritesBetweenUnits(FieldPath.parse(field));
        } catch (IllegalArgumentException notAPath) {
            return false;
        }
    }

    /** Why the timeline is empty: nothing was recorded, or a state it would be read from is not there yet. */
    static String timelineEmpty(UnitDetail detail, String kind) {
        for (UnitState state : detail.states()) {
            if (!state.readable() && state.text().isEmpty() && state.raw() == null) {
                return "Nothing recorded in this " + kind + "'s timeline: " + String.join("; ", state.problems());
            }
        }
        return "Nothing recorded in this " + kind + "'s timeline.";
    }

    /** "  ·  2026-04-01T10:01:37" from the unit's time field, where it has one. */
    static String time(Unit unit) {
        Object time = unit.fields().get("time");
        return time == null ? "" : "  ·  " + time;
    }

    /** The format's own fields in one line ("3 tool calls · 4 iterations · learner kenji"). */
    static String facts(Unit unit) {
        List<String> parts = new ArrayList<>();
        unit.fields().forEach((key, value) -> {
            if (value != null && !key.equals("time") && !key.equals("status_reason")
                    && !(value instanceof java.util.Collection<?> empty && empty.isEmpty())) {
                String name = StatusStyle.label(key);
                parts.add(value instanceof Number n ? org.scratchpadinspector.ui.units.UnitFieldsText.count(key, n)
                        : value instanceof java.util.Collection<?> c ? name + ": " + String.join(", ",
                                c.stream().map(String::valueOf).toList())
                        : name + ": " + value);
            }
        });
        if (unit.status().reason() != null) {
            parts.add(StatusStyle.label(unit.status().key()) + ": " + unit.status().reason());
        }
        return String.join("  ·  ", parts);
    }

}
