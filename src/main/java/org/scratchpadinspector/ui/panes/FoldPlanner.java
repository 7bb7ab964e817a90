package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;

/** Folds long runs of unchanged lines, keeping a few lines of context next to each change. */
final class FoldPlanner {
    static final int MIN_RUN = 8;
    static final int CONTEXT = 3;

    private FoldPlanner() {
    }

    /** No folds when nothing changed: a pane without marks has nothing to focus on. */
    static List<FoldRegion> plan(List<LineKind> kinds) {
        int n = kinds.size();
        if (kinds.stream().allMatch(k -> k == LineKind.UNCHANGED)) {
            return List.of();
        }
        List<FoldRegion> folds = new ArrayList<>();
        int i = 0;
        while (i < n) {
            if (kinds.get(i) != LineKind.UNCHANGED) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && kinds.get(i) == LineKind.UNCHANGED) {
                i++;
            }
            int end = i;
            if (end - start >= MIN_RUN) {
                int hideFrom = start == 0 ? 0 : start + CONTEXT;
                int hideTo = end == n ? n : end - CONTEXT;
                if (hideTo - hideFrom >= 2) {
                    folds.add(new FoldRegion(hideFrom, hideTo));
                }
            }
        }
        return folds;
    }
}
