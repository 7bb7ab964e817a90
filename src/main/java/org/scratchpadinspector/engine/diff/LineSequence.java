package org.scratchpadinspector.engine.diff;

import java.util.List;
import org.eclipse.jgit.diff.Sequence;

/** A window {@code [from, to)} of a list of lines with each line's hash computed once. */
final class LineSequence extends Sequence {
    private final List<String> lines;
    private final int from;
    private final int[] hashes;

    LineSequence(List<String> lines, int from, int to) {
        this.lines = lines;
        this.from = from;
        this.hashes = new int[to - from];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = spread(lines.get(from + i).hashCode());
        }
    }

    @Override
    public int size() {
        return hashes.length;
    }

    String line(int index) {
        return lines.get(from + index);
    }

    int hash(int index) {
        return hashes[index];
    }

    // HistogramDiff buckets by the high bits of (hash * constant); String.hashCode of similar
    // lines ("item 1", "item 2", ...) differs mostly in low bits, so mix them upwards first.
    private static int spread(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }
}
