package org.scratchpadinspector.ui.units;

import java.time.Duration;
import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.HitCursor;

/**
 * The search's hits as a list to step through: searching as the operator types (after a short pause), Enter /
 * Shift+Enter stepping to the next / previous hit (wrapping around), each step selecting the hit's unit; a query
 * naming one unit by part of its id selects it; and a line saying so when the filters hide the unit the panes show.
 */
public final class SearchHitsViewModel {
    /** The pause after the last key before a search starts by itself. */
    static final Duration TYPING_PAUSE = Duration.ofMillis(300);
    /** Shorter queries are searched only on Enter: a single letter matches nearly every line. */
    static final int MIN_TYPED_CHARS = 2;
    /** Shorter parts of an id are searched as text: "10" is part of nearly every id. */
    static final int MIN_ID_CHARS = 4;

    /** One step to a hit: a new object each time, so that stepping to the same hit again shows it again. */
    public record Step(String query, UnitSearch.Hit hit, int index, int count) {
    }

    private final UnitListViewModel list;
    private final UnitSearchModel search;
    private final HitCursor<UnitSearch.Hit> cursor = new HitCursor<>();
    private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(this, "step");
    private final ReadOnlyStringWrapper hiddenNotice = new ReadOnlyStringWrapper(this, "hiddenNotice", "");
    private final ReadOnlyStringWrapper hiddenAction = new ReadOnlyStringWrapper(this, "hiddenAction", "");
    private final ReadOnlyStringWrapper idJump = new ReadOnlyStringWrapper(this, "idJump", "");
    private Cancellation typingPause = new Cancellation();
    private String submitted;
    private int pendingStep;

    public SearchHitsViewModel(UnitListViewModel list) {
        this.list = list;
        this.search = list.search();
        search.queryProperty().addListener((o, was, now) -> typed());
        search.resultProperty().addListener((o, was, now) -> showResult(now));
        list.selectedRowProperty().addListener(o -> updateHiddenNotice());
        list.visibleRows().addListener((ListChangeListener<UnitRow>) c -> updateHiddenNotice());
        search.matchesProperty().addListener(o -> updateHiddenNotice());
        showResult(search.resultProperty().get());
    }

    /** The hits of the last completed search, at most {@link UnitSearch#MAX_HITS} (read-only). */
    public ObservableList<UnitSearch.Hit> hits() {
        return cursor.hits();
    }

    /** The query {@link #hits()} were found for ("" when there are none). */
    public String hitsQuery() {
        return cursor.query();
    }

    /** The texts the hits' lines hold (the query's text, without the format's filters). */
    public List<String> hitsTexts() {
        UnitSearch.Result result = search.resultProperty().get();
        return result == null ? List.of() : result.texts();
    }

    /** "selected by its id" after the query named one unit by part of its id, else "". */
    public ReadOnlyStringProperty idJumpProperty() {
        return idJump.getReadOnlyProperty();
    }

    /** The index of the current hit in {@link #hits()}, or -1 before the first step. */
    public ReadOnlyIntegerProperty currentProperty() {
        return cursor.currentProperty();
    }

    /** The last step taken (the panes show its hit), or null. */
    public ReadOnlyObjectProperty<Step> stepProperty() {
        return step.getReadOnlyProperty();
    }

    /** "3 of 14", "3 of the first 10,000", or "" before the first step. */
    public ReadOnlyStringProperty positionProperty() {
        return cursor.positionProperty();
    }

    /** "The shown cycle X is hidden by the search." when a filter hides the selected unit, else "". */
    public ReadOnlyStringProperty hiddenNoticeProperty() {
        return hiddenNotice.getReadOnlyProperty();
    }

    /** What {@link #showHiddenCycle} does: "Clear search" or "Show all". */
    public ReadOnlyStringProperty hiddenActionProperty() {
        return hiddenAction.getReadOnlyProperty();
    }

    /** Enter in the search field: the next hit, searching first when the hits are not of the query typed. */
    public void next() {
        stepOrSearch(+1);
    }

