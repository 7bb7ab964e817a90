package org.scratchpadinspector.ui.source;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The units of the open source, the Failing filter and the search (the format's own search rules, off the UI
 * thread, the latest query wins). The selection survives a re-read: the unit with the same id is selected again.
 */
public final class UnitListViewModel {
    private final TaskRunner runner;
    private final ObservableList<Unit> all = FXCollections.observableArrayList();
    private final FilteredList<Unit> shown = new FilteredList<>(all);
    private final BooleanProperty failingOnly = new SimpleBooleanProperty(this, "failingOnly");
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final StringProperty searchStatus = new SimpleStringProperty(this, "searchStatus", "");
    private final StringProperty countText = new SimpleStringProperty(this, "countText", "");
    private final ObjectProperty<Unit> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObjectProperty<UnitSearch.Result> result = new SimpleObjectProperty<>(this, "result");
    private final BooleanProperty searching = new SimpleBooleanProperty(this, "searching");
    private MemorySource source;
    private Set<UnitId> matches;
    private Cancellation search = new Cancellation();

    public UnitListViewModel(TaskRunner runner) {
        this.runner = runner;
        failingOnly.addListener((obs, was, now) -> refilter());
    }

    /** A newly opened source: no units yet, no search, nothing selected. */
    void open(MemorySource opened) {
        source = opened;
        search.cancel();
        matches = null;
        query.set("");
        searchStatus.set("");
        searching.set(false);
        result.set(null);
        selected.set(null);
        all.clear();
        countText.set("");
        refilter();
    }

    /**
     * The units as just read; the selected one is replaced by its newer summary (or cleared when it is gone). At the
     * first read of a source, the newest failing unit is selected (else the newest), as the operator came to see it.
     */
    void setUnits(List<Unit> units) {
        Unit was = selected.get();
        boolean first = all.isEmpty();
        all.setAll(units);
        if (was != null) {
            selected.set(units.stream().filter(u -> u.id().equals(was.id())).findFirst().orElse(null));
        } else if (first && !units.isEmpty()) {
            selected.set(units.stream().filter(Unit::failing).reduce((a, b) -> b).orElse(units.get(units.size() - 1)));
        }
        refilter();
    }

    public void select(Unit unit) {
        selected.set(unit);
    }

    /**
     * Searches every unit for {@link #queryProperty()} in the format's rules, with the lines of their states that
     * hold the query's text ({@link #resultProperty()}); an empty query shows every unit again.
     */
    public void search() {
        String q = query.get() == null ? "" : query.get().trim();
        search.cancel();
        if (q.isEmpty() || source == null) {
            clearSearch();
            return;
        }
        searchStatus.set("searching for “" + q + "”…");
        searching.set(true);
        search(q);
    }

    /**
     * Runs the last search again on the units as read now (after a change in the directory), its outcome shown
     * until the new one replaces it; nothing when no search is shown. A search still running starts again.
     */
    public void searchAgain() {
        if (searching.get()) {
            search();
        } else if (result.get() != null && source != null) {
            search.cancel();
            search(result.get().query());
        }
    }

    private void search(String q) {
        MemorySource searched = source;
        search = runner.submit("search units for " + q, cancel -> UnitSearch.search(searched, q, cancel), found -> {
            if (searched != source) {
                return;
            }
            searching.set(false);
            List<UnitId> ids = found.units();
            matches = new HashSet<>(ids);
            result.set(found);
            searchStatus.set(ids.size() == 1 ? "1 unit matches “" + q + "”"
                    : String.format("%,d units match “%s”", ids.size(), q));
            refilter();
        }, error -> {
            searching.set(false);
            searchStatus.set("search failed: " + oneLine(error));
        });
    }

    public void clearSearch() {
        search.cancel();
        searching.set(false);
        result.set(null);
        matches = null;
        query.set("");
        searchStatus.set("");
        refilter();
    }

    private void refilter() {
        Set<UnitId> m = matches;
        boolean failing = failingOnly.get();
        shown.setPredicate(u -> (!failing || u.failing()) && (m == null || m.contains(u.id())));
        long failingCount = all.stream().filter(Unit::failing).count();
        String total = all.size() == 1 ? "1 unit" : String.format("%,d units", all.size());
        String text = failingCount == 0 ? total : total + String.format(", %,d failing", failingCount);
        if (shown.size() != all.size()) {
            text = String.format("%,d of ", shown.size()) + text;
        }
        countText.set(text);
    }

    static String oneLine(Throwable error) {
        if (error instanceof OutOfMemoryError) {
            return "not enough memory (this window may use at most " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB)";
        }
        String m = error.getMessage() == null ? error.toString() : error.getMessage();
        int cut = m.indexOf('\n');
        return org.scratchpadinspector.format.Untrusted.line(cut < 0 ? m : m.substring(0, cut));
    }

    public ObservableList<Unit> allUnits() {
        return FXCollections.unmodifiableObservableList(all);
    }

    /** The units the filters let through, in id order. */
    public ObservableList<Unit> shownUnits() {
        return shown;
    }

    public BooleanProperty failingOnlyProperty() {
        return failingOnly;
    }

    public StringProperty queryProperty() {
        return query;
    }

    public StringProperty searchStatusProperty() {
        return searchStatus;
    }

    public StringProperty countTextProperty() {
        return countText;
    }

    public ObjectProperty<Unit> selectedProperty() {
        return selected;
    }

    /** The last completed search (its units and the lines of their states), or null. */
    public ReadOnlyObjectProperty<UnitSearch.Result> resultProperty() {
        return result;
    }

    /** A search is running. */
    public ReadOnlyBooleanProperty searchingProperty() {
        return searching;
    }

    /** Whether the filters let {@code unit} through. */
    boolean isShown(Unit unit) {
        return shown.contains(unit);
    }

    /** Whether a completed search leaves out the unit with that id. */
    boolean hiddenBySearch(UnitId id) {
        return matches != null && !matches.contains(id);
    }

    /** The unit of that id as last read, or null. */
    Unit unit(UnitId id) {
        return all.stream().filter(u -> u.id().equals(id)).findFirst().orElse(null);
    }

    TaskRunner runner() {
        return runner;
    }
}
