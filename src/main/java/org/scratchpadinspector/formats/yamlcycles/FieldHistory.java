package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;

/**
 * The value of one top-level field cycle by cycle: each cycle's after, or its before when it has no after
 * (running, interrupted). A row is marked changed when its value differs from the previous readable row's;
 * the first readable row counts as a change (where the value first appears).
 */
public final class FieldHistory {
    static final int MAX_VALUE = 120;

    /**
     * One cycle's value of the field.
     *
     * @param value   the value on one line, ellipsised; {@code (absent)} or {@code (unreadable: …)} otherwise
     * @param present the snapshot was readable and held the field
     */
    public record Row(CycleId cycle, Side side, String value, boolean present, boolean readable,
                      boolean changed) {
    }

    private FieldHistory() {
    }

    /**
     * Walks every cycle of {@code pad} in time order.
     *
     * @param progress called after each cycle with the number of cycles done
     */
    public static List<Row> of(Scratchpad pad, String field, Cancellation cancel, IntConsumer progress) {
        CycleIndex index = pad.index();
        List<Row> rows = new ArrayList<>(index.size());
        Object previous = null;
        boolean seenReadable = false;
        for (int i = 0; i < index.size(); i++) {
            cancel.check();
            CycleId id = index.id(i);
            Side side = index.has(i, CycleIndex.AFTER) ? Side.AFTER : Side.BEFORE;
            Snapshot snapshot = pad.snapshot(id, side);
            if (!snapshot.isReadable()) {
                rows.add(new Row(id, side, "(unreadable: " + snapshot.problem() + ")", false, false, false));
            } else {
                Map<String, Object> state = snapshot.state();
                boolean present = state.containsKey(field);
                Object value = state.get(field);
                boolean changed = !seenReadable || present != wasPresent(rows) || !Objects.equals(previous, value);
                rows.add(new Row(id, side, present ? shortValue(value) : "(absent)", present, true, changed));
                previous = value;
                seenReadable = true;
            }
            progress.accept(i + 1);
        }
        return rows;
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
    public static String shortValue(Object value) {
        String text = render(value).replace("\r", "").replace("\n", " ⏎ ");
        return text.length() <= MAX_VALUE ? text : text.substring(0, MAX_VALUE - 1) + "…";
    }

    private static String render(Object value) {
        if (value instanceof List<?> list) {
            return list.stream().map(FieldHistory::render).collect(Collectors.joining(", ", "[", "]"));
        }
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + ": " + render(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return value instanceof String s ? s.strip() : String.valueOf(value);
    }
}