    /** Shift+Enter in the search field: the previous hit (from none yet: the last). */
    public void previous() {
        stepOrSearch(-1);
    }

    /** A click on a hit of the list. */
    public void stepTo(int index) {
        if (index < 0 || index >= hits().size()) {
            return;
        }
        UnitSearch.Hit hit = hits().get(index);
        cursor.moveTo(index);
        UnitSearch.Result result = search.resultProperty().get();
        // The panes learn which state and line to show before the unit changes, so that they load it once.
        step.set(new Step(result == null ? "" : result.query(), hit, index, hits().size()));
        list.select(hit.unit());
    }

    /** The hidden notice's action: clears the search, or every filter when the status or flag filters hide it. */
    public void showHiddenCycle() {
        if (hiddenBySearch()) {
            search.clear();
        } else {
            list.clearFilters();
        }
    }

    private void stepOrSearch(int direction) {
        typingPause.cancel();
        String query = typedQuery();
        if (jumpedToId(query)) {
            return;
        }
        UnitSearch.Result result = search.resultProperty().get();
        if (query.isEmpty()) {
            list.runSearch();
            return;
        }
        if (result != null && result.query().equals(query) && !search.searchingProperty().get()) {
            move(direction);
            return;
        }
        pendingStep = direction;
        if (!search.searchingProperty().get() || !query.equals(submitted)) {
            searchNow(query);
        }
    }

    private void move(int direction) {
        stepTo(cursor.target(direction));
    }

    private void typed() {
        typingPause.cancel();
        pendingStep = 0;
        idJump.set("");
        String query = typedQuery();
        if (query.isEmpty()) {
            // the field emptied by hand: no hits of an older query stay listed (Esc and Show all clear it anyway)
            if (search.resultProperty().get() != null && !search.resultProperty().get().query().isEmpty()) {
                list.runSearch();
            }
            return;
        }
        if (query.length() < MIN_TYPED_CHARS) {
            return;
        }
        typingPause = search.runner().later("search as typed", TYPING_PAUSE, () -> {
            if (query.equals(typedQuery()) && !jumpedToId(query)) {
                searchNow(query);
            }
        });
    }

    private void searchNow(String query) {
        submitted = query;
        list.runSearch();
    }

    /**
     * A query of at least {@link #MIN_ID_CHARS} characters that is part of exactly one unit's id ("103637") selects
     * that unit rather than searching its text: an operator who types part of an id wants that unit, not the states
     * that mention it. A query in double quotes is always searched as text.
     */
    private boolean jumpedToId(String query) {
        if (query.length() < MIN_ID_CHARS || query.startsWith("\"")) {
            return false;
        }
        List<UnitId> ids = list.idsHolding(query, 2);
        if (ids.size() != 1) {
            return false;
        }
        search.dropOutcome();
        idJump.set("selected by its id");
        list.select(ids.get(0));
        return true;
    }

    private String typedQuery() {
        String text = search.queryProperty().get();
        return text == null ? "" : text.strip();
    }

    private void showResult(UnitSearch.Result result) {
        // the same search run again (after a change in the directory) keeps the place: the panes stay where they are
        boolean kept = cursor.show(result == null ? null : result.query(),
                result == null ? List.of() : result.hits(), result != null && result.truncated());
        if (!kept) {
            step.set(null);
        }
        int direction = pendingStep;
        pendingStep = 0;
        if (result != null && direction != 0) {
            move(direction);
        }
    }

    private boolean hiddenBySearch() {
        UnitRow row = list.selectedRowProperty().get();
        var matches = search.matchesProperty().get();
        return row != null && matches != null && !matches.contains(row.id());
    }

    private void updateHiddenNotice() {
        UnitRow row = list.selectedRowProperty().get();
        if (row == null || list.isShown(row)) {
            hiddenNotice.set("");
            hiddenAction.set("");
            return;
        }
        boolean bySearch = hiddenBySearch();
        hiddenNotice.set("The shown " + list.kindProperty().get() + " " + row.id() + " is hidden by the "
                + (bySearch ? "search." : "filters."));
        hiddenAction.set(bySearch ? "Clear search" : "Show all");
    }
}
