package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines a pane shows: its real lines with every closed fold replaced by one fold line, and the
 * mapping between shown and real line indexes in both directions.
 */
final class FoldedText {
    private final List<String> shown;
    private final int[] realOfShown;
    private final int[] shownOfReal;
    private final FoldRegion[] foldOfShown;

    private FoldedText(List<String> shown, int[] realOfShown, int[] shownOfReal, FoldRegion[] foldOfShown) {
        this.shown = shown;
        this.realOfShown = realOfShown;
        this.shownOfReal = shownOfReal;
        this.foldOfShown = foldOfShown;
    }

    static FoldedText of(List<String> lines, List<FoldRegion> folds) {
        return of(lines, folds, "");
    }

    /** The same; a fold that hides lines holding {@code query} (ignoring case) says how many. */
    static FoldedText of(List<String> lines, List<FoldRegion> folds, String query) {
        int hidden = folds.stream().mapToInt(f -> f.size() - 1).sum();
        int n = lines.size() - hidden;
        List<String> shown = new ArrayList<>(n);
        int[] realOfShown = new int[n];
        int[] shownOfReal = new int[lines.size()];
        FoldRegion[] foldOfShown = new FoldRegion[n];
        int real = 0;
        int s = 0;
        for (FoldRegion fold : folds) {
            for (; real < fold.start(); real++, s++) {
                shown.add(lines.get(real));
                realOfShown[s] = real;
                shownOfReal[real] = s;
            }
            shown.add(foldLabel(fold.size(), linesHolding(lines, fold, query)));
            realOfShown[s] = fold.start();
            foldOfShown[s] = fold;
            for (; real < fold.end(); real++) {
                shownOfReal[real] = s;
            }
            s++;
        }
        for (; real < lines.size(); real++, s++) {
            shown.add(lines.get(real));
            realOfShown[s] = real;
            shownOfReal[real] = s;
        }
        return new FoldedText(shown, realOfShown, shownOfReal, foldOfShown);
    }

    static String foldLabel(int hiddenLines) {
        return foldLabel(hiddenLines, 0);
    }

    static String foldLabel(int hiddenLines, int withHits) {
        String hits = withHits == 0 ? "" : withHits == 1 ? ", 1 with a search hit" : ", " + withHits + " with search hits";
        return "⋯ " + hiddenLines + " unchanged lines" + hits + " (click to expand)";
    }

    private static int linesHolding(List<String> lines, FoldRegion fold, String query) {
        if (query.isEmpty()) {
            return 0;
        }
        int n = 0;
        for (int line = fold.start(); line < fold.end(); line++) {
            if (org.scratchpadinspector.ui.common.TextMatches.starts(lines.get(line), query).length > 0) {
                n++;
            }
        }
        return n;
    }

    List<String> lines() {
        return shown;
    }

    int size() {
        return shown.size();
    }

    /** The real line of shown line {@code s}; a fold line stands for the first line it hides. */
    int realLine(int s) {
        return realOfShown.length == 0 ? 0 : realOfShown[clamp(s, realOfShown.length)];
    }

    /** The shown line of real line {@code r}; a hidden line is shown as its fold line. */
    int shownLine(int r) {
        return shownOfReal.length == 0 ? 0 : shownOfReal[clamp(r, shownOfReal.length)];
    }

    /** The fold shown as line {@code s}, or null when {@code s} is a real line. */
    FoldRegion foldAt(int s) {
        return s >= 0 && s < foldOfShown.length ? foldOfShown[s] : null;
    }

    private static int clamp(int i, int length) {
        return Math.max(0, Math.min(i, length - 1));
    }
}
