package org.scratchpadinspector.engine.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;

/**
 * Patience-diff anchors: lines that occur exactly once in each window, kept in the longest
 * order-preserving chain. Splitting at them first keeps HistogramDiff from peeling a long
 * region one common line at a time (quadratic when changed and unchanged lines alternate).
 */
final class UniqueLineAnchors {
    private static final int POLL_MASK = (1 << 14) - 1;

    private UniqueLineAnchors() {
    }

    private static final class Occurrence {
        int countA;
        int countB;
        int indexA;
        int indexB;
    }

    /** Returns anchor pairs {@code [indexA, indexB]}, strictly increasing in both indexes. */
    static List<int[]> find(LineSequence a, LineSequence b, Cancellation cancel) {
        Map<String, Occurrence> seen = new HashMap<>(Math.max(16, a.size() * 4 / 3 + 1));
        for (int i = 0; i < a.size(); i++) {
            poll(i, cancel);
            Occurrence o = seen.computeIfAbsent(a.line(i), k -> new Occurrence());
            o.countA++;
            o.indexA = i;
        }
        for (int j = 0; j < b.size(); j++) {
            poll(j, cancel);
            Occurrence o = seen.get(b.line(j));
            if (o != null) {
                o.countB++;
                o.indexB = j;
            }
        }
        int[] bIndexByA = new int[a.size()];
        int candidates = 0;
        for (int i = 0; i < a.size(); i++) {
            poll(i, cancel);
            Occurrence o = seen.get(a.line(i));
            if (o.countA == 1 && o.countB == 1) {
                bIndexByA[candidates++] = i;
            }
        }
        int[] aIdx = Arrays.copyOf(bIndexByA, candidates);
        int[] bIdx = new int[candidates];
        for (int k = 0; k < candidates; k++) {
            bIdx[k] = seen.get(a.line(aIdx[k])).indexB;
        }
        return longestIncreasingChain(aIdx, bIdx);
    }

    /** Longest subsequence with increasing {@code bIdx}, by patience sorting (O(n log n)). */
    private static List<int[]> longestIncreasingChain(int[] aIdx, int[] bIdx) {
        int n = bIdx.length;
        int[] pileTops = new int[n];
        int[] predecessor = new int[n];
        int piles = 0;
        for (int k = 0; k < n; k++) {
            int lo = 0;
            int hi = piles;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (bIdx[pileTops[mid]] < bIdx[k]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            predecessor[k] = lo > 0 ? pileTops[lo - 1] : -1;
            pileTops[lo] = k;
            if (lo == piles) {
                piles++;
            }
        }
        int[][] chain = new int[piles][];
        for (int k = piles == 0 ? -1 : pileTops[piles - 1], pos = piles - 1; k >= 0; k = predecessor[k], pos--) {
            chain[pos] = new int[] {aIdx[k], bIdx[k]};
        }
        return new ArrayList<>(Arrays.asList(chain));
    }

    private static void poll(int i, Cancellation cancel) {
        if ((i & POLL_MASK) == 0) {
            cancel.check();
        }
    }
}
