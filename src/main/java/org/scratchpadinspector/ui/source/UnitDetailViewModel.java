package org.scratchpadinspector.ui.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The selected unit: its states side by side (the first two by default, any two selectable) with the line diff,
 * its changes, its timeline with the selected event's detail, and its problems as one line. Loading and diffing run
 * off the UI thread; the latest selection wins.
 */
public final class UnitDetailViewModel {
    /**
     * Where a step to a search hit puts the panes, once they show its unit: the hit's row in the pane showing its
     * state (the left one or the right one) and the row beside it in the other pane.
     */
    public record Reveal(UnitSearch.Hit hit, boolean left, int row, int otherRow) {
    }

    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<UnitDetail> detail = new ReadOnlyObjectWrapper<>(this, "detail");
    private final ObservableList<String> stateNames = FXCollections.observableArrayList();
    private final StringProperty leftState = new SimpleStringProperty(this, "leftState");
    private final StringProperty rightState = new SimpleStringProperty(this, "rightState");
    private final ObservableList<StateLine> leftLines = FXCollections.observableArrayList();
    private final ObservableList<StateLine> rightLines = FXCollections.observableArrayList();
    private final StringProperty diffSummary = new SimpleStringProperty(this, "diffSummary", "");
    private final ObservableList<String> changes = FXCollections.observableArrayList();
    private final ObservableList<UnitEvent> timeline = FXCollections.observableArrayList();
    private final ObjectProperty<UnitEvent> selectedEvent = new SimpleObjectProperty<>(this, "selectedEvent");
    private final StringProperty eventDetail = new SimpleStringProperty(this, "eventDetail", "");
    private final StringProperty problem = new SimpleStringProperty(this, "problem", "");
    private final StringProperty problemDetail = new SimpleStringProperty(this, "problemDetail", "");
    private final StringProperty placeholder = new SimpleStringProperty(this, "placeholder", "Select a unit");
    private final ObjectProperty<List<String>> highlight = new SimpleObjectProperty<>(this, "highlight", List.of());
    private final ReadOnlyObjectWrapper<Reveal> reveal = new ReadOnlyObjectWrapper<>(this, "reveal");
    private UnitSearch.Hit pendingHit;
    /** Whether the panes' lines are of the shown detail and states (not of a comparison still running). */
    private boolean linesCompared;
    private MemorySource source;
    private UnitId shownId;
    private Cancellation loading = new Cancellation();
    private Cancellation diffing = new Cancellation();

    public UnitDetailViewModel(TaskRunner runner) {
        this.runner = runner;
        leftState.addListener((obs, was, now) -> compare());
        rightState.addListener((obs, was, now) -> compare());
        selectedEvent.addListener((obs, was, now) -> eventDetail.set(now == null ? "" : describe(now)));
    }

    void open(MemorySource opened) {
        source = opened;
        show(null);
    }

    /** Loads unit {@code id} (null: nothing selected); a load still running for an earlier selection is dropped. */
    public void show(UnitId id) {
        loading.cancel();
        shownId = id;
        if (reveal.get() != null && !reveal.get().hit().unit().equals(id)) {
            reveal.set(null);
        }
        if (id == null || source == null) {
            clear("Select a unit");
            return;
        }
        MemorySource from = source;
        placeholder.set("Reading " + id.text() + "…");
        loading = runner.submit("read unit " + id, cancel -> from.detail(id, cancel),
                found -> shown(id, found), error -> {
                    clear("");
                    problem.set(Untrusted.line(id.text()) + " could not be read: " + UnitListViewModel.oneLine(error));
                    problemDetail.set(problem.get());
                });
    }

    /** Reads the shown unit again (its files changed), keeping the chosen states and the selected event. */
    public void reload() {
        show(shownId);
    }

    /** Drops the load and diff still running; touches no property, so any thread may call it. */
    void cancel() {
        loading.cancel();
        diffing.cancel();
    }

    private void shown(UnitId id, Optional<UnitDetail> found) {
        if (found.isEmpty()) {
            clear("");
            problem.set(Untrusted.line(id.text()) + " is no longer in the directory");
            problemDetail.set(problem.get());
            return;
        }
        UnitDetail d = found.get();
        List<String> names = d.states().stream().map(UnitState::name).toList();
        String left = names.contains(leftState.get()) ? leftState.get() : names.isEmpty() ? null : names.get(0);
        String right = names.contains(rightState.get()) ? rightState.get()
                : names.size() > 1 ? names.get(1) : left;
        String wanted = pendingHit != null && pendingHit.unit().equals(id) ? pendingHit.state() : null;
        if (wanted != null && names.contains(wanted) && !wanted.equals(left) && !wanted.equals(right)) {
            left = wanted;
        }
        boolean sameUnit = detail.get() != null && detail.get().unit().id().equals(id);
        int eventIndex = !sameUnit || selectedEvent.get() == null ? -1 : timeline.indexOf(selectedEvent.get());
        linesCompared = false;
        detail.set(d);
        stateNames.setAll(names);
        changes.setAll(d.changes());
        timeline.setAll(d.timeline());
        selectedEvent.set(eventIndex >= 0 && eventIndex < timeline.size() ? timeline.get(eventIndex) : null);
        showProblems(d);
        placeholder.set(names.isEmpty() ? id.text() + " has no states" : "comparing…");
        boolean same = java.util.Objects.equals(left, leftState.get()) && java.util.Objects.equals(right, rightState.get());
        leftState.set(left);
        rightState.set(right);
        if (same) {
            compare();
        }
    }

