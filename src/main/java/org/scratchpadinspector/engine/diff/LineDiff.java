package org.scratchpadinspector.engine.diff;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.HistogramDiff;
import org.scratchpadinspector.model.Cancellation;

/**
 * Line diff for snapshots of any size. Stages: trim the common prefix and suffix; split the rest
 * at lines unique to both sides ({@link UniqueLineAnchors}); diff each gap with JGit's histogram
 * diff, whose fallback is bounded ({@link BoundedMyersFallback}). The cost stays near-linear even
 * when every line differs, and cancellation is polled between stages and gaps.
 */
public final class LineDiff {

    private LineDiff() {
    }

    public static LineDiffResult diff(List<String> a, List<String> b, Cancellation cancel) {
        cancel.check();
        int prefix = commonPrefix(a, 0, a.size(), b, 0, b.size());
        int suffix = commonSuffix(a, prefix, a.size(), b, prefix, b.size());
        cancel.check();
        List<LineEdit> edits = new ArrayList<>();
        new Gaps(a, b, cancel, edits).diffMiddle(prefix, a.size() - suffix, prefix, b.size() - suffix);
        return new LineDiffResult(edits, a.size(), b.size());
    }

    /** Diffs the region between two anchors, or between the trimmed prefix and suffix. */
    private static final class Gaps {
        // Histogram diff can go quadratic when no line is unique and changes alternate with
        // repeated lines; past this many comparisons the remaining gaps become single changes.
        private static final long WORK_PER_LINE = 16;
        private static final long MIN_WORK = 1_000_000;

        private final List<String> a;
        private final List<String> b;
        private final Cancellation cancel;
        private final List<LineEdit> edits;
        private final LineComparator comparator;
        private final HistogramDiff histogram = new HistogramDiff();

        Gaps(List<String> a, List<String> b, Cancellation cancel, List<LineEdit> edits) {
            this.a = a;
            this.b = b;
            this.cancel = cancel;
            this.edits = edits;
            this.comparator = new LineComparator(cancel, WORK_PER_LINE * (a.size() + b.size()) + MIN_WORK);
            histogram.setFallbackAlgorithm(new BoundedMyersFallback());
        }

        void diffMiddle(int aFrom, int aTo, int bFrom, int bTo) {
            if (isTrivial(aFrom, aTo, bFrom, bTo)) {
                return;
            }
            LineSequence middleA = new LineSequence(a, aFrom, aTo);
            LineSequence middleB = new LineSequence(b, bFrom, bTo);
            int aPos = 0;
            int bPos = 0;
            for (int[] anchor : UniqueLineAnchors.find(middleA, middleB, cancel)) {
                diffGap(aFrom + aPos, aFrom + anchor[0], bFrom + bPos, bFrom + anchor[1]);
                aPos = anchor[0] + 1;
                bPos = anchor[1] + 1;
            }
            diffGap(aFrom + aPos, aTo, bFrom + bPos, bTo);
        }

        private void diffGap(int aFrom, int aTo, int bFrom, int bTo) {
            int prefix = commonPrefix(a, aFrom, aTo, b, bFrom, bTo);
            aFrom += prefix;
            bFrom += prefix;
            int suffix = commonSuffix(a, aFrom, aTo, b, bFrom, bTo);
            aTo -= suffix;
            bTo -= suffix;
            if (isTrivial(aFrom, aTo, bFrom, bTo)) {
                return;
            }
            cancel.check();
            EditList gapEdits;
            try {
                // HistogramDiff needs a region with no common first or last line: trimmed above.
                gapEdits = histogram.diffNonCommon(comparator, new LineSequence(a, aFrom, aTo),
                        new LineSequence(b, bFrom, bTo));
            } catch (LineComparator.WorkLimitExceeded e) {
                gapEdits = EditList.singleton(new Edit(0, aTo - aFrom, 0, bTo - bFrom));
            }
            for (Edit e : gapEdits) {
                edits.add(LineEdit.of(aFrom + e.getBeginA(), aFrom + e.getEndA(),
                        bFrom + e.getBeginB(), bFrom + e.getEndB()));
            }
        }

        /** Emits the edit for an empty, pure insert/delete or one-line region; false if real work remains. */
        private boolean isTrivial(int aFrom, int aTo, int bFrom, int bTo) {
            int lengthA = aTo - aFrom;
            int lengthB = bTo - bFrom;
            if (lengthA == 0 && lengthB == 0) {
                return true;
            }
            if (lengthA == 0 || lengthB == 0 || (lengthA == 1 && lengthB == 1)) {
                edits.add(LineEdit.of(aFrom, aTo, bFrom, bTo));
                return true;
            }
            return false;
        }
    }

    private static int commonPrefix(List<String> a, int aFrom, int aTo, List<String> b, int bFrom, int bTo) {
        int max = Math.min(aTo - aFrom, bTo - bFrom);
        int n = 0;
        while (n < max && a.get(aFrom + n).equals(b.get(bFrom + n))) {
            n++;
        }
        return n;
    }

    private static int commonSuffix(List<String> a, int aFrom, int aTo, List<String> b, int bFrom, int bTo) {
        int max = Math.min(aTo - aFrom, bTo - bFrom);
        int n = 0;
        while (n < max && a.get(aTo - 1 - n).equals(b.get(bTo - 1 - n))) {
            n++;
        }
        return n;
    }
}
