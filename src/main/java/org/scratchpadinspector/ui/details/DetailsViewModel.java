package org.scratchpadinspector.ui.details;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.Evidence;
import org.scratchpadinspector.model.UnitEvidence;
import org.scratchpadinspector.model.UnitFile;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitLog;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The selected unit's details, in every format: a header (id, status, the format's own fields, flags, problems and
 * why it failed), what changed field by field between its first two states, its timeline (tool calls, steps,
 * notes), and, where the format keeps them, its log and its files. Loaded off the FX thread; the newest selection
 * wins.
 */
public final class DetailsViewModel {
    private final InspectorContext context;
    private final int maxLogBytes;
    private Cancellation loading = new Cancellation();

    private final ReadOnlyObjectWrapper<UnitId> unit = new ReadOnlyObjectWrapper<>(this, "unit");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Select a unit to see its details.");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyObjectWrapper<UnitStatus> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyStringWrapper facts = new ReadOnlyStringWrapper(this, "facts", "");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", "");
    private final ReadOnlyObjectWrapper<DetailsTab> explainingTab = new ReadOnlyObjectWrapper<>(this, "explainingTab");
    private final ReadOnlyBooleanWrapper hasLog = new ReadOnlyBooleanWrapper(this, "hasLog");
    private final ReadOnlyBooleanWrapper hasFiles = new ReadOnlyBooleanWrapper(this, "hasFiles");
    private final ReadOnlyBooleanWrapper hasSteps = new ReadOnlyBooleanWrapper(this, "hasSteps");
    private final ReadOnlyStringWrapper stepsLack = new ReadOnlyStringWrapper(this, "stepsLack", "");
    private final ObservableList<String> flags = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<ChangeRow> changes = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper changesPlaceholder = new ReadOnlyStringWrapper(this, "changesPlaceholder", "");
    private final ObservableList<EventRow> timeline = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper timelinePlaceholder = new ReadOnlyStringWrapper(this, "timelinePlaceholder", "");
    private final ReadOnlyObjectWrapper<UnitLog> log = new ReadOnlyObjectWrapper<>(this, "log");
    private final ReadOnlyStringWrapper logNote = new ReadOnlyStringWrapper(this, "logNote");
    private final ObservableList<UnitFile> files = FXCollections.observableArrayList();

    private final ObservableList<String> flagsView = FXCollections.unmodifiableObservableList(flags);
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<ChangeRow> changesView = FXCollections.unmodifiableObservableList(changes);
    private final ObservableList<EventRow> timelineView = FXCollections.unmodifiableObservableList(timeline);
    private final ObservableList<UnitFile> filesView = FXCollections.unmodifiableObservableList(files);
    private final FileOpener fileOpener;
    private final org.scratchpadinspector.ui.iterations.IterationsViewModel iterations;
    /** The Iterations tab is showing: only then is the shown unit replayed. */
    private boolean iterationsActive;
    /** The unit whose iterations were last asked for, so that a reload of the same unit replays it again. */
    private UnitId iterationsOf;

    /** What one load gathered, off the FX thread. */
    private record Loaded(UnitDetail detail, String kind, List<ChangeRow> changes, String changesPlaceholder,
                          UnitEvidence evidence) {
    }

    public DetailsViewModel(InspectorContext context) {
        this(context, UnitLog.DEFAULT_MAX_BYTES);
    }

    /** @param maxLogBytes how much of a log to show; the rest is left on disk with a note */
    public DetailsViewModel(InspectorContext context, int maxLogBytes) {
        this.context = context;
        this.maxLogBytes = maxLogBytes;
        this.fileOpener = new FileOpener(context.runner(), DesktopOpen.standard(), context.noticeProperty());
        this.iterations = new org.scratchpadinspector.ui.iterations.IterationsViewModel(context.runner());
        context.selectedUnitProperty().addListener((obs, old, now) -> reload());
        context.sourceProperty().addListener((obs, old, now) -> {
            offersSteps(now);
            reload();
        });
        offersSteps(context.source());
        context.lastChangeProperty().addListener((obs, old, change) -> {
            if (change != null && unit.get() != null && change.touches(unit.get())) {
                reload();
            }
        });
        reload();
    }

    private void offersSteps(MemorySource source) {
        boolean offers = source != null && source.facet(Steps.class).isPresent();
        hasSteps.set(offers);
        stepsLack.set(source == null || offers ? "" : source.lacks(Steps.class));
    }

    /** Loads the selected unit again, dropping a load still under way. */
    public void reload() {
        loading.cancel();
        MemorySource source = context.source();
        UnitId id = context.selectedUnitProperty().get();
        if (!java.util.Objects.equals(unit.get(), id)) {
            explainingTab.set(null); // so that the next unit's tab is chosen again, even when it is the same tab
        }
        unit.set(id);
        if (source == null || id == null) {
            clear(source == null ? "Open a directory to inspect its units." : "Select a unit to see its details.");
            return;
        }
        String kind = source.unitWord();
        busy.set(true);
        if (message.get() != null) {
            message.set("Loading " + kind + " " + id + "…"); // never "Select a unit" while the selected one loads
        }
        loading = context.runner().submit("details of " + id, cancel -> load(source, id, kind, cancel),
                loaded -> show(id, kind, loaded),
                error -> {
                    busy.set(false);
                    clear("Could not load " + kind + " " + id + ": " + error.getMessage());
                });
    }

    private Loaded load(MemorySource source, UnitId id, String kind, Cancellation cancel) throws java.io.IOException {
        Optional<UnitDetail> found = source.detail(id, cancel);
        if (found.isEmpty()) {
            return null;
        }
        UnitDetail detail = found.get();
        cancel.check();
        History history = source.facet(History.class).orElse(null);
        List<ChangeRow> rows = new ArrayList<>();
        String placeholder = DetailsTexts.changes(detail, history, kind, rows);
        cancel.check();
        Evidence evidence = source.facet(Evidence.class).orElse(null);
        return new Loaded(detail, kind, rows, placeholder,
                evidence == null ? null : evidence.evidence(id, maxLogBytes).orElse(null));
    }

    private void show(UnitId id, String kind, Loaded loaded) {
        busy.set(false);
        if (loaded == null) {
            clear(org.scratchpadinspector.ui.common.Words.capitalised(kind) + " " + id + " is no longer in the directory.");
            return;
        }
        Unit summary = loaded.detail().unit();
        UnitEvidence evidence = loaded.evidence();
        message.set(null);
        title.set(org.scratchpadinspector.ui.common.Words.capitalised(kind) + " " + org.scratchpadinspector.format.Untrusted.line(id.text()) + DetailsTexts.time(summary));
        status.set(summary.status());
        facts.set(DetailsTexts.facts(summary));
        reason.set(FailureReason.of(summary, evidence == null ? null : evidence.crash(), loaded.detail().timeline()));
        hasLog.set(evidence != null);
        hasFiles.set(evidence != null);
        explainingTab.set(DetailsTab.explaining(summary, evidence != null, evidence != null, loaded.detail().timeline()));
        flags.setAll(summary.flags().stream().map(org.scratchpadinspector.format.Untrusted::line).toList());
        problems.setAll(summary.problems().stream().map(org.scratchpadinspector.format.Untrusted::line).toList());
        changes.setAll(loaded.changes());
        changesPlaceholder.set(loaded.changesPlaceholder());
        List<EventRow> rows = new ArrayList<>();
        loaded.detail().timeline().forEach(e -> rows.add(new EventRow(rows.size() + 1, e)));
        timeline.setAll(rows);
        timelinePlaceholder.set(DetailsTexts.timelineEmpty(loaded.detail(), kind));
        log.set(evidence == null ? null : evidence.log());
        logNote.set(evidence == null ? "This format keeps no log per " + kind + "."
                : evidence.log() != null ? evidence.log().note() : evidence.logMissing());
        files.setAll(evidence == null ? List.of() : evidence.files());
        iterationsOf = null;
        loadIterations();
    }

    /** The Iterations tab shows or hides: the shown cycle is replayed when it shows. */
    public void setIterationsActive(boolean active) {
        iterationsActive = active;
        loadIterations();
    }

    /**
     * The shown unit's steps through the source's {@link Steps} facet (an attached agent's reported iterations over
     * them), while the Iterations tab shows.
     */
    private void loadIterations() {
        UnitId id = unit.get();
        MemorySource source = context.source();
        Steps steps = source == null ? null : source.facet(Steps.class).orElse(null);
        if (!iterationsActive || steps == null || message.get() != null || id.equals(iterationsOf)) {
            return;
        }
        iterationsOf = id;
        Steps shown = context.reportedSteps().over(steps);
        iterations.setStepKind(shown.stepKind());
        iterations.load(id.text(), cancel -> org.scratchpadinspector.ui.iterations.StepsReports.load(shown, id, cancel));
    }

    /** Whether the open source offers steps (the Iterations tab is off otherwise, {@link #stepsLackProperty} saying why). */
    public ReadOnlyBooleanProperty hasStepsProperty() {
        return hasSteps.getReadOnlyProperty();
    }

    /** Why the open source has no Iterations tab, one line; empty when it offers steps. */
    public ReadOnlyStringProperty stepsLackProperty() {
        return stepsLack.getReadOnlyProperty();
    }

    /** The selected unit's steps (read while the Iterations tab shows). */
    public org.scratchpadinspector.ui.iterations.IterationsViewModel iterations() {
        return iterations;
    }

    private void clear(String why) {
        message.set(why);
        title.set("");
        status.set(null);
        facts.set("");
        reason.set("");
        explainingTab.set(null);
        hasLog.set(false);
        hasFiles.set(false);
        flags.clear();
        problems.clear();
        changes.clear();
        timeline.clear();
        log.set(null);
        logNote.set(null);
        files.clear();
        iterationsOf = null;
        iterations.clear(why);
    }

    public ReadOnlyObjectProperty<UnitId> unitProperty() {
        return unit.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Why nothing is shown (no directory, no selection, load failed), or null while a unit is shown. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<UnitStatus> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the unit failed, in one line (a crash's exception, an interruption's cause), or "" when it did not. */
    public ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    /** The tab that explains a failing unit (set once its details are loaded), or null for a healthy one. */
    public ReadOnlyObjectProperty<DetailsTab> explainingTabProperty() {
        return explainingTab.getReadOnlyProperty();
    }

    /** The format's own fields in one line: "3 tool calls · 0 parse errors · 4 iterations". */
    public ReadOnlyStringProperty factsProperty() {
        return facts.getReadOnlyProperty();
    }

    /** Whether the unit has a log the Log tab can show (a format that keeps one per unit). */
    public ReadOnlyBooleanProperty hasLogProperty() {
        return hasLog.getReadOnlyProperty();
    }

    /** Whether the unit's files are known for the Files tab. */
    public ReadOnlyBooleanProperty hasFilesProperty() {
        return hasFiles.getReadOnlyProperty();
    }

    public ObservableList<String> flags() {
        return flagsView;
    }

    /** Unreadable files (with line and column) and inferred values: shown prominently. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    public ObservableList<ChangeRow> changes() {
        return changesView;
    }

    public ReadOnlyStringProperty changesPlaceholderProperty() {
        return changesPlaceholder.getReadOnlyProperty();
    }

    /** The unit's timeline: tool calls, steps, notes, errors, in order. */
    public ObservableList<EventRow> timeline() {
        return timelineView;
    }

    public ReadOnlyStringProperty timelinePlaceholderProperty() {
        return timelinePlaceholder.getReadOnlyProperty();
    }

    /** The log text with its traceback located, or null when the unit has no log. */
    public ReadOnlyObjectProperty<UnitLog> logProperty() {
        return log.getReadOnlyProperty();
    }

    /** "Showing the first 4.0 MB of 12.3 MB…" or "No log file for this cycle (looked in …)"; null otherwise. */
    public ReadOnlyStringProperty logNoteProperty() {
        return logNote.getReadOnlyProperty();
    }

    /** The Files tab's Open and Reveal. */
    FileOpener fileOpener() {
        return fileOpener;
    }

    /** The unit's files (a cycle's before, after, active and log), each with whether it exists. */
    public ObservableList<UnitFile> files() {
        return filesView;
    }

}
