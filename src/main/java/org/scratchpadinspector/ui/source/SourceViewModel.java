package org.scratchpadinspector.ui.source;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.format.Untrusted;

/**
 * A memory source of any format in the window: its units (re-read whenever its directory changes), the selected
 * unit's detail, and the edits the format offers on it. Reads run through the task runner; a newer read drops an
 * older one that is still running.
 */
public final class SourceViewModel {
    private record Read(List<Unit> units, List<String> notes) {
    }

    private final TaskRunner runner;
    private final UnitListViewModel list;
    private final UnitDetailViewModel detail;
    private final UnitSearchHitsViewModel hits;
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper(this, "header", "");
    private final ReadOnlyStringWrapper notes = new ReadOnlyStringWrapper(this, "notes", "");
    private final ReadOnlyStringWrapper readProblem = new ReadOnlyStringWrapper(this, "readProblem", "");
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable");
    private final ReadOnlyBooleanWrapper canEditSelected = new ReadOnlyBooleanWrapper(this, "canEditSelected");
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper(this, "reading");
    private MemorySource source;
    private List<EditAction> selectedActions = List.of();
    private Cancellation readingUnits = new Cancellation();
    private Cancellation askingActions = new Cancellation();

    /**
     * @param opened  the source the window shows (null: none), as the main window opens directories
     * @param changes the open directory's changes, published after each batch of the watcher
     */
    public SourceViewModel(TaskRunner runner, ObservableValue<MemorySource> opened,
                           ObservableValue<DirectoryChange> changes) {
        this.runner = runner;
        this.list = new UnitListViewModel(runner);
        this.detail = new UnitDetailViewModel(runner);
        this.hits = new UnitSearchHitsViewModel(list, detail);
        opened.addListener((obs, was, now) -> open(now));
        changes.addListener((obs, was, now) -> {
            if (source != null && now != null) {
                reread();
            }
        });
        list.selectedProperty().addListener((obs, was, now) -> selectionChanged(was, now));
        open(opened.getValue());
    }

    private void open(MemorySource opened) {
        readingUnits.cancel();
        askingActions.cancel();
        source = opened;
        list.open(opened);
        detail.open(opened);
        readProblem.set("");
        notes.set("");
        Optional<Editing> edits = opened == null ? Optional.empty() : opened.facet(Editing.class);
        editable.set(opened != null && opened.capabilities().editable() && edits.isPresent());
        header.set(opened == null ? "" : opened.format() + " · " + opened.directory());
        if (opened != null) {
            reread();
        }
    }

    /** Reads every unit again: after a change in the directory, or when the operator asks. */
    public void reread() {
        if (source == null) {
            return;
        }
        MemorySource from = source;
        readingUnits.cancel();
        reading.set(true);
        readingUnits = runner.submit("read units of " + from.directory(),
                cancel -> new Read(from.units(cancel, unit -> { }), from.notes()), read -> {
                    reading.set(false);
                    readProblem.set("");
                    notes.set(Untrusted.line(String.join("; ", read.notes())));
                    Unit was = list.selectedProperty().get();
                    list.setUnits(read.units());
                    list.searchAgain();
                    Unit now = list.selectedProperty().get();
                    if (was != null && now != null && was.equals(now)) {
                        detail.reload(); // same summary, but a state may have changed
                    }
                }, error -> {
                    reading.set(false);
                    readProblem.set("Could not read " + from.directory() + ": " + UnitListViewModel.oneLine(error));
                });
    }

    private void selectionChanged(Unit was, Unit now) {
        UnitId id = now == null ? null : now.id();
        if (was == null || now == null || !was.id().equals(now.id())) {
            detail.show(id);
        } else {
            detail.reload();
        }
        askActions(id);
    }

    private void askActions(UnitId id) {
        askingActions.cancel();
        selectedActions = List.of();
        canEditSelected.set(false);
        Optional<Editing> edits = source == null ? Optional.empty() : source.facet(Editing.class);
        if (id == null || !editable.get() || edits.isEmpty()) {
            return;
        }
        Editing e = edits.get();
        askingActions = runner.submit("edit actions of " + id, cancel -> e.actions(id), actions -> {
            selectedActions = List.copyOf(actions);
            canEditSelected.set(!actions.isEmpty());
        }, error -> canEditSelected.set(false));
    }

    /** An edit of the selected unit, or null when it allows none; a successful apply re-reads the units. */
    public SourceEditViewModel editSelected() {
        Unit unit = list.selectedProperty().get();
        if (unit == null || !canEditSelected.get() || source.facet(Editing.class).isEmpty()) {
            return null;
        }
        return new SourceEditViewModel(runner, source.facet(Editing.class).get(), unit.id(), selectedActions, this::reread);
    }

    public MemorySource source() {
        return source;
    }

    public UnitListViewModel list() {
        return list;
    }

    public UnitDetailViewModel detail() {
        return detail;
    }

    /** The search's hits to step through. */
    public UnitSearchHitsViewModel hits() {
        return hits;
    }

    /** The format and the directory, e.g. {@code forgenotes · /srv/agent/sessions}. */
    public ReadOnlyStringProperty headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** What the source says about its directory that belongs to no unit, on one line. */
    public ReadOnlyStringProperty notesProperty() {
        return notes.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty readProblemProperty() {
        return readProblem.getReadOnlyProperty();
    }

    /** The source allows edits at all (its capabilities say so and it offers them). */
    public ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canEditSelectedProperty() {
        return canEditSelected.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty readingProperty() {
        return reading.getReadOnlyProperty();
    }

    /** Stops the reads still running; callable from any thread. */
    public void close() {
        readingUnits.cancel();
        askingActions.cancel();
        detail.cancel();
    }
}
