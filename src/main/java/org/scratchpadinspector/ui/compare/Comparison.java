package org.scratchpadinspector.ui.compare;

import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;
import org.scratchpadinspector.ui.panes.AlignedPair;

/**
 * Two snapshots compared: per-field changes (when both parse) and a unified diff of their decoded
 * renderings (the raw text stands in for a side that does not parse).
 *
 * @param problems what is wrong with either side, e.g. "left: active.yaml: line 3, column 5: …"
 */
record Comparison(List<String> fieldChanges, String unifiedDiff, boolean identical, List<String> problems,
                  AlignedPair sideBySide) {
    static final int CONTEXT = 3;

    static Comparison of(Scratchpad pad, SnapshotChoice left, SnapshotChoice right, Cancellation cancel) {
        Snapshot a = pad.store().read(left.path(pad.location()));
        Snapshot b = pad.store().read(right.path(pad.location()));
        cancel.check();
        List<String> problems = new java.util.ArrayList<>();
        if (a.hasProblem()) {
            problems.add("Left: " + a.describeProblem());
        }
        if (b.hasProblem()) {
            problems.add("Right: " + b.describeProblem());
        }
        List<String> fields = a.isReadable() && b.isReadable()
                ? StateDiff.compare(a.state(), b.state()).stream().map(FieldChange::describe).toList()
                : List.of();
        List<String> la = text(a).lines().toList();
        List<String> lb = text(b).lines().toList();
        cancel.check();
        LineDiffResult result = LineDiff.diff(la, lb, cancel);
        String diff = UnifiedDiff.format(result, la, lb, left.label(), right.label(), CONTEXT);
        AlignedPair pair = AlignedPair.of(side(left, a, la), side(right, b, lb), result);
        return new Comparison(fields, diff, result.isIdentical(), problems, pair);
    }

    private static AlignedPair.Side side(SnapshotChoice choice, Snapshot s, List<String> lines) {
        String error = s.hasProblem() ? s.describeProblem() : null;
        return new AlignedPair.Side(choice.label(), s.size(), lines, error, lines.isEmpty() ? "(empty)" : null);
    }

    private static String text(Snapshot s) {
        if (s.isReadable()) {
            return DecodedRenderer.render(s.state());
        }
        return s.text() == null ? "" : s.text();
    }
}
