package org.scratchpadinspector.engine.blame;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.model.FieldPath;

/** A field's values as blame shows them: on one line, cut to a width, starting near where two values differ. */
public final class BlameValues {
    private static final int WIDTH = 120;
    private static final int LEAD = 40;
    private static final int CONTEXT = 30;

    private BlameValues() {
    }

    /**
     * The text a change appended, when the field was a non-empty string that the change only added to (a notes
     * field growing cycle by cycle): blame shows that tail, not two long values that differ only at their end.
     */
    public static Optional<String> appendedText(Object oldValue, Object newValue) {
        return oldValue instanceof String before && newValue instanceof String after
                && !before.isEmpty() && after.startsWith(before)
                ? Optional.of(after.substring(before.length())) : Optional.empty();
    }

    /** The value on one line, cut to the width. */
    public static String oneLineCut(Object v) {
        return cut(value(v), 0);
    }

    /** Both values cut to one line, starting a little before they differ when a long common start hides it. */
    public static String[] fromFirstDifference(String a, String b) {
        int common = 0;
        while (common < a.length() && common < b.length() && a.charAt(common) == b.charAt(common)) {
            common++;
        }
        int from = common > LEAD + CONTEXT ? common - CONTEXT : 0;
        return new String[] {cut(a, from), cut(b, from)};
    }

    private static String cut(String text, int from) {
        String tail = from == 0 ? text : "…" + text.substring(from);
        return tail.length() <= WIDTH ? tail : tail.substring(0, WIDTH - 1) + "…";
    }

    public static String value(Object v) {
        if (v == FieldPath.ABSENT) {
            return "(absent)";
        }
        if (v == null) {
            return "null";
        }
        if (v instanceof String s && s.isEmpty()) {
            return "''";
        }
        return oneLine(v);
    }

    private static String oneLine(Object v) {
        StringBuilder text = new StringBuilder();
        render(v, text);
        return text.toString().replace("\r", "").replace("\n", " ⏎ ");
    }

    private static void render(Object v, StringBuilder out) {
        if (v instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ", ");
                render(list.get(i), out);
            }
            out.append(']');
        } else if (v instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (var e : map.entrySet()) {
                out.append(first ? "" : ", ").append(e.getKey()).append(": ");
                render(e.getValue(), out);
                first = false;
            }
            out.append('}');
        } else {
            out.append(v instanceof String s ? s.strip() : String.valueOf(v));
        }
    }
}
