package org.scratchpadinspector.core.diff;

import org.eclipse.jgit.diff.SequenceComparator;
import org.scratchpadinspector.core.Cancellation;

/** Compares lines by hash, then by content; polls the cancellation flag every few thousand comparisons. */
final class LineComparator extends SequenceComparator<LineSequence> {
    private static final int POLL_MASK = (1 << 12) - 1;

    private final Cancellation cancel;
    private int calls;

    LineComparator(Cancellation cancel) {
        this.cancel = cancel;
    }

    @Override
    public boolean equals(LineSequence a, int ai, LineSequence b, int bi) {
        if ((++calls & POLL_MASK) == 0) {
            cancel.check();
        }
        return a.hash(ai) == b.hash(bi) && a.line(ai).equals(b.line(bi));
    }

    @Override
    public int hash(LineSequence seq, int index) {
        return seq.hash(index);
    }
}
