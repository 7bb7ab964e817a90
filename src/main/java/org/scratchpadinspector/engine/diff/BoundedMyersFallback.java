package org.scratchpadinspector.engine.diff;

import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.MyersDiff;
import org.eclipse.jgit.diff.Sequence;
import org.eclipse.jgit.diff.SequenceComparator;

/**
 * What HistogramDiff does with a region it cannot split (every common line occurs too often):
 * Myers for small regions while a per-diff work budget lasts, otherwise one replace edit.
 * Unbounded Myers on two large, wholly different files takes minutes, hence the bound.
 */
final class BoundedMyersFallback extends DiffAlgorithm {
    /** Myers costs about (n + m) * d steps; d ≤ n + m, so (n + m)² bounds one region. */
    private static final long MAX_REGION_COST = 2_000L * 2_000L;
    private static final long MAX_TOTAL_COST = 40_000_000L;

    private long spent;

    @Override
    public <S extends Sequence> EditList diffNonCommon(SequenceComparator<? super S> cmp, S a, S b) {
        long span = (long) a.size() + b.size();
        long cost = span * span;
        if (cost > MAX_REGION_COST || spent + cost > MAX_TOTAL_COST) {
            return EditList.singleton(new Edit(0, a.size(), 0, b.size()));
        }
        spent += cost;
        return MyersDiff.INSTANCE.diffNonCommon(cmp, a, b);
    }
}
