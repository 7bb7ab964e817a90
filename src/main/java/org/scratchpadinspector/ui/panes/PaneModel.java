package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.scratchpadinspector.engine.diff.Range;

/**
 * What one pane shows: the rendered lines with their diff kinds and intra-line ranges, the folds still
 * closed, a header, and in place of (or above) the text a placeholder or an error.
 *
 * @param stale       "stale: reason" when the lines come from the last good parse of a file that fails now
 * @param error       "file: line L, column C: reason" when the file cannot be read; the pane says so in place
 * @param placeholder a calm message when there is no such file (a running cycle has no after yet)
 * @param lineOfRow   the file's line on each row ({@code -1} on a filler row), or null when the rows are the lines
 */
public record PaneModel(PaneSide side, String fileName, long size, List<String> lines, List<LineKind> kinds,
                        Map<Integer, List<Range>> intraLine, List<FoldRegion> folds, String stale, String error,
                        String placeholder, int[] lineOfRow) {

    public PaneModel {
        lines = Collections.unmodifiableList(lines);
        kinds = Collections.unmodifiableList(kinds);
        intraLine = Collections.unmodifiableMap(intraLine);
        folds = List.copyOf(folds);
        if (kinds.size() != lines.size()) {
            throw new IllegalArgumentException("one kind per line");
        }
        if (lineOfRow != null && lineOfRow.length != lines.size()) {
            throw new IllegalArgumentException("one file line per row");
        }
    }

    public PaneModel(PaneSide side, String fileName, long size, List<String> lines, List<LineKind> kinds,
                     Map<Integer, List<Range>> intraLine, List<FoldRegion> folds, String stale, String error,
                     String placeholder) {
        this(side, fileName, size, lines, kinds, intraLine, folds, stale, error, placeholder, null);
    }

    public static PaneModel empty(PaneSide side) {
        return message(side, "", "No cycle selected");
    }

    public static PaneModel message(PaneSide side, String fileName, String placeholder) {
        return new PaneModel(side, fileName, -1, List.of(), List.of(), Map.of(), List.of(), null, null, placeholder);
    }

    public boolean hasLines() {
        return !lines.isEmpty();
    }

    public String text() {
        return String.join("\n", lines);
    }

    public LineKind kind(int line) {
        return kinds.get(line);
    }

    public List<Range> intraLine(int line) {
        return intraLine.getOrDefault(line, List.of());
    }

    public PaneModel withFolds(List<FoldRegion> open) {
        return new PaneModel(side, fileName, size, lines, kinds, intraLine, open, stale, error, placeholder, lineOfRow);
    }

    /** The same pane laid out on shared rows: {@code rows} texts ("" on fillers) with the file's line of each. */
    PaneModel onRows(List<String> rows, List<LineKind> rowKinds, Map<Integer, List<Range>> rowIntra,
                     List<FoldRegion> rowFolds, int[] fileLineOfRow) {
        return new PaneModel(side, fileName, size, rows, rowKinds, rowIntra, rowFolds, stale, error, placeholder,
                fileLineOfRow);
    }

    /** The file's 0-based line shown on {@code row}, or -1 on a filler row. */
    public int fileLine(int row) {
        return lineOfRow == null ? row : row >= 0 && row < lineOfRow.length ? lineOfRow[row] : -1;
    }

    /** How many lines the file has (the rows less the fillers). */
    public int fileLineCount() {
        if (lineOfRow == null) {
            return lines.size();
        }
        int n = 0;
        for (int line : lineOfRow) {
            if (line >= 0) {
                n++;
            }
        }
        return n;
    }

    /** "2.1 KB · 41 lines", or an empty string when there is no file. */
    public String detail() {
        if (size < 0) {
            return "";
        }
        String bytes = size < 1024 ? size + " B" : String.format(Locale.ROOT, "%.1f KB", size / 1024.0);
        return hasLines() ? bytes + " · " + fileLineCount() + " lines" : bytes;
    }

    /** "+3 −1 ~2" line counts against the neighbouring pane, or "" when nothing differs. */
    public String changeSummary() {
        int added = 0;
        int removed = 0;
        int changed = 0;
        for (LineKind k : kinds) {
            switch (k) {
                case ADDED -> added++;
                case REMOVED -> removed++;
                case CHANGED -> changed++;
                default -> { }
            }
        }
        List<String> parts = new ArrayList<>();
        if (added > 0) {
            parts.add("+" + added);
        }
        if (removed > 0) {
            parts.add("−" + removed);
        }
        if (changed > 0) {
            parts.add("~" + changed);
        }
        return String.join(" ", parts);
    }
}
