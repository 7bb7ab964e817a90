package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The list of the open source's units, in any format: one row per unit (at once, from names alone, where the source
 * keeps an index of its units), summaries filled in from the background newest first, filters by failing, status,
 * flag and search, and the selection shared through the context.
 */
public final class UnitListViewModel {
    /** The widest id the list makes room for, in characters; longer ids are cut at the column's edge. */
    static final int MAX_ID_CHARS = 40;

    private final InspectorContext context;
    private final SummaryJobs jobs;
    private final UnitSearchModel search;
    private final TimeOrderedRows rows = new TimeOrderedRows();
    private final NewestFirstRows visible = new NewestFirstRows(rows);
    private final BooleanProperty failingOnly = new SimpleBooleanProperty(this, "failingOnly");
    private final ObservableSet<String> statusFilter = FXCollections.observableSet(new HashSet<>());
    private final ObservableSet<String> flagFilter = FXCollections.observableSet(new HashSet<>());
    private final ReadOnlyObjectWrapper<UnitRow> selectedRow = new ReadOnlyObjectWrapper<>(this, "selectedRow");
    private final UnitCounts counts = new UnitCounts();
    private final ReadOnlyStringWrapper summaryText = new ReadOnlyStringWrapper(this, "summaryText", "no directory open");
    private final ReadOnlyStringWrapper strayText = new ReadOnlyStringWrapper(this, "strayText", "");
    private final ReadOnlyStringWrapper strayDetails = new ReadOnlyStringWrapper(this, "strayDetails", "");
    private final ReadOnlyStringWrapper kind = new ReadOnlyStringWrapper(this, "kind", "unit");
    /** The open source has no history to name its units: the first summary names them. */
    private boolean kindFromUnits;
    private final ReadOnlyIntegerWrapper idChars = new ReadOnlyIntegerWrapper(this, "idChars", 15);
    private final FirstSelection firstSelection = new FirstSelection();
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final List<Consumer<List<UnitRow>>> summaryListeners = new ArrayList<>();
    private RowFilter filter = new RowFilter(null, false, Set.of(), Set.of());
    private UnitIndex index;
    private int epoch;

    public UnitListViewModel(InspectorContext context) {
        this.context = context;
        this.jobs = new SummaryJobs(context.runner());
        this.search = new UnitSearchModel(context.runner());
        failingOnly.addListener((o, was, now) -> refilter());
        statusFilter.addListener((SetChangeListener<String>) c -> refilter());
        flagFilter.addListener((SetChangeListener<String>) c -> refilter());
        search.matchesProperty().addListener((o, was, now) -> refilter());
        context.selectedUnitProperty().addListener((o, was, now) -> selectedRow.set(find(now)));
        context.sourceProperty().addListener((o, was, source) -> open(source));
        context.lastChangeProperty().addListener((o, was, change) -> onChange(change));
        open(context.source());
    }

    /** Every unit in id order (oldest first, read-only); rows change their summaries in place. */
    public ObservableList<UnitRow> rows() {
        return rows;
    }

    /** The rows the filters let through, newest first (read-only). */
    public ObservableList<UnitRow> visibleRows() {
        return visible;
    }

    /** Failing units only (a failure status: crashed, a failed call, an unreadable file). */
    public BooleanProperty failingOnlyProperty() {
        return failingOnly;
    }

    /** Status keys to show; empty shows all (pending rows only show when this and the flag filter are empty). */
    public ObservableSet<String> statusFilter() {
        return statusFilter;
    }

    /** Flags a row must have one of; empty shows all. */
    public ObservableSet<String> flagFilter() {
        return flagFilter;
    }

    public UnitSearchModel search() {
        return search;
    }

    public ReadOnlyObjectProperty<UnitRow> selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    /** Selects a unit for every screen (null is ignored: a filtered-out unit stays selected). */
    public void select(UnitId id) {
        if (id != null) {
            context.selectedUnitProperty().set(id);
        }
    }

    /** How many units have the status {@code key}. */
    public int statusCount(String key) {
        return counts.status(key);
    }

    public int flagCount(String key) {
        return counts.flag(key);
    }

    /** Every status met so far with its severity, most severe first. */
    List<UnitCounts.StatusKey> statuses() {
        return counts.statuses();
    }

    /** Every flag met so far. */
    List<String> flags() {
        return counts.flags();
    }

    /** Grows whenever the counts were published, for menus that show them. */
    ReadOnlyIntegerProperty countsRevisionProperty() {
        return counts.revisionProperty();
    }

