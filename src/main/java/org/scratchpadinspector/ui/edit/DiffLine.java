package org.scratchpadinspector.ui.edit;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;

/** One line of a preview diff: unchanged context, removed, added, or a fold standing for unchanged lines. */
public record DiffLine(Kind kind, String text) {
    public enum Kind { SAME, REMOVED, ADDED, FOLD }

    /** The shown form, e.g. {@code + - item} or {@code ⋯ 12 unchanged lines}. */
    public String shown() {
        return switch (kind) {
            case SAME -> "  " + text;
            case REMOVED -> "- " + text;
            case ADDED -> "+ " + text;
            case FOLD -> "  ⋯ " + text;
        };
    }

    /** The line diff of {@code before} and {@code after} with {@code context} unchanged lines around each change. */
    public static List<DiffLine> diff(String before, String after, int context, Cancellation cancel) {
        List<String> a = before.lines().toList();
        List<String> b = after.lines().toList();
        LineDiffResult result = LineDiff.diff(a, b, cancel);
        List<DiffLine> lines = new ArrayList<>();
        int nextA = 0;
        for (LineEdit edit : result.edits()) {
            addUnchanged(lines, a, nextA, edit.aStart(), context, lines.isEmpty(), false);
            for (int i = edit.aStart(); i < edit.aEnd(); i++) {
                lines.add(new DiffLine(Kind.REMOVED, a.get(i)));
            }
            for (int i = edit.bStart(); i < edit.bEnd(); i++) {
                lines.add(new DiffLine(Kind.ADDED, b.get(i)));
            }
            nextA = edit.aEnd();
        }
        addUnchanged(lines, a, nextA, a.size(), context, lines.isEmpty(), true);
        return List.copyOf(lines);
    }

    private static void addUnchanged(List<DiffLine> lines, List<String> a, int from, int to, int context,
                                     boolean first, boolean last) {
        int keepHead = first ? 0 : context;
        int keepTail = last ? 0 : context;
        if (to - from <= keepHead + keepTail + 1) {
            for (int i = from; i < to; i++) {
                lines.add(new DiffLine(Kind.SAME, a.get(i)));
            }
            return;
        }
        for (int i = from; i < from + keepHead; i++) {
            lines.add(new DiffLine(Kind.SAME, a.get(i)));
        }
        int folded = to - from - keepHead - keepTail;
        lines.add(new DiffLine(Kind.FOLD, folded + " unchanged line" + (folded == 1 ? "" : "s")));
        for (int i = to - keepTail; i < to; i++) {
            lines.add(new DiffLine(Kind.SAME, a.get(i)));
        }
    }
}
