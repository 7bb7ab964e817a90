package org.scratchpadinspector.ui.source;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.ui.common.HitCursor;

/**
 * The search of a source of any format as hits to step through, as the cycle window does: searching as the
 * operator types (after a short pause, from two characters), Enter / Shift+Enter stepping to the next / previous
 * hit and wrapping around, each step selecting the hit's unit and showing its line in the panes; and a line saying
 * so when the search or the Failing filter hides the unit the panes show.
 */
public final class UnitSearchHitsViewModel {
    static final Duration TYPING_PAUSE = Duration.ofMillis(300);
    static final int MIN_TYPED_CHARS = 2;

    private final UnitListViewModel list;
    private final UnitDetailViewModel detail;
    private final HitCursor<UnitSearch.Hit> cursor = new HitCursor<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper hiddenNotice = new ReadOnlyStringWrapper(this, "hiddenNotice", "");
    private final ReadOnlyStringWrapper hiddenAction = new ReadOnlyStringWrapper(this, "hiddenAction", "");
    private Cancellation typingPause = new Cancellation();
    private List<String> texts = List.of();
    private int pendingStep;

    public UnitSearchHitsViewModel(UnitListViewModel list, UnitDetailViewModel detail) {
        this.list = list;
        this.detail = detail;
        list.queryProperty().addListener((o, was, now) -> typed());
        list.resultProperty().addListener((o, was, now) -> showResult(now));
        list.selectedProperty().addListener(o -> updateHiddenNotice());
        list.shownUnits().addListener((ListChangeListener<Unit>) c -> updateHiddenNotice());
    }

    /** The hits of the last completed search, at most {@link UnitSearch#MAX_HITS}. */
    public ObservableList<UnitSearch.Hit> hits() {
        return cursor.hits();
    }

    /** What the hits' lines were searched for (the rows emphasise it). */
    public List<String> texts() {
        return texts;
    }

    /** The index of the current hit, or -1 before the first step. */
    public ReadOnlyIntegerProperty currentProperty() {
        return cursor.currentProperty();
    }

    /** "14 hits in 3 units", "first 10,000 of 12,345 hits in 40 units", "" with no search. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** "3 of 14", "3 of the first 10,000", "" before the first step. */
    public ReadOnlyStringProperty positionProperty() {
        return cursor.positionProperty();
    }

    /** "The shown unit X is hidden by the search." when a filter hides the selected unit, else "". */
    public ReadOnlyStringProperty hiddenNoticeProperty() {
        return hiddenNotice.getReadOnlyProperty();
    }

    /** What {@link #showHiddenUnit} does: "Clear search" or "Show all". */
    public ReadOnlyStringProperty hiddenActionProperty() {
        return hiddenAction.getReadOnlyProperty();
    }

    /** Enter in the search field: the next hit, searching first when the hits are not of the query typed. */
    public void next() {
        stepOrSearch(+1);
    }

    /** Shift+Enter: the previous hit (before any step: the last). */
    public void previous() {
        stepOrSearch(-1);
    }

    /** A click on a hit, or a step: selects its unit and shows its line. */
    public void stepTo(int index) {
        if (index < 0 || index >= hits().size()) {
            return;
        }
        UnitSearch.Hit hit = hits().get(index);
        cursor.moveTo(index);
        // the panes learn which state and line to show before the unit changes, so that they load it once
        detail.reveal(hit);
        Unit unit = list.unit(hit.unit());
        if (unit != null) {
            list.select(unit);
        }
    }

    /** The hidden notice's action: clears the search, or the Failing filter when that hides the unit. */
    public void showHiddenUnit() {
        Unit unit = list.selectedProperty().get();
        if (unit != null && list.hiddenBySearch(unit.id())) {
            list.clearSearch();
        } else {
            list.failingOnlyProperty().set(false);
        }
    }

    private void stepOrSearch(int direction) {
        typingPause.cancel();
        String query = typedQuery();
        UnitSearch.Result result = list.resultProperty().get();
        if (result != null && result.query().equals(query) && !list.searchingProperty().get()) {
            move(direction);
            return;
        }
        pendingStep = query.isEmpty() ? 0 : direction;
        list.search();
    }

    private void move(int direction) {
        stepTo(cursor.target(direction));
    }

    private void typed() {
        typingPause.cancel();
        pendingStep = 0;
        String query = typedQuery();
        if (query.isEmpty() && list.resultProperty().get() != null) {
            list.clearSearch(); // emptied by hand: no hits of an older query stay listed
            return;
        }
        if (query.length() < MIN_TYPED_CHARS) {
            return;
        }
        typingPause = list.runner().later("search as typed", TYPING_PAUSE, () -> {
            if (query.equals(typedQuery())) {
                list.search();
            }
        });
    }

    private String typedQuery() {
        String text = list.queryProperty().get();
        return text == null ? "" : text.strip();
    }

    private void showResult(UnitSearch.Result result) {
        texts = result == null ? List.of() : result.texts();
        // the same search run again (after the source was read again) keeps the operator's place
        cursor.show(result == null ? null : result.query(), result == null ? List.of() : result.hits(),
                result != null && result.truncated());
        detail.highlightProperty().set(texts);
        summary.set(result == null ? "" : describe(result));
        updateHiddenNotice();
        int direction = pendingStep;
        pendingStep = 0;
        if (result != null && direction != 0) {
            move(direction);
        }
    }

    static String describe(UnitSearch.Result result) {
        int units = result.units().size();
        if (units == 0) {
            return "no match for “" + result.query() + "”";
        }
        String hitWord = result.totalHits() == 1 ? "hit" : "hits";
        String unitWord = units == 1 ? "unit" : "units";
        return result.truncated()
                ? String.format(Locale.ROOT, "first %,d of %,d %s in %,d %s", result.hits().size(), result.totalHits(),
                        hitWord, units, unitWord)
                : String.format(Locale.ROOT, "%,d %s in %,d %s", result.totalHits(), hitWord, units, unitWord);
    }

    private void updateHiddenNotice() {
        Unit unit = list.selectedProperty().get();
        if (unit == null || list.isShown(unit)) {
            hiddenNotice.set("");
            hiddenAction.set("");
            return;
        }
        boolean bySearch = list.hiddenBySearch(unit.id());
        hiddenNotice.set("The shown unit " + unit.id().text() + " is hidden by the "
                + (bySearch ? "search." : "Failing filter."));
        hiddenAction.set(bySearch ? "Clear search" : "Show all");
    }
}