    public ReadOnlyIntegerProperty pendingCountProperty() {
        return counts.pendingProperty();
    }

    public ReadOnlyIntegerProperty failingCountProperty() {
        return counts.failingProperty();
    }

    /** Share of units summarized, 0..1; 1 when nothing is pending. */
    public ReadOnlyDoubleProperty progressProperty() {
        return counts.progressProperty();
    }

    /** e.g. "12 cycles · 3 failing" or "4 of 12 sessions shown · 3 failing". */
    public ReadOnlyStringProperty summaryTextProperty() {
        return summaryText.getReadOnlyProperty();
    }

    /** What the open source calls its units ("cycle", "session"), in the singular. */
    public ReadOnlyStringProperty kindProperty() {
        return kind.getReadOnlyProperty();
    }

    /** The longest id listed, in characters (at most {@link #MAX_ID_CHARS}): the id column's width. */
    public ReadOnlyIntegerProperty idCharsProperty() {
        return idChars.getReadOnlyProperty();
    }

    /**
     * What the source says about its directory beyond its units, in one line (for seed 000: "100,000 stray files
     * (not the agent's), e.g. …"); empty when it says nothing.
     */
    public ReadOnlyStringProperty strayTextProperty() {
        return strayText.getReadOnlyProperty();
    }

    /** Every such line, for a tooltip. */
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

    /** Shows only failing units, or all again. */
    public void showFailingOnly(boolean on) {
        failingOnly.set(on);
    }

    public void clearFilters() {
        failingOnly.set(false);
        statusFilter.clear();
        flagFilter.clear();
        search.clear();
    }

