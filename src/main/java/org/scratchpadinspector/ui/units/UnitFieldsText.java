package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Unit;

/**
 * A unit's own fields in one short line for its row ("3 tool calls · 4 iterations", "kenji · 5 steps"): counts as
 * "N name" (a count of zero left out: it says nothing a row needs), other numbers as "name N", short texts as they
 * are, lists by their length; fields without a value, empty lists, the time (the list is in time order already) and
 * the status reason (the tooltip says it) left out. The tooltip lists every field in full.
 */
public final class UnitFieldsText {
    static final int MAX_TEXT = 24;

    private UnitFieldsText() {
    }

    static String of(Unit unit) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Object> field : unit.fields().entrySet()) {
            String key = field.getKey();
            Object value = field.getValue();
            if (value == null || key.equals("time") || key.equals("status_reason") || key.equals("error")) {
                continue;
            }
            String name = UnitRow.label(key);
            if (value instanceof Number n) {
                if (n.doubleValue() != 0 || !isCount(key)) {
                    parts.add(count(key, n));
                }
            } else if (value instanceof Collection<?> c) {
                if (!c.isEmpty()) {
                    parts.add(c.size() + " " + name);
                }
            } else if (value instanceof Boolean b) {
                if (b) {
                    parts.add(name);
                }
            } else {
                String text = Untrusted.line(String.valueOf(value).strip());
                if (!text.isEmpty() && text.length() <= MAX_TEXT && text.indexOf('\n') < 0) {
                    parts.add(text);
                }
            }
        }
        return String.join(" · ", parts);
    }

    /**
     * A number as a row or header says it: a count by its plural name ("3 tool calls"), any other number after its
     * name ("turn 7", not "7 turn").
     */
    public static String count(String key, Number n) {
        if (!isCount(key)) {
            return UnitRow.label(key) + " " + n;
        }
        String name = UnitRow.label(key);
        // "1 tool call", "1 iteration": one of a count is named in the singular
        return n + " " + (n.doubleValue() == 1 && name.endsWith("s") ? name.substring(0, name.length() - 1) : name);
    }

    /** A field named in the plural counts something ({@code tool_calls}, {@code iterations}). */
    public static boolean isCount(String key) {
        return key.endsWith("s");
    }

    /** A field's value in full, for the tooltip. */
    static String value(Object value) {
        if (value instanceof Collection<?> c) {
            return Untrusted.line(String.join(", ", c.stream().map(String::valueOf).toList()));
        }
        return Untrusted.line(String.valueOf(value));
    }
}
