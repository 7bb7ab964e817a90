package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The cycle list: one row per indexed cycle (at once, names only), summaries filled in from the background
 * newest first, filters by status, flag and search, and the selection shared through the context.
 */
public final class UnitListViewModel {
    private final InspectorContext context;
    private final SummaryJobs jobs;
    private final UnitSearchModel search;
    private final TimeOrderedRows rows = new TimeOrderedRows();
    private final NewestFirstRows visible = new NewestFirstRows(rows);
    private final ObservableSet<CycleStatus> statusFilter = FXCollections.observableSet(EnumSet.noneOf(CycleStatus.class));
    private final ObservableSet<CycleFlag> flagFilter = FXCollections.observableSet(EnumSet.noneOf(CycleFlag.class));
    private final ReadOnlyObjectWrapper<UnitRow> selectedRow = new ReadOnlyObjectWrapper<>(this, "selectedRow");
    private final UnitCounts counts = new UnitCounts();
    private final ReadOnlyStringWrapper summaryText = new ReadOnlyStringWrapper(this, "summaryText", "no directory open");
    private final ReadOnlyStringWrapper strayText = new ReadOnlyStringWrapper(this, "strayText", "");
    private final ReadOnlyStringWrapper strayDetails = new ReadOnlyStringWrapper(this, "strayDetails", "");
    private final FirstSelection firstSelection = new FirstSelection();
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final List<Consumer<List<UnitRow>>> summaryListeners = new ArrayList<>();
    private RowFilter filter = new RowFilter(null, Set.of(), Set.of());
    private int epoch;

    public UnitListViewModel(InspectorContext context) {
        this.context = context;
        this.jobs = new SummaryJobs(context.runner());
        this.search = new UnitSearchModel(context.runner());
        statusFilter.addListener((SetChangeListener<CycleStatus>) c -> refilter());
        flagFilter.addListener((SetChangeListener<CycleFlag>) c -> refilter());
        search.matchesProperty().addListener((o, was, now) -> refilter());
        context.selectedCycleProperty().addListener((o, was, now) -> selectedRow.set(find(now)));
        context.scratchpadProperty().addListener((o, was, pad) -> open(pad));
        context.lastChangeProperty().addListener((o, was, change) -> onChange(change));
        open(context.scratchpad());
    }

    /** Every cycle in time order (oldest first, read-only); rows change their summaries in place. */
    public ObservableList<UnitRow> rows() {
        return rows;
    }

    /** The rows the filters let through, newest first (read-only). */
    public ObservableList<UnitRow> visibleRows() {
        return visible;
    }

    /** Statuses to show; empty shows all (pending rows only show when this and the flag filter are empty). */
    public ObservableSet<CycleStatus> statusFilter() {
        return statusFilter;
    }

    /** Flags a row must have one of; empty shows all. */
    public ObservableSet<CycleFlag> flagFilter() {
        return flagFilter;
    }

    public UnitSearchModel search() {
        return search;
    }

    public ReadOnlyObjectProperty<UnitRow> selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    /** Selects a cycle for every screen (null is ignored: a filtered-out cycle stays selected). */
    public void select(CycleId id) {
        if (id != null) {
            context.selectedCycleProperty().set(id);
        }
    }

    public ReadOnlyIntegerProperty statusCountProperty(CycleStatus status) {
        return counts.statusCountProperty(status);
    }

    public ReadOnlyIntegerProperty flagCountProperty(CycleFlag flag) {
        return counts.flagCountProperty(flag);
    }

    public ReadOnlyIntegerProperty pendingCountProperty() {
        return counts.pendingProperty();
    }

    public ReadOnlyIntegerProperty failingCountProperty() {
        return counts.failingProperty();
    }

    /** Share of cycles summarized, 0..1; 1 when nothing is pending. */
    public ReadOnlyDoubleProperty progressProperty() {
        return counts.progressProperty();
    }

    /** e.g. "12 cycles · 3 failing" or "4 of 12 cycles shown · 3 failing". */
    public ReadOnlyStringProperty summaryTextProperty() {
        return summaryText.getReadOnlyProperty();
    }

