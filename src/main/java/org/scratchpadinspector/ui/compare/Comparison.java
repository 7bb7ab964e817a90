package org.scratchpadinspector.ui.compare;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * Two states compared, in any format with a history: per-field changes (when both have a tree) and a unified diff
 * of their renderings (the raw text stands in for a side that cannot be read).
 *
 * @param problems what is wrong with either side, e.g. "Left: active.yaml: line 3, column 5: …"
 */
record Comparison(List<String> fieldChanges, String unifiedDiff, boolean identical, List<String> problems,
                  AlignedPair sideBySide) {
    static final int CONTEXT = 3;

    static Comparison of(History history, StateChoice left, StateChoice right, Cancellation cancel) {
        UnitState a = history.load(left.point(), cancel);
        UnitState b = history.load(right.point(), cancel);
        cancel.check();
        List<String> problems = new java.util.ArrayList<>();
        if (!a.readable()) {
            problems.add("Left: " + String.join("; ", a.problems()));
        }
        if (!b.readable()) {
            problems.add("Right: " + String.join("; ", b.problems()));
        }
        List<String> fields = a.readable() && b.readable() && a.value() instanceof Map<?, ?> va
                && b.value() instanceof Map<?, ?> vb
                ? StateDiff.compare(va, vb).stream().map(FieldChange::describe).toList()
                : List.of();
        List<String> la = text(a).lines().toList();
        List<String> lb = text(b).lines().toList();
        cancel.check();
        LineDiffResult result = LineDiff.diff(la, lb, cancel);
        String diff = UnifiedDiff.format(result, la, lb, left.label(), right.label(), CONTEXT);
        AlignedPair pair = AlignedPair.of(side(left, a, la), side(right, b, lb), result);
        return new Comparison(fields, diff, result.isIdentical(), problems, pair);
    }

    private static AlignedPair.Side side(StateChoice choice, UnitState s, List<String> lines) {
        String error = s.readable() ? null : String.join("; ", s.problems());
        long size = s.raw() != null ? s.raw().length : s.text().length();
        return new AlignedPair.Side(choice.label(), size, lines, error, lines.isEmpty() ? "(empty)" : null);
    }

    /** The rendering, or the bytes on disk for a state that cannot be read. */
    private static String text(UnitState s) {
        if (!s.readable() && s.raw() != null) {
            return new String(s.raw(), StandardCharsets.UTF_8);
        }
        return s.text();
    }
}
