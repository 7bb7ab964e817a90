package org.scratchpadinspector.ui.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * The value of one field unit by unit, in any format with a history: each unit's last state (a cycle's after, or
 * its before when it has none). A row is marked changed when its value differs from the previous readable row's;
 * the first readable row counts as a change (where the value first appears).
 */
final class FieldTrail {
    static final int MAX_VALUE = 120;

    /**
     * One unit's value of the field.
     *
     * @param state   the state it was read in ("after")
     * @param value   the value on one line, ellipsised; {@code (absent)} or {@code (unreadable: …)} otherwise
     * @param present the state was readable and held the field
     */
    record Row(UnitId unit, String state, String value, boolean present, boolean readable, boolean changed) {
    }

    private FieldTrail() {
    }

    /**
     * Walks every unit of the history in order.
     *
     * @param progress called after each unit with the number of units done
     */
    static List<Row> of(History history, List<HistoryPoint> points, FieldPath field, Cancellation cancel,
                        IntConsumer progress) {
        List<HistoryPoint> last = lastOfEachUnit(points);
        List<Row> rows = new ArrayList<>(last.size());
        Object previous = null;
        boolean seenReadable = false;
        for (int i = 0; i < last.size(); i++) {
            cancel.check();
            HistoryPoint point = last.get(i);
            UnitState state = history.loadValue(point, cancel);
            if (!state.readable() || state.value() == null) {
                String why = state.readable() ? "no tree to look in" : String.join("; ", state.problems());
                rows.add(new Row(point.unit(), point.state(), "(unreadable: " + why + ")", false, false, false));
            } else {
                Object value = field.lookup(state.value());
                boolean present = value != FieldPath.ABSENT;
                boolean changed = !seenReadable || present != wasPresent(rows) || !Objects.equals(previous, value);
                rows.add(new Row(point.unit(), point.state(), present ? shortValue(value) : "(absent)", present, true,
                        changed));
                previous = value;
                seenReadable = true;
            }
            progress.accept(i + 1);
        }
        return rows;
    }

    /** Each unit's last point, in order. */
    static List<HistoryPoint> lastOfEachUnit(List<HistoryPoint> points) {
        List<HistoryPoint> last = new ArrayList<>();
        for (HistoryPoint p : points) {
            if (p.unit() == null) {
                continue;
            }
            if (!last.isEmpty() && p.unit().equals(last.get(last.size() - 1).unit())) {
                last.set(last.size() - 1, p);
            } else {
                last.add(p);
            }
        }
        return last;
    }

    private static boolean wasPresent(List<Row> rows) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            if (rows.get(i).readable()) {
                return rows.get(i).present();
            }
        }
        return false;
    }

    /** One line: strings unquoted with line breaks shown as ⏎, lists as [a, b], maps as {k: v}; cut at 120. */
    static String shortValue(Object value) {
        String text = render(value).replace("\r", "").replace("\n", " ⏎ ");
        return text.length() <= MAX_VALUE ? text : text.substring(0, MAX_VALUE - 1) + "…";
    }

    private static String render(Object value) {
        if (value instanceof List<?> list) {
            return list.stream().map(FieldTrail::render).collect(Collectors.joining(", ", "[", "]"));
        }
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + ": " + render(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return value instanceof String s ? s.strip() : String.valueOf(value);
    }
}