    /**
     * The names in the directory that are not cycles, counted, in one line ("100,000 stray files (not the
     * agent's), e.g. …"); empty when there are none.
     */
    public ReadOnlyStringProperty strayTextProperty() {
        return strayText.getReadOnlyProperty();
    }

    /** Every line about those names (each misnamed example with its reason), for a tooltip. */
    public ReadOnlyStringProperty strayDetailsProperty() {
        return strayDetails.getReadOnlyProperty();
    }

    /** Grows whenever summaries or rows changed, for views that draw all rows at once (the timeline). */
    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** Told which rows just got a (new) summary, so that a view can update only what they touch. */
    void addSummaryListener(Consumer<List<UnitRow>> listener) {
        summaryListeners.add(listener);
    }

    /** Shows only failing statuses (crashed, interrupted, max iterations, unknown), or all again. */
    public void showFailingOnly(boolean on) {
        if (on) {
            statusFilter.clear();
            for (CycleStatus s : CycleStatus.values()) {
                if (s.isFailure()) {
                    statusFilter.add(s);
                }
            }
        } else {
            statusFilter.clear();
        }
    }

    public void clearFilters() {
        statusFilter.clear();
        flagFilter.clear();
        search.clear();
    }

    /** Searches all snapshots for the search model's query; a blank query clears the search. */
    public void runSearch() {
        search.run(context.scratchpad());
    }

    /** Esc in the search field: stops a running search, or clears the search and shows every row again. */
    public void cancelOrClearSearch() {
        search.cancelOrClear();
    }

    /** Stops background work (when the window closes). */
    public void dispose() {
        jobs.cancelAll();
        search.clear();
    }

    /** The row of {@code id}, or null. */
    public UnitRow find(CycleId id) {
        int i = id == null ? -1 : indexOf(id);
        return i < 0 ? null : rows.get(i);
    }

    /** Position of {@code id} in {@link #rows()}, or {@code -(insertion point) - 1}. */
    int indexOf(CycleId id) {
        return rows.indexOfId(id);
    }

    private void open(Scratchpad pad) {
        jobs.cancelAll();
        search.clear();
        epoch++;
        firstSelection.arm(pad != null);
        showStrays(pad == null ? null : pad.index());
        if (pad == null) {
            counts.allPending(0);
            rows.replaceAll(List.of());
            afterRowsCounted();
            return;
        }
        // Building 100,000 rows held the FX thread for a quarter of a second: build them in the background,
        // then swap them in (the newest-first list is a view of them, not a second list).
        int openEpoch = epoch;
        context.runner().submit("list cycles", cancel -> OpenedRows.of(pad.index()), built -> {
            if (openEpoch != epoch) {
                return;
            }
            // Fresh rows are all pending: no need to walk 100,000 of them to count. Counted before the rows
            // change, so that the rows' listeners see counts that match.
            counts.allPending(built.oldestFirst().size());
            rows.replaceAll(built.oldestFirst());
            afterRowsCounted();
            summarize(pad, built.newestFirst());
        }, error -> summaryText.set("could not list the cycles: " + error.getMessage()));
    }

    private void onChange(DirectoryChange change) {
        Scratchpad pad = context.scratchpad();
        if (change == null || pad == null) {
            return;
        }
        CycleId previousNewest = rows.isEmpty() ? null : rows.get(rows.size() - 1).id();
        RowMerge merge = RowMerge.merge(rows, pad.index());
        showStrays(pad.index());
        if (merge.appendedOnly()) {
            merge.added().forEach(row -> counts.count(null, +1));
            counts.publish(merge.rows().size());
            rows.append(merge.rows().subList(rows.size(), merge.rows().size()));
        } else {
            counts.recount(merge.rows());
            rows.replaceAll(merge.rows());
        }
        epoch++;
        if (change.rescan()) {
            jobs.cancelAll();
        }
        List<UnitRow> dirty = DirtyRows.after(change, merge, rows, previousNewest);
        for (UnitRow row : dirty) {
            row.dirtyEpoch = epoch;
        }
        afterRowsCounted();
        summarize(pad, dirty);
        // a shown search runs again once the changes pause: a new cycle may hold its text (decision 0075)
        search.searchAgainSoon(context::scratchpad);
    }

