package org.scratchpadinspector.engine.diff;

import org.eclipse.jgit.diff.SequenceComparator;
import org.scratchpadinspector.model.Cancellation;

/**
 * Compares lines by hash, then by content. Polls the cancellation flag every few thousand
 * comparisons and throws {@link WorkLimitExceeded} once the comparison budget is spent.
 */
final class LineComparator extends SequenceComparator<LineSequence> {
    private static final int POLL_MASK = (1 << 12) - 1;

    /** Thrown when the diff has done its share of work; the caller reports the region as one change. */
    static final class WorkLimitExceeded extends RuntimeException {
        WorkLimitExceeded() {
            super("line diff work limit exceeded", null, false, false);
        }
    }

    private final Cancellation cancel;
    private final long maxCalls;
    private long calls;

    LineComparator(Cancellation cancel, long maxCalls) {
        this.cancel = cancel;
        this.maxCalls = maxCalls;
    }

    @Override
    public boolean equals(LineSequence a, int ai, LineSequence b, int bi) {
        if ((++calls & POLL_MASK) == 0) {
            cancel.check();
            if (calls > maxCalls) {
                throw new WorkLimitExceeded();
            }
        }
        return a.hash(ai) == b.hash(bi) && a.line(ai).equals(b.line(bi));
    }

    @Override
    public int hash(LineSequence seq, int index) {
        return seq.hash(index);
    }
}
