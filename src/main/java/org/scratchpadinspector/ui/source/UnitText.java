package org.scratchpadinspector.ui.source;

import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.format.Untrusted;

/** The toolkit-free texts of a unit's row: its key fields compactly, its flags, its tooltip. */
public final class UnitText {
    static final int MAX_FIELDS_LENGTH = 90;
    private static final int MAX_VALUE_LENGTH = 40;

    private UnitText() {
    }

    /** {@code turn 3 · run r1 · tools shell,read}: the format's fields in its order, empty ones left out, cut short. */
    public static String fields(Unit unit) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Object> field : unit.fields().entrySet()) {
            if (field.getKey().equals("status_reason")) {
                continue;
            }
            String value = value(field.getValue());
            if (value.isEmpty()) {
                continue;
            }
            if (out.length() > 0) {
                out.append(" · ");
            }
            out.append(field.getKey().replace('_', ' ')).append(' ').append(Untrusted.line(value));
            if (out.length() > MAX_FIELDS_LENGTH) {
                return out.substring(0, MAX_FIELDS_LENGTH - 1) + "…";
            }
        }
        return out.toString();
    }

    public static String flags(Unit unit) {
        return Untrusted.line(unit.flags().stream().map(f -> f.replace('_', ' ')).collect(Collectors.joining(", ")));
    }

    /** Everything the row cuts short, for its tooltip. */
    public static String tooltip(Unit unit) {
        StringBuilder out = new StringBuilder(unit.kind()).append(' ').append(Untrusted.line(unit.id().text()))
                .append(": ").append(unit.status().key());
        if (unit.status().reason() != null) {
            out.append(" (").append(Untrusted.line(unit.status().reason())).append(')');
        }
        unit.fields().forEach((k, v) -> out.append('\n').append(k).append(": ")
                .append(v == null ? "—" : Untrusted.line(String.valueOf(v))));
        unit.flags().forEach(f -> out.append("\nflag: ").append(Untrusted.line(f)));
        unit.problems().forEach(p -> out.append("\n⚠ ").append(Untrusted.line(p)));
        return out.toString();
    }

    private static String value(Object v) {
        if (v == null) {
            return "";
        }
        String text = v instanceof Collection<?> c
                ? c.stream().map(String::valueOf).collect(Collectors.joining(","))
                : String.valueOf(v);
        text = text.replace('\n', ' ');
        return text.length() > MAX_VALUE_LENGTH ? text.substring(0, MAX_VALUE_LENGTH - 1) + "…" : text;
    }
}