    /** Searches every unit's states for the search model's query; a blank query clears the search. */
    public void runSearch() {
        search.run(context.source());
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
    public UnitRow find(UnitId id) {
        int i = id == null ? -1 : indexOf(id);
        return i < 0 ? null : rows.get(i);
    }

    /** Position of {@code id} in {@link #rows()}, or {@code -(insertion point) - 1}. */
    int indexOf(UnitId id) {
        return rows.indexOfId(id);
    }

    /**
     * The ids that hold {@code fragment} (ignoring case), at most {@code limit} of them, newest first: typing part of
     * an id ("103637") finds the unit by its id.
     */
    public List<UnitId> idsHolding(String fragment, int limit) {
        List<UnitId> found = new ArrayList<>();
        String wanted = fragment.strip().toLowerCase(java.util.Locale.ROOT);
        if (wanted.isEmpty()) {
            return found;
        }
        for (int i = rows.size() - 1; i >= 0 && found.size() < limit; i--) {
            if (rows.get(i).id().text().toLowerCase(java.util.Locale.ROOT).contains(wanted)) {
                found.add(rows.get(i).id());
            }
        }
        return found;
    }

    private void open(MemorySource source) {
        jobs.cancelAll();
        search.clear();
        epoch++;
        firstSelection.arm(source != null);
        strayText.set("");
        strayDetails.set("");
        index = source == null ? null : source.facet(UnitIndex.class).orElseGet(() -> new ListedUnits(source));
        kindFromUnits = source == null || source.facet(History.class).isEmpty();
        kind.set(source == null ? "unit" : source.unitWord());
        search.setKind(kind.get());
        if (source == null) {
            counts.allPending(0);
            rows.replaceAll(List.of());
            afterRowsCounted();
            return;
        }
        // Building 100,000 rows held the FX thread for a quarter of a second: build them in the background,
        // then swap them in (the newest-first list is a view of them, not a second list).
        int openEpoch = epoch;
        UnitIndex opened = index;
        context.runner().submit("list units", cancel -> {
            if (opened instanceof ListedUnits listed) {
                listed.rescan(cancel);
            }
            List<UnitId> ids = opened.ids();
            return new Listing(OpenedRows.of(ids), notes(source, opened), longest(ids));
        }, listing -> {
            if (openEpoch != epoch) {
                return;
            }
            showNotes(listing.notes());
            idChars.set(6);
            widenIdsTo(listing.idChars());
            // Fresh rows are all pending: no need to walk 100,000 of them to count. Counted before the rows
            // change, so that the rows' listeners see counts that match.
            counts.allPending(listing.rows().oldestFirst().size());
            rows.replaceAll(listing.rows().oldestFirst());
            afterRowsCounted();
            summarize(listing.rows().newestFirst());
        }, error -> summaryText.set("could not list the " + plural() + ": " + error.getMessage()));
    }

    private record Listing(OpenedRows rows, List<String> notes, int idChars) {
    }

    private static int longest(List<UnitId> ids) {
        int longest = 0;
        for (UnitId id : ids) {
            longest = Math.max(longest, id.text().length());
        }
        return longest;
    }

    private void widenIdsTo(int chars) {
        idChars.set(Math.min(MAX_ID_CHARS, Math.max(idChars.get(), chars)));
    }

    private static List<String> notes(MemorySource source, UnitIndex index) {
        return index instanceof ListedUnits listed ? listed.notes() : source.notes();
    }

    private void onChange(DirectoryChange change) {
        MemorySource source = context.source();
        if (change == null || source == null || index == null) {
            return;
        }
        if (change.units() != null) {
            applyChange(change, change.units().ids(), change.units().touched(), source.notes());
            return;
        }
        // the names are read again off the FX thread; what the change touches is judged against the units the list
        // shows (the source may have been rescanned already, by whoever noticed the change)
        UnitIndex listed = index;
        int changeEpoch = epoch;
        List<UnitId> before = new ArrayList<>(rows.size());
        rows.forEach(row -> before.add(row.id()));
        context.runner().submit("list units again", cancel -> {
            List<UnitId> after = listed.rescan(cancel);
            DirectoryChange.Units units = new DirectoryChange.Units(after, change.rescan() ? java.util.Set.copyOf(after)
                    : listed.touchedBy(change.names(), before));
            return new Relisted(units, change.rescan() ? java.util.Map.of()
                    : summariesNow(listed, units, before, cancel));
        }, relisted -> {
            if (changeEpoch == epoch && listed == index) {
                applyChange(change, relisted.units().ids(), relisted.units().touched(), notes(source, listed),
                        relisted.summaries());
            }
        }, error -> summaryText.set("could not list the " + plural() + ": " + error.getMessage()));
    }

    /** The units listed again after a change, with the summaries of the few it added or touched. */
    private record Relisted(DirectoryChange.Units units, java.util.Map<UnitId, org.scratchpadinspector.model.Unit> summaries) {
    }

    /** A live change touches a unit or two: summarised at once, they do not wait behind the window's other work. */
    static final int SUMMARISED_WITH_THE_LIST = 8;

    /**
     * The summaries of the units {@code units} added or touched, when they are few, computed in the same task as the
     * list (a unit with a large file is left to the summary jobs); empty otherwise.
     */
    private static java.util.Map<UnitId, org.scratchpadinspector.model.Unit> summariesNow(UnitIndex listed,
            DirectoryChange.Units units, List<UnitId> before, org.scratchpadinspector.model.Cancellation cancel) {
        Set<UnitId> known = new HashSet<>(before);
        java.util.LinkedHashSet<UnitId> wanted = new java.util.LinkedHashSet<>(units.touched());
        for (int i = units.ids().size() - 1; i >= 0 && wanted.size() <= SUMMARISED_WITH_THE_LIST; i--) {
            if (!known.contains(units.ids().get(i))) {
                wanted.add(units.ids().get(i));
            }
        }
        if (wanted.isEmpty() || wanted.size() > SUMMARISED_WITH_THE_LIST) {
            return java.util.Map.of();
        }
        java.util.Map<UnitId, org.scratchpadinspector.model.Unit> summaries = new java.util.HashMap<>();
        listed.summarise(List.copyOf(wanted), SummaryJobs.LARGE_FILE_BYTES, cancel, unit -> summaries.put(unit.id(), unit));
        return summaries;
    }

    private void applyChange(DirectoryChange change, List<UnitId> ids, Set<UnitId> touched, List<String> notes) {
        applyChange(change, ids, touched, notes, java.util.Map.of());
    }

    private void applyChange(DirectoryChange change, List<UnitId> ids, Set<UnitId> touched, List<String> notes,
                             java.util.Map<UnitId, org.scratchpadinspector.model.Unit> summarised) {
        RowMerge merge = RowMerge.merge(rows, ids);
        showNotes(notes);
        widenIdsTo(longest(merge.added().stream().map(UnitRow::id).toList()));
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
        List<UnitRow> dirty = new ArrayList<>(merge.added());
        Set<UnitRow> seen = new HashSet<>(dirty);
        for (UnitId id : touched) {
            UnitRow row = find(id);
            if (row != null && seen.add(row)) {
                dirty.add(row);
            }
        }
        dirty.sort((a, b) -> b.id().compareTo(a.id()));
        for (UnitRow row : dirty) {
            row.dirtyEpoch = epoch;
        }
        afterRowsCounted();
        List<UnitRow> ready = new ArrayList<>();
        List<org.scratchpadinspector.model.Unit> summaries = new ArrayList<>();
        List<UnitRow> rest = new ArrayList<>();
        for (UnitRow row : dirty) {
            org.scratchpadinspector.model.Unit summary = summarised.get(row.id());
            if (summary != null) {
                ready.add(row);
                summaries.add(summary);
            } else {
                rest.add(row);
            }
        }
        if (!ready.isEmpty()) {
            publish(new SummaryJobs.Chunk(ready, summaries, epoch), System.nanoTime() + 1_000_000_000L);
        }
        summarize(rest);
        // a shown search runs again once the changes pause: a new unit may hold its text (decision 0075)
        search.searchAgainSoon(context::source);
    }

    /**
     * Once every unit of a freshly opened source has its status, and the operator has selected nothing yet, the
     * newest failing unit is selected (else the newest): what one opens the inspector to look at.
     */
    private void selectWhereTheOperatorLooksFirst(int chunkEpoch) {
        if (!firstSelection.armed() || chunkEpoch != epoch || counts.pending() > 0 || rows.isEmpty()) {
            return;
        }
        UnitId first = firstSelection.pick(rows, this::find);
        if (context.selectedUnitProperty().get() == null) {
            context.selectedUnitProperty().set(first);
        }
    }

    private void showNotes(List<String> lines) {
        strayText.set(lines.isEmpty() ? "" : lines.size() == 1 ? lines.get(0)
                : lines.get(0) + " (+" + (lines.size() - 1) + " more: hover)");
        strayDetails.set(String.join("\n", lines));
    }

    private void summarize(List<UnitRow> targets) {
        if (targets.isEmpty()) {
            selectWhereTheOperatorLooksFirst(epoch);
            return;
        }
        jobs.submit(index, targets, epoch, this::publish,
                error -> summaryText.set("could not summarize the " + plural() + ": " + error.getMessage()));
    }

    /**
     * Publishes as much of a chunk of summaries as {@code deadlineNanos} leaves time for. With 100,000 rows a full
     * recount and refilter per chunk cost the FX thread hundreds of milliseconds, so counts are adjusted row by row
     * and the visible list is rebuilt only when a status or flag filter makes membership depend on the summaries.
     */
    private int publish(SummaryJobs.Chunk chunk, long deadlineNanos) {
        List<UnitRow> changed = new ArrayList<>();
        if (kindFromUnits && !chunk.summaries().isEmpty() && chunk.summaries().get(0) != null) {
            // a source without a history says what it calls a unit only in its units
            kindFromUnits = false;
            kind.set(chunk.summaries().get(0).kind());
            search.setKind(kind.get());
        }
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
        // the last unit to get its status may come in a chunk of an earlier epoch (a live change published first)
        selectWhereTheOperatorLooksFirst(epoch);
        selectedRow.set(find(context.selectedUnitProperty().get()));
        revision.set(revision.get() + 1);
        return applied;
    }

    private void afterRowsCounted() {
        refilter();
        selectedRow.set(find(context.selectedUnitProperty().get()));
        revision.set(revision.get() + 1);
    }

    private void refilter() {
        filter = new RowFilter(search.matchesProperty().get(), failingOnly.get(), statusFilter, flagFilter);
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
        if (now.matches() != search.matchesProperty().get() || now.failingOnly() != failingOnly.get()
                || !now.statuses().equals(statusFilter) || !now.flags().equals(flagFilter)) {
            now = new RowFilter(search.matchesProperty().get(), failingOnly.get(), statusFilter, flagFilter);
        }
        return now;
    }

    private String plural() {
        String k = kind.get();
        return k.endsWith("s") ? k : k + "s";
    }

    private void updateSummaryText() {
        if (context.source() == null) {
            summaryText.set("no directory open");
            return;
        }
        int total = rows.size();
        String units = total == 1 ? " " + kind.get() : " " + plural();
        String count = visible.size() == total ? total + units : visible.size() + " of " + total + units + " shown";
        String failures = counts.failing() == 0 ? "" : " · " + counts.failing() + " failing";
        String waiting = counts.pending() == 0 ? "" : " · " + counts.pending() + " to summarize";
        summaryText.set(count + failures + waiting);
    }

    /** How many units have a failure severity now. */
    int failing() {
        return counts.severity(Severity.FAILURE);
    }
}
