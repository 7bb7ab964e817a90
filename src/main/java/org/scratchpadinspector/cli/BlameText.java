package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import org.scratchpadinspector.core.blame.Blame;
import org.scratchpadinspector.core.blame.FieldChangeRecord;
import org.scratchpadinspector.core.blame.FieldPath;
import org.scratchpadinspector.core.scratchpad.FieldHistory;

/** blame's text form: one block per change, values on one line each, an appended text shown as its tail. */
final class BlameText {
    private static final int WIDTH = 120;
    private static final int LEAD = 40;
    private static final int CONTEXT = 30;

    private final PrintWriter out;

    BlameText(PrintWriter out) {
        this.out = out;
    }

    void print(Blame.Report r) {
        if (!r.everExisted()) {
            return;
        }
        int n = r.changes().size();
        out.println(r.path() + ": " + (n == 0 ? "no changes" : n + " change" + (n == 1 ? "" : "s") + ", newest first"));
        for (FieldChangeRecord c : r.changes()) {
            out.println();
            out.println(BlameCommand.where(c) + "  by " + c.by().key());
            if (c.oldValue() instanceof String before && c.newValue() instanceof String after
                    && after.startsWith(before) && !before.isEmpty()) {
                out.println("  appended: " + FieldHistory.shortValue(after.substring(before.length())));
            } else {
                String[] shown = fromFirstDifference(value(c.oldValue()), value(c.newValue()));
                out.println("  old: " + shown[0]);
                out.println("  new: " + shown[1]);
            }
            if (c.detail() != null) {
                out.println("  " + c.detail());
            }
        }
        if (r.firstValue() != FieldPath.ABSENT) {
            out.println();
            out.println("first seen in " + BlameCommand.firstSeen(r) + ": " + cut(value(r.firstValue()), 0));
        }
        for (String u : r.unreadable()) {
            out.println("unreadable, changes across it are joined: " + u);
        }
    }

    /** Both values cut to one line, starting a little before they differ when a long common start hides it. */
    static String[] fromFirstDifference(String a, String b) {
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

    private static String value(Object v) {
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
        if (v instanceof java.util.List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ", ");
                render(list.get(i), out);
            }
            out.append(']');
        } else if (v instanceof java.util.Map<?, ?> map) {
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
