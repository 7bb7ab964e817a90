package org.scratchpadinspector.engine.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Side-by-side rows for several texts, as diff viewers draw them: every column has the same rows, a line and
 * its counterpart share a row, and opposite a line that only one side has the other side shows a filler row.
 * In a changed block the i-th old line faces the i-th new line; the longer side's rest faces fillers.
 * Columns are joined one at a time through a line diff against a column already placed, so a chain
 * before → after → active keeps all three in step.
 */
public final class LineAlignment {
    /** The value of a filler cell: no line of that column on this row. */
    public static final int FILLER = -1;

    /** {@code cells[column][row]}: the 0-based line of that column on that row, or {@link #FILLER}. */
    private final int[][] cells;
    /** {@code rowOfLine[column][line]}: the row that line is on. */
    private final int[][] rowOfLine;

    private LineAlignment(int[][] cells) {
        this.cells = cells;
        this.rowOfLine = new int[cells.length][];
        for (int c = 0; c < cells.length; c++) {
            int lines = 0;
            for (int line : cells[c]) {
                if (line != FILLER) {
                    lines++;
                }
            }
            int[] rows = new int[lines];
            for (int r = 0; r < cells[c].length; r++) {
                if (cells[c][r] != FILLER) {
                    rows[cells[c][r]] = r;
                }
            }
            rowOfLine[c] = rows;
        }
    }

    /** One column of {@code lines} lines, one per row. */
    public static LineAlignment single(int lines) {
        int[] column = new int[lines];
        Arrays.setAll(column, i -> i);
        return new LineAlignment(new int[][] {column});
    }

    /**
     * Two columns aligned through {@code diff} (old → new). Without a diff (the texts cannot be compared) the
     * lines are put side by side in order, as a plain text view would show them.
     */
    public static LineAlignment pair(LineDiffResult diff, int oldLines, int newLines) {
        return single(oldLines).join(0, diff, newLines);
    }

    /**
     * A new alignment with one more column, {@code newLines} lines aligned through {@code diff} whose old side
     * is column {@code base} of this one. Rows this alignment has with a filler in {@code base} are kept; where
     * they meet new lines that face a filler in {@code base}, they share rows instead of taking twice the room.
     */
    public LineAlignment join(int base, LineDiffResult diff, int newLines) {
        int[][] pairs = pairRows(diff, lines(base), newLines);
        int columns = cells.length;
        List<int[]> rows = new ArrayList<>();
        int mine = 0;
        int theirs = 0;
        int myRows = rowCount();
        while (mine < myRows || theirs < pairs.length) {
            boolean myFiller = mine < myRows && cells[base][mine] == FILLER;
            boolean theirFiller = theirs < pairs.length && pairs[theirs][0] == FILLER;
            int[] row = new int[columns + 1];
            if (myFiller || theirFiller || mine >= myRows || theirs >= pairs.length) {
                // a gap on either side: take what each side has there, a filler for the other
                boolean takeMine = mine < myRows && (myFiller || theirs >= pairs.length);
                boolean takeTheirs = theirs < pairs.length && (theirFiller || mine >= myRows);
                copyRow(row, takeMine ? mine++ : -1);
                row[columns] = takeTheirs ? pairs[theirs++][1] : FILLER;
            } else {
                copyRow(row, mine++);
                row[columns] = pairs[theirs++][1];
            }
            rows.add(row);
        }
        int[][] joined = new int[columns + 1][rows.size()];
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c <= columns; c++) {
                joined[c][r] = rows.get(r)[c];
            }
        }
        return new LineAlignment(joined);
    }

    /** A new alignment with an empty column (fillers only) inserted at {@code at}: a pane that has no text. */
    public LineAlignment withEmptyColumn(int at) {
        int[][] widened = new int[cells.length + 1][];
        for (int c = 0, from = 0; c < widened.length; c++) {
            if (c == at) {
                widened[c] = new int[rowCount()];
                Arrays.fill(widened[c], FILLER);
            } else {
                widened[c] = cells[from++];
            }
        }
        return new LineAlignment(widened);
    }

    public int columns() {
        return cells.length;
    }

    public int rowCount() {
        return cells.length == 0 ? 0 : cells[0].length;
    }

    /** The real lines of {@code column}. */
    public int lines(int column) {
        return rowOfLine[column].length;
    }

    /** The line of {@code column} on {@code row}, or {@link #FILLER}. */
    public int line(int column, int row) {
        return cells[column][row];
    }

    /** The row of {@code line} of {@code column}; a line past the end maps to the row count. */
    public int row(int column, int line) {
        int[] rows = rowOfLine[column];
        if (line < 0) {
            return 0;
        }
        return line < rows.length ? rows[line] : rowCount();
    }

    /** True when some column has no line on {@code row}. */
    public boolean hasFiller(int row) {
        for (int[] column : cells) {
            if (column[row] == FILLER) {
                return true;
            }
        }
        return false;
    }

    private void copyRow(int[] row, int mine) {
        for (int c = 0; c < cells.length; c++) {
            row[c] = mine < 0 ? FILLER : cells[c][mine];
        }
    }

    /** Rows {old, new} of a two-way diff, fillers opposite lines only one side has. */
    private static int[][] pairRows(LineDiffResult diff, int oldLines, int newLines) {
        List<int[]> rows = new ArrayList<>();
        if (diff == null) {
            for (int i = 0; i < Math.max(oldLines, newLines); i++) {
                rows.add(new int[] {i < oldLines ? i : FILLER, i < newLines ? i : FILLER});
            }
            return rows.toArray(new int[0][]);
        }
        int a = 0;
        int b = 0;
        for (LineEdit e : diff.edits()) {
            while (a < e.aStart()) {
                rows.add(new int[] {a++, b++});
            }
            int removed = e.removedCount();
            int added = e.addedCount();
            for (int i = 0; i < Math.max(removed, added); i++) {
                rows.add(new int[] {i < removed ? a++ : FILLER, i < added ? b++ : FILLER});
            }
        }
        while (a < oldLines || b < newLines) {
            rows.add(new int[] {a < oldLines ? a++ : FILLER, b < newLines ? b++ : FILLER});
        }
        return rows.toArray(new int[0][]);
    }
}
