package org.scratchpadinspector.engine.diff;

import java.util.List;

/** Formats a {@link LineDiffResult} as unified diff text, hunk for hunk as GNU {@code diff -u} prints it. */
public final class UnifiedDiff {

    private UnifiedDiff() {
    }

    /** Returns the unified diff, or the empty string when the inputs are identical. */
    public static String format(LineDiffResult r, List<String> a, List<String> b,
            String labelA, String labelB, int context) {
        if (r.isIdentical()) {
            return "";
        }
        if (context < 0) {
            throw new IllegalArgumentException("negative context " + context);
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(labelA).append('\n');
        out.append("+++ ").append(labelB).append('\n');
        List<LineEdit> edits = r.edits();
        int first = 0;
        while (first < edits.size()) {
            int last = first;
            // Like GNU diff: hunks whose gap is at most twice the context share their context lines.
            while (last + 1 < edits.size() && edits.get(last + 1).aStart() - edits.get(last).aEnd() <= 2 * context) {
                last++;
            }
            appendHunk(out, edits.subList(first, last + 1), a, b, context);
            first = last + 1;
        }
        return out.toString();
    }

    private static void appendHunk(StringBuilder out, List<LineEdit> edits, List<String> a, List<String> b,
            int context) {
        LineEdit first = edits.get(0);
        LineEdit last = edits.get(edits.size() - 1);
        int leading = Math.min(context, first.aStart());
        int trailing = Math.min(context, a.size() - last.aEnd());
        int aFrom = first.aStart() - leading;
        int aTo = last.aEnd() + trailing;
        int bFrom = first.bStart() - leading;
        int bTo = last.bEnd() + trailing;
        out.append("@@ -").append(range(aFrom, aTo)).append(" +").append(range(bFrom, bTo)).append(" @@\n");

        int aPos = aFrom;
        for (LineEdit edit : edits) {
            appendLines(out, ' ', a, aPos, edit.aStart());
            appendLines(out, '-', a, edit.aStart(), edit.aEnd());
            appendLines(out, '+', b, edit.bStart(), edit.bEnd());
            aPos = edit.aEnd();
        }
        appendLines(out, ' ', a, aPos, aTo);
    }

    /** GNU style: "start,count" (1-based), just "start" for one line, and the line before for none. */
    private static String range(int from, int to) {
        int count = to - from;
        if (count == 1) {
            return Integer.toString(from + 1);
        }
        return (count == 0 ? from : from + 1) + "," + count;
    }

    private static void appendLines(StringBuilder out, char prefix, List<String> lines, int from, int to) {
        for (int i = from; i < to; i++) {
            out.append(prefix).append(lines.get(i)).append('\n');
        }
    }
}