    private void showProblems(UnitDetail d) {
        List<String> all = new ArrayList<>(d.unit().problems());
        for (UnitState state : d.states()) {
            state.problems().stream().map(p -> state.name() + ": " + p).filter(p -> !all.contains(p)).forEach(all::add);
        }
        problemDetail.set(String.join("\n", all));
        if (all.isEmpty()) {
            problem.set("");
        } else {
            String first = Untrusted.line(all.get(0));
            problem.set(all.size() == 1 ? first : first + "  (+" + (all.size() - 1) + " more)");
        }
    }

    private void compare() {
        diffing.cancel();
        linesCompared = false;
        UnitDetail d = detail.get();
        if (d == null) {
            return;
        }
        UnitState a = leftState.get() == null ? null : d.state(leftState.get());
        UnitState b = rightState.get() == null ? null : d.state(rightState.get());
        diffing = runner.submit("compare states", cancel -> StatePair.of(a, b, cancel), pair -> {
            leftLines.setAll(pair.left());
            rightLines.setAll(pair.right());
            linesCompared = true;
            diffSummary.set(pair.summary());
            placeholder.set("(this state is empty)");
            revealPending();
        }, error -> {
            // the panes say it where the operator looks, never "comparing…" for good
            leftLines.clear();
            rightLines.clear();
            diffSummary.set("could not compare: " + UnitListViewModel.oneLine(error));
            placeholder.set(diffSummary.get());
        });
    }

    /**
     * Shows search hit {@code hit} once its unit is shown (the caller selects it): its state in a pane (the left one
     * when neither shows it), then {@link #revealProperty()} says which rows to bring into view.
     */
    public void reveal(UnitSearch.Hit hit) {
        pendingHit = hit.inState() ? hit : null;
        reveal.set(null);
        UnitDetail d = detail.get();
        if (pendingHit == null || d == null || !d.unit().id().equals(hit.unit()) || !hit.unit().equals(shownId)) {
            return;
        }
        if (!hit.state().equals(leftState.get()) && !hit.state().equals(rightState.get()) && d.state(hit.state()) != null) {
            leftState.set(hit.state()); // compares again, then reveals
        } else {
            revealPending();
        }
    }

    private void revealPending() {
        UnitSearch.Hit hit = pendingHit;
        UnitDetail d = detail.get();
        if (hit == null || d == null || !linesCompared || !d.unit().id().equals(hit.unit())) {
            return;
        }
        boolean left = hit.state().equals(leftState.get());
        if (!left && !hit.state().equals(rightState.get())) {
            return;
        }
        List<StateLine> lines = left ? leftLines : rightLines;
        int row = HitRows.rowOf(lines, hit.line());
        if (row < 0) {
            return;
        }
        pendingHit = null;
        reveal.set(new Reveal(hit, left, row, HitRows.counterpart(lines, row, left ? rightLines : leftLines)));
    }

    /** The texts the panes mark wherever they occur, ignoring case (a completed search's); empty for none. */
    public ObjectProperty<List<String>> highlightProperty() {
        return highlight;
    }

    /** The search hit last stepped to, with its rows in the panes, or null. */
    public ReadOnlyObjectProperty<Reveal> revealProperty() {
        return reveal.getReadOnlyProperty();
    }

    private void clear(String placeholderText) {
        diffing.cancel();
        linesCompared = false;
        detail.set(null);
        stateNames.clear();
        leftLines.clear();
        rightLines.clear();
        changes.clear();
        timeline.clear();
        selectedEvent.set(null);
        diffSummary.set("");
        problem.set("");
        problemDetail.set("");
        placeholder.set(placeholderText);
    }

    private static String describe(UnitEvent event) {
        StringBuilder out = new StringBuilder(event.kind());
        if (event.time() != null) {
            out.append(" at ").append(event.time());
        }
        if (event.severity() == org.scratchpadinspector.model.Severity.FAILURE) {
            out.append(" — failed");
        }
        out.append('\n').append(event.title());
        if (!event.detail().isEmpty()) {
            out.append("\n\n").append(event.detail());
        }
        return out.toString();
    }

    public ReadOnlyObjectProperty<UnitDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }

    public ObservableList<String> stateNames() {
        return stateNames;
    }

    public StringProperty leftStateProperty() {
        return leftState;
    }

    public StringProperty rightStateProperty() {
        return rightState;
    }

    public ObservableList<StateLine> leftLines() {
        return leftLines;
    }

    public ObservableList<StateLine> rightLines() {
        return rightLines;
    }

    public StringProperty diffSummaryProperty() {
        return diffSummary;
    }

    public ObservableList<String> changes() {
        return changes;
    }

    public ObservableList<UnitEvent> timeline() {
        return timeline;
    }

    public ObjectProperty<UnitEvent> selectedEventProperty() {
        return selectedEvent;
    }

    public StringProperty eventDetailProperty() {
        return eventDetail;
    }

    /** The unit's problems as one line ("" when it has none). */
    public StringProperty problemProperty() {
        return problem;
    }

    /** Every problem, one per line, for the banner's tooltip. */
    public StringProperty problemDetailProperty() {
        return problemDetail;
    }

    /** What the empty panes say. */
    public StringProperty placeholderProperty() {
        return placeholder;
    }
}
