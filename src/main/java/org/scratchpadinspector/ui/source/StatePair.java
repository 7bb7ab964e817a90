package org.scratchpadinspector.ui.source;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.model.UnitState;

/**
 * Two states side by side: the left pane's lines that the right one lacks are marked removed, the right pane's new
 * lines added. A state that cannot be read shows its problems instead of its text, and is never compared (an
 * unreadable state must not read as "no changes").
 */
public record StatePair(List<StateLine> left, List<StateLine> right, String summary) {
    public static final StatePair EMPTY = new StatePair(List.of(), List.of(), "");

    public StatePair {
        left = List.copyOf(left);
        right = List.copyOf(right);
    }

    public static StatePair of(UnitState a, UnitState b, Cancellation cancel) {
        if (a == null && b == null) {
            return EMPTY;
        }
        if (a == null || b == null || !a.readable() || !b.readable()) {
            return new StatePair(plainOrProblems(a), plainOrProblems(b), unreadableSummary(a, b));
        }
        List<String> oldLines = a.text().lines().toList();
        List<String> newLines = b.text().lines().toList();
        LineDiffResult diff = LineDiff.diff(oldLines, newLines, cancel);
        List<StateLine> left = marked(oldLines, diff, true);
        List<StateLine> right = marked(newLines, diff, false);
        String summary = diff.isIdentical() ? a.name() + " and " + b.name() + " are the same"
                : "−" + diff.removedLines() + " +" + diff.addedLines() + " lines, " + a.name() + " → " + b.name();
        return new StatePair(left, right, summary);
    }

    private static List<StateLine> marked(List<String> lines, LineDiffResult diff, boolean oldSide) {
        boolean[] changed = new boolean[lines.size()];
        for (LineEdit edit : diff.edits()) {
            int from = oldSide ? edit.aStart() : edit.bStart();
            int to = oldSide ? edit.aEnd() : edit.bEnd();
            for (int i = from; i < to; i++) {
                changed[i] = true;
            }
        }
        StateLine.Mark changedMark = oldSide ? StateLine.Mark.REMOVED : StateLine.Mark.ADDED;
        List<StateLine> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            out.add(new StateLine(i + 1, lines.get(i), changed[i] ? changedMark : StateLine.Mark.SAME));
        }
        return out;
    }

    private static List<StateLine> plainOrProblems(UnitState state) {
        List<StateLine> out = new ArrayList<>();
        if (state == null) {
            return out;
        }
        for (String problem : state.problems()) {
            out.add(new StateLine(0, "⚠ " + problem, StateLine.Mark.PROBLEM));
        }
        List<String> lines = state.text().lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            out.add(new StateLine(i + 1, lines.get(i), StateLine.Mark.SAME));
        }
        return out;
    }

    private static String unreadableSummary(UnitState a, UnitState b) {
        UnitState bad = a == null || !a.readable() ? a : b;
        if (bad == null) {
            return "only one state: nothing to compare";
        }
        return bad.name() + " cannot be read: not compared";
    }
}
