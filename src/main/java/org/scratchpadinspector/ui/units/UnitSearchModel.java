package org.scratchpadinspector.ui.units;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.TaskRunner;

/** The search through every unit's states: query text, progress, outcome and the set of matching units. */
public final class UnitSearchModel {
    /** How long the directory must stay quiet before a shown search runs again (decision 0075). */
    static final Duration SEARCH_AGAIN_AFTER = Duration.ofMillis(400);

    private final TaskRunner runner;
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(this, "searching");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyObjectWrapper<UnitSearch.Result> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyObjectWrapper<Set<UnitId>> matches = new ReadOnlyObjectWrapper<>(this, "matches");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private Cancellation job;
    /** What the source calls its units, for the message. */
    private String kind = "unit";
    private Cancellation scheduled;

    UnitSearchModel(TaskRunner runner) {
        this.runner = runner;
    }

    /** The text typed in the search field; {@link #run} searches for it. */
    public StringProperty queryProperty() {
        return query;
    }

    public ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    /** 0..1 while searching. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The last completed search, or null. */
    public ReadOnlyObjectProperty<UnitSearch.Result> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** The units a completed search found, or null when no search filters the list. */
    public ReadOnlyObjectProperty<Set<UnitId>> matchesProperty() {
        return matches.getReadOnlyProperty();
    }

    /** e.g. "14 hits in 3 cycles" (the source's word for its units), "first 10,000 of 12,345 hits in 40 cycles", "searching… 40 %", "no match for “x”". */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    TaskRunner runner() {
        return runner;
    }

    /**
     * After a change in the directory: runs the shown search again once the changes pause for
     * {@link #SEARCH_AGAIN_AFTER} (a burst of changes runs it once), on the source open then; nothing when no
     * search is shown.
     */
    void searchAgainSoon(Supplier<MemorySource> source) {
        if (!searching.get() && result.get() == null) {
            return;
        }
        cancelScheduled();
        scheduled = runner.later("search again after a change", SEARCH_AGAIN_AFTER, () -> searchAgain(source.get()));
    }

    /**
     * Runs the last search again on what the directory holds now: its outcome stays shown until the new one
     * replaces it, with no progress in between. A search still running starts again instead.
     */
    void searchAgain(MemorySource source) {
        if (searching.get()) {
            run(source);
            return;
        }
        UnitSearch.Result last = result.get();
        if (last == null || source == null) {
            return;
        }
        cancelRunning();
        String text = last.query();
        job = runner.submit("search again " + text, cancel -> UnitSearchJob.search(source, text, cancel, (done, total) -> { }),
                this::show, error -> message.set("search failed: " + error.getMessage()));
    }

    void run(MemorySource source) {
        cancelRunning();
        String text = query.get() == null ? "" : query.get().strip();
        if (text.isEmpty() || source == null) {
            clearOutcome();
            return;
        }
        searching.set(true);
        progress.set(0);
        message.set("searching…");
        AtomicInteger lastPercent = new AtomicInteger(-1);
        Cancellation[] self = new Cancellation[1];
        self[0] = runner.submit("search " + text, cancel -> UnitSearchJob.search(source, text, cancel, (done, total) -> {
            int percent = total == 0 ? 100 : (int) (100L * done / total);
            if (percent != lastPercent.getAndSet(percent)) {
                runner.onUiThread(() -> {
                    if (!cancel.isCancelled() && searching.get()) {
                        progress.set(percent / 100.0);
                        message.set("searching… " + percent + " %");
                    }
                });
            }
        }), found -> {
            searching.set(false);
            progress.set(1);
            show(found);
        }, error -> {
            searching.set(false);
            message.set("search failed: " + error.getMessage());
        });
        job = self[0];
    }

    /** Stops a running search (keeping the previous outcome), or clears the outcome and the query. */
    void cancelOrClear() {
        if (searching.get()) {
            cancelRunning();
            message.set("search cancelled");
        } else {
            query.set("");
            clearOutcome();
        }
    }

    /** Drops the outcome and any search running or due, keeping the query typed. */
    void dropOutcome() {
        cancelScheduled();
        cancelRunning();
        clearOutcome();
    }

    void clear() {
        cancelScheduled();
        cancelRunning();
        query.set("");
        clearOutcome();
    }

    private void cancelScheduled() {
        if (scheduled != null) {
            scheduled.cancel();
            scheduled = null;
        }
    }

    private void cancelRunning() {
        if (job != null) {
            job.cancel();
            job = null;
        }
        searching.set(false);
    }

    private void show(UnitSearch.Result found) {
        result.set(found);
        matches.set(java.util.Set.copyOf(found.units()));
        message.set(describe(found));
    }

    private void clearOutcome() {
        result.set(null);
        matches.set(null);
        progress.set(0);
        message.set("");
    }

    /** What the open source calls its units ("cycle"), in the singular. */
    void setKind(String kind) {
        this.kind = kind;
    }

    private String describe(UnitSearch.Result found) {
        if (found.units().isEmpty()) {
            return "no match for “" + found.query() + "”";
        }
        int n = found.units().size();
        String hits = found.truncated()
                ? String.format(java.util.Locale.ROOT, "first %,d of %,d hits", found.hits().size(), found.totalHits())
                : String.format(java.util.Locale.ROOT, found.totalHits() == 1 ? "%,d hit" : "%,d hits", found.totalHits());
        return hits + " in " + String.format(java.util.Locale.ROOT, "%,d", n) + (n == 1 ? " " + kind : " " + (kind.endsWith("s") ? kind : kind + "s"));
    }
}
