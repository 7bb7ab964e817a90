package org.scratchpadinspector.ui.units;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.TransformationList;

/**
 * The rows, newest first: all of them (a reversed view, no copy), or those a filter lets through. A change
 * of the rows or of the filter fires only the part that differs (a new cycle is one insertion at the top),
 * so that the table's selection, focus and cells do not react to a replacement of 100,000 rows.
 */
final class NewestFirstRows extends TransformationList<UnitRow, UnitRow> {
    private static final int[] ALL = null;

    private Predicate<UnitRow> filter;
    /** Source indexes, newest first, of the rows the filter lets through; {@link #ALL} without a filter. */
    private int[] shown = ALL;

    NewestFirstRows(ObservableList<UnitRow> rows) {
        super(rows);
    }

    /** Shows only rows {@code filter} accepts; null shows every row. */
    void setFilter(Predicate<UnitRow> filter) {
        int[] before = shown;
        this.filter = filter;
        shown = select(getSource(), filter);
        if (before == ALL && shown == ALL) {
            return;
        }
        // The rows are the same, so comparing source indexes is enough (and cheaper than comparing rows).
        int n = getSource().size();
        int oldSize = before == ALL ? n : before.length;
        int newSize = size();
        int common = Math.min(oldSize, newSize);
        int prefix = 0;
        while (prefix < common && sourceIndex(before, n, prefix) == sourceIndex(shown, n, prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < common - prefix
                && sourceIndex(before, n, oldSize - 1 - suffix) == sourceIndex(shown, n, newSize - 1 - suffix)) {
            suffix++;
        }
        List<UnitRow> removed = new ArrayList<>(view(getSource(), before).subList(prefix, oldSize - suffix));
        fireRange(prefix, newSize - suffix, removed);
    }

    private static int sourceIndex(int[] indexes, int sourceSize, int i) {
        return indexes == ALL ? sourceSize - 1 - i : indexes[i];
    }

    @Override
    protected void sourceChanged(ListChangeListener.Change<? extends UnitRow> c) {
        boolean appended = c.next() && c.wasAdded() && !c.wasRemoved() && c.getTo() == getSource().size();
        int added = appended ? c.getAddedSize() : 0;
        appended &= !c.next();
        c.reset();
        if (appended && filter == null) {
            fireRange(0, added, List.of());
            return;
        }
        List<UnitRow> oldSource = previousSource(c);
        List<UnitRow> before = view(oldSource, shown);
        shown = select(getSource(), filter);
        // Only the view of an append reads the live source, which later changes may alter under a listener.
        boolean detached = !(oldSource instanceof LiveStart);
        fireDifference(before, view(getSource(), shown), detached);
    }

    @Override
    public int size() {
        return shown == ALL ? getSource().size() : shown.length;
    }

    @Override
    public UnitRow get(int index) {
        Objects.checkIndex(index, size());
        return getSource().get(getSourceIndex(index));
    }

    @Override
    public int getSourceIndex(int index) {
        return shown == ALL ? getSource().size() - 1 - index : shown[index];
    }

    @Override
    public int getViewIndex(int sourceIndex) {
        if (shown == ALL) {
            return getSource().size() - 1 - sourceIndex;
        }
        int lo = 0;
        int hi = shown.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (shown[mid] == sourceIndex) {
                return mid;
            }
            if (shown[mid] > sourceIndex) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /** By binary search: the rows are in time order, so this costs no walk over 100,000 rows. */
    @Override
    public int indexOf(Object o) {
        if (!(o instanceof UnitRow row)) {
            return -1;
        }
        List<? extends UnitRow> rows = getSource();
        int lo = 0;
        int hi = rows.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int cmp = rows.get(mid).id().compareTo(row.id());
            if (cmp == 0) {
                return rows.get(mid) == row ? getViewIndex(mid) : -1;
            }
            if (cmp < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    private static int[] select(List<? extends UnitRow> rows, Predicate<UnitRow> filter) {
        if (filter == null) {
            return ALL;
        }
        int[] picked = new int[rows.size()];
        int n = 0;
        for (int i = rows.size() - 1; i >= 0; i--) {
            if (filter.test(rows.get(i))) {
                picked[n++] = i;
            }
        }
        return java.util.Arrays.copyOf(picked, n);
    }

    /** The rows newest first as {@code indexes} picks them from {@code rows}; a view, not a copy. */
    private static List<UnitRow> view(List<? extends UnitRow> rows, int[] indexes) {
        return new AbstractList<>() {
            @Override
            public UnitRow get(int i) {
                return rows.get(indexes == ALL ? rows.size() - 1 - i : indexes[i]);
            }

            @Override
            public int size() {
                return indexes == ALL ? rows.size() : indexes.length;
            }
        };
    }

    /** The unchanged start of the live source, as it was before an append. */
    private static final class LiveStart extends AbstractList<UnitRow> {
        private final List<? extends UnitRow> rows;

        LiveStart(List<? extends UnitRow> rows) {
            this.rows = rows;
        }

        @Override
        public UnitRow get(int index) {
            return rows.get(index);
        }

        @Override
        public int size() {
            return rows.size();
        }
    }

    /**
     * The source as it was before {@code c}: for an append, a view of the unchanged start; for a replacement of
     * every row (another directory), the removed rows themselves; otherwise a copy.
     */
    private List<UnitRow> previousSource(ListChangeListener.Change<? extends UnitRow> c) {
        List<? extends UnitRow> now = getSource();
        List<UnitRow> before = new ArrayList<>();
        int position = 0;
        while (c.next()) {
            if (position == 0 && c.wasAdded() && !c.wasRemoved() && c.getTo() == now.size()) {
                int kept = c.getFrom();
                c.reset();
                return new LiveStart(now.subList(0, kept));
            }
            if (position == 0 && c.getFrom() == 0 && c.getTo() == now.size()) {
                List<UnitRow> all = Collections.unmodifiableList(c.getRemoved());
                boolean more = c.next();
                c.reset();
                if (!more) {
                    return all;
                }
                c.next();
            }
            before.addAll(now.subList(position, c.getFrom()));
            if (c.wasPermutated()) {
                before.addAll(Collections.nCopies(c.getTo() - c.getFrom(), null));
                for (int i = c.getFrom(); i < c.getTo(); i++) {
                    before.set(i, now.get(c.getPermutation(i)));
                }
                position = c.getTo();
            } else {
                before.addAll(c.getRemoved());
                position = c.wasAdded() ? c.getTo() : c.getFrom();
            }
        }
        before.addAll(now.subList(position, now.size()));
        c.reset();
        return before;
    }

    /**
     * Fires one replacement of the range where {@code before} and {@code after} differ, if they do; {@code before}
     * is handed over as the removed rows without a copy when no later change of the source can alter it.
     */
    private void fireDifference(List<UnitRow> before, List<UnitRow> after, boolean detached) {
        int common = Math.min(before.size(), after.size());
        int prefix = 0;
        while (prefix < common && before.get(prefix) == after.get(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < common - prefix
                && before.get(before.size() - 1 - suffix) == after.get(after.size() - 1 - suffix)) {
            suffix++;
        }
        int removedTo = before.size() - suffix;
        int addedTo = after.size() - suffix;
        List<UnitRow> removed = before.subList(prefix, removedTo);
        fireRange(prefix, addedTo, detached ? removed : new ArrayList<>(removed));
    }

    /** Fires that {@code removed} at {@code from} became the rows {@code from..addedTo}, unless nothing changed. */
    private void fireRange(int from, int addedTo, List<UnitRow> removed) {
        if (removed.isEmpty() && from == addedTo) {
            return;
        }
        fireChange(new StretchChange<>(this, from, addedTo, removed));
    }
}