    /**
     * Once every cycle of a freshly opened directory has its status, and the operator has selected nothing yet, the
     * newest failing cycle is selected (else the newest): what one opens the inspector to look at.
     */
    private void selectWhereTheOperatorLooksFirst(int chunkEpoch) {
        if (!firstSelection.armed() || chunkEpoch != epoch || counts.pending() > 0 || rows.isEmpty()) {
            return;
        }
        CycleId first = firstSelection.pick(rows, this::find);
        if (context.selectedCycleProperty().get() == null) {
            context.selectedCycleProperty().set(first);
        }
    }

    private void showStrays(CycleIndex index) {
        List<String> lines = index == null ? List.of() : index.strays().lines();
        strayText.set(lines.size() == 1 ? lines.get(0) : lines.isEmpty() ? "" : index.strays().summary() + " (hover for names)");
        strayDetails.set(String.join("\n", lines));
    }

    private void summarize(Scratchpad pad, List<UnitRow> targets) {
        if (targets.isEmpty()) {
            return;
        }
        jobs.submit(pad, targets, epoch, this::publish,
                error -> summaryText.set("could not summarize the cycles: " + error.getMessage()));
    }

    /**
     * Publishes as much of a chunk of summaries as {@code deadlineNanos} leaves time for. With 100,000 rows a full
     * recount and refilter per chunk cost the FX thread hundreds of milliseconds, so counts are adjusted row by row
     * and the visible list is rebuilt only when a status or flag filter makes membership depend on the summaries.
     */
    private int publish(SummaryJobs.Chunk chunk, long deadlineNanos) {
        List<UnitRow> changed = new ArrayList<>();
        int applied = 0;
        while (applied < chunk.rows().size() && (applied == 0 || System.nanoTime() - deadlineNanos < 0)) {
            UnitRow row = chunk.rows().get(applied);
            if (row.dirtyEpoch <= chunk.epoch()) {
                counts.resummarize(row, chunk.summaries().get(applied));
                firstSelection.summarized(row);
                changed.add(row);
            }
            applied++;
        }
        counts.publish(rows.size());
        if (filter.dependsOnSummaries()) {
            visible.setFilter(filter);
        }
        updateSummaryText();
        summaryListeners.forEach(l -> l.accept(changed));
        selectWhereTheOperatorLooksFirst(chunk.epoch());
        selectedRow.set(find(context.selectedCycleProperty().get()));
        revision.set(revision.get() + 1);
        return applied;
    }

    private void afterRowsCounted() {
        refilter();
        selectedRow.set(find(context.selectedCycleProperty().get()));
        revision.set(revision.get() + 1);
    }

    private void refilter() {
        filter = new RowFilter(search.matchesProperty().get(), statusFilter, flagFilter);
        visible.setFilter(filter.letsAllThrough() ? null : filter);
        updateSummaryText();
    }

    /** Whether the filters and the search let {@code row} through. */
    public boolean isShown(UnitRow row) {
        return currentFilter().test(row);
    }

    /** The filters as they are now (the sets may have changed before this model heard of it). */
    RowFilter currentFilter() {
        RowFilter now = filter;
        if (now.matches() != search.matchesProperty().get() || !now.statuses().equals(statusFilter)
                || !now.flags().equals(flagFilter)) {
            now = new RowFilter(search.matchesProperty().get(), statusFilter, flagFilter);
        }
        return now;
    }

    private void updateSummaryText() {
        if (context.scratchpad() == null) {
            summaryText.set("no directory open");
            return;
        }
        int total = rows.size();
        String cycles = total == 1 ? " cycle" : " cycles";
        String count = visible.size() == total ? total + cycles : visible.size() + " of " + total + cycles + " shown";
        String failures = counts.failing() == 0 ? "" : " · " + counts.failing() + " failing";
        String waiting = counts.pending() == 0 ? "" : " · " + counts.pending() + " to summarize";
        summaryText.set(count + failures + waiting);
    }
}
