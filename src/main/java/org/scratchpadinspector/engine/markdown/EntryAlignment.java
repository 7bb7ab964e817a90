package org.scratchpadinspector.engine.markdown;

import java.util.ArrayList;
import java.util.List;

/**
 * Entries of an old and a new version aligned by longest common subsequence of their texts. Between two matched
 * entries, the unmatched old and new entries pair up in order as changed; what is left over is added (new) or
 * removed (old). A changed or added entry is named by its index in the new version, a removed one by its index
 * in the old version.
 */
public final class EntryAlignment {
    /** One difference: {@code kind} added, changed or removed, and the index that names it. */
    public record Change(Kind kind, int index) {
    }

    public enum Kind { ADDED, CHANGED, REMOVED }

    private EntryAlignment() {
    }

    /** The differences in order of position. */
    public static List<Change> changes(List<String> old, List<String> now) {
        int n = old.size();
        int m = now.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = old.get(i).equals(now.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Change> changes = new ArrayList<>();
        int i = 0;
        int j = 0;
        int gapOld = 0;
        int gapNew = 0;
        while (i < n || j < m) {
            if (i < n && j < m && old.get(i).equals(now.get(j))) {
                flush(changes, gapOld, i, gapNew, j);
                i++;
                j++;
                gapOld = i;
                gapNew = j;
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                j++;
            } else {
                i++;
            }
        }
        flush(changes, gapOld, n, gapNew, m);
        return changes;
    }

    private static void flush(List<Change> changes, int oldFrom, int oldTo, int newFrom, int newTo) {
        int paired = Math.min(oldTo - oldFrom, newTo - newFrom);
        for (int k = 0; k < paired; k++) {
            changes.add(new Change(Kind.CHANGED, newFrom + k));
        }
        for (int k = newFrom + paired; k < newTo; k++) {
            changes.add(new Change(Kind.ADDED, k));
        }
        for (int k = oldFrom + paired; k < oldTo; k++) {
            changes.add(new Change(Kind.REMOVED, k));
        }
    }
}
