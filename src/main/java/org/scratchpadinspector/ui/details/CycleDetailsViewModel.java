package org.scratchpadinspector.ui.details;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The selected cycle's details: header, field changes, tool-call timeline, log and file paths. Follows the
 * context's selected cycle and reloads when the directory change touches the cycle's files.
 */
public final class CycleDetailsViewModel {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm:ss", Locale.ENGLISH);

    private final InspectorContext context;
    private final int maxLogBytes;
    private Cancellation loading = new Cancellation();

    private final ReadOnlyObjectWrapper<CycleId> cycle = new ReadOnlyObjectWrapper<>(this, "cycle");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Select a cycle to see its details.");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyObjectWrapper<CycleStatus> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyStringWrapper facts = new ReadOnlyStringWrapper(this, "facts", "");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", "");
    private final ReadOnlyObjectWrapper<DetailsTab> explainingTab = new ReadOnlyObjectWrapper<>(this, "explainingTab");
    private final ObservableList<CycleFlag> flags = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<ChangeRow> changes = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper changesPlaceholder = new ReadOnlyStringWrapper(this, "changesPlaceholder", "");
    private final ObservableList<ToolCallRow> toolCalls = FXCollections.observableArrayList();
    private final javafx.beans.property.ReadOnlyIntegerWrapper toolCallCount =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "toolCallCount");
    private final ReadOnlyStringWrapper toolCallsPlaceholder = new ReadOnlyStringWrapper(this, "toolCallsPlaceholder", "");
    private final ReadOnlyObjectWrapper<LogExcerpt> log = new ReadOnlyObjectWrapper<>(this, "log");
    private final ReadOnlyStringWrapper logNote = new ReadOnlyStringWrapper(this, "logNote");
    private final ObservableList<FileRow> files = FXCollections.observableArrayList();
    // One read-only wrapper each: a fresh wrapper per call would drop the View's listeners when collected.
    private final ObservableList<CycleFlag> flagsView = FXCollections.unmodifiableObservableList(flags);
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<ChangeRow> changesView = FXCollections.unmodifiableObservableList(changes);
    private final ObservableList<ToolCallRow> toolCallsView = FXCollections.unmodifiableObservableList(toolCalls);
    private final ObservableList<FileRow> filesView = FXCollections.unmodifiableObservableList(files);
    private final FileOpener fileOpener;
    private final org.scratchpadinspector.ui.iterations.IterationsViewModel iterations;
    /** The Iterations tab is showing: only then is the shown cycle replayed. */
    private boolean iterationsActive;
    /** The cycle whose iterations were last asked for, so that a reload of the same cycle replays it again. */
    private CycleId iterationsOf;

    public CycleDetailsViewModel(InspectorContext context) {
        this(context, LogExcerpt.DEFAULT_MAX_BYTES);
    }

    /** @param maxLogBytes how much of a log to show; the rest is left on disk with a note */
    public CycleDetailsViewModel(InspectorContext context, int maxLogBytes) {
        this.context = context;
        this.maxLogBytes = maxLogBytes;
        this.fileOpener = new FileOpener(context.runner(), DesktopOpen.standard(), context.noticeProperty());
        this.iterations = new org.scratchpadinspector.ui.iterations.IterationsViewModel(context.runner());
        context.selectedCycleProperty().addListener((obs, old, now) -> reload());
        context.scratchpadProperty().addListener((obs, old, now) -> reload());
        context.lastChangeProperty().addListener((obs, old, change) -> {
            if (change != null && touchesShownCycle(change)) {
                reload();
            }
        });
        reload();
    }

    /** Loads the selected cycle again, dropping a load still under way. */
    public void reload() {
        loading.cancel();
        Scratchpad pad = context.scratchpad();
        CycleId id = context.selectedCycleProperty().get();
        if (!java.util.Objects.equals(cycle.get(), id)) {
            explainingTab.set(null); // so that the next cycle's tab is chosen again, even when it is the same tab
        }
        cycle.set(id);
        if (pad == null || id == null) {
            clear(pad == null ? "Open a scratchpad directory to inspect its cycles." : "Select a cycle to see its details.");
            return;
        }
        busy.set(true);
        if (message.get() != null) {
            message.set("Loading cycle " + id + "…"); // never "Select a cycle" while the selected one loads
        }
        loading = context.runner().submit("cycle details " + id,
                cancel -> CycleDetails.load(pad, id, maxLogBytes, cancel),
                details -> show(id, details),
                error -> {
                    busy.set(false);
                    clear("Could not load cycle " + id + ": " + error.getMessage());
                });
    }

    private boolean touchesShownCycle(DirectoryChange change) {
        CycleId id = cycle.get();
        return id != null && (change.rescan() || change.touches(Side.BEFORE.fileName(id))
                || change.touches(Side.AFTER.fileName(id)) || change.touches("cycle_" + id + ".log"));
    }

    private void show(CycleId id, CycleDetails details) {
        busy.set(false);
        if (details == null) {
            clear("Cycle " + id + " is no longer in the directory.");
            return;
        }
        CycleSummary summary = details.analysis().summary();
        message.set(null);
        title.set("Cycle " + id + "  ·  " + TIME.format(id.time()));
        status.set(summary.status());
        facts.set(facts(summary));
        reason.set(FailureReason.of(summary, details.log(), details.analysis().after()));
        explainingTab.set(DetailsTab.explaining(summary));
        flags.setAll(summary.flags());
        problems.setAll(summary.problems());
        changes.setAll(details.changes());
        changesPlaceholder.set(changesPlaceholder(details.analysis()));
        toolCalls.setAll(details.toolCalls());
        toolCallCount.set(summary.toolCalls());
        toolCallsPlaceholder.set(details.analysis().after() == null
                ? "No tool calls recorded: the notes are only written to the _after snapshot."
                : "No tool calls in this cycle.");
        log.set(details.log());
        logNote.set(details.log() != null ? details.log().note() : details.logMissing());
        files.setAll(details.files());
        iterationsOf = null;
        loadIterations();
    }

    /** The Iterations tab shows or hides: the shown cycle is replayed when it shows. */
    public void setIterationsActive(boolean active) {
        iterationsActive = active;
        loadIterations();
    }

    private void loadIterations() {
        CycleId id = cycle.get();
        Scratchpad pad = context.scratchpad();
        if (!iterationsActive || id == null || pad == null || message.get() != null || id.equals(iterationsOf)) {
            return;
        }
        iterationsOf = id;
        iterations.load(id.toString(),
                cancel -> org.scratchpadinspector.ui.iterations.CycleIterationsReports.load(pad, id));
    }

    /** The selected cycle's iterations (replayed while the Iterations tab shows). */
    public org.scratchpadinspector.ui.iterations.IterationsViewModel iterations() {
        return iterations;
    }

    /** Why the Changes tab is empty; an unreadable before or after never reads as "no field changed". */
    static String changesPlaceholder(CycleAnalysis analysis) {
        Snapshot after = analysis.after();
        if (after == null) {
            return "This cycle has no _after snapshot yet, so nothing to compare.";
        }
        if (!after.isReadable()) {
            return "after cannot be read: " + after.problem();
        }
        Snapshot before = analysis.before() != null ? analysis.before() : analysis.baseline();
        if (before != null && !before.isReadable()) {
            return (analysis.before() != null ? "before" : "the previous cycle's state")
                    + " cannot be read: " + before.problem();
        }
        if (before == null) {
            return "No _before and no earlier cycle to compare the after with.";
        }
        return "No field changed in this cycle (last_updated aside).";
    }

    private static String facts(CycleSummary s) {
        List<String> parts = new ArrayList<>();
        parts.add(s.iterations() < 0 ? "iterations unknown" : plural(s.iterations(), "iteration"));
        parts.add(plural(s.toolCalls(), "tool call"));
        if (s.parseErrors() > 0) {
            parts.add(plural(s.parseErrors(), "parse error"));
        }
        if (s.statusReason() != null) {
            parts.add(s.status().key().replace('_', ' ') + ": " + s.statusReason());
        }
        return String.join("  ·  ", parts);
    }

    private static String plural(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private void clear(String why) {
        message.set(why);
        title.set("");
        status.set(null);
        facts.set("");
        reason.set("");
        explainingTab.set(null);
        flags.clear();
        problems.clear();
        changes.clear();
        toolCalls.clear();
        toolCallCount.set(0);
        log.set(null);
        logNote.set(null);
        files.clear();
        iterationsOf = null;
        iterations.clear(why);
    }

    public ReadOnlyObjectProperty<CycleId> cycleProperty() {
        return cycle.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Why nothing is shown (no directory, no selection, load failed), or null while a cycle is shown. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<CycleStatus> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** "3 iterations · 2 tool calls · 1 parse error". */
    /** Why the cycle failed, in one line (a crash's exception, an interruption's cause), or "" when it did not. */
    public ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    /** The tab that explains a failing cycle (set once its details are loaded), or null for a healthy one. */
    public ReadOnlyObjectProperty<DetailsTab> explainingTabProperty() {
        return explainingTab.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty factsProperty() {
        return facts.getReadOnlyProperty();
    }

    public ObservableList<CycleFlag> flags() {
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

    public ObservableList<ToolCallRow> toolCalls() {
        return toolCallsView;
    }

    /**
     * The cycle's tool calls, counted once (its summary's count, as the header, the list and {@code ls} say): the
     * tab's rows also hold what is no call (done, parse errors, unknown tools, the crash).
     */
    public javafx.beans.property.ReadOnlyIntegerProperty toolCallCountProperty() {
        return toolCallCount.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty toolCallsPlaceholderProperty() {
        return toolCallsPlaceholder.getReadOnlyProperty();
    }

    /** The log text with its traceback located, or null when the cycle has no log. */
    public ReadOnlyObjectProperty<LogExcerpt> logProperty() {
        return log.getReadOnlyProperty();
    }

    /** "Showing the first 4.0 MB of 12.3 MB…" or "No log file for this cycle (looked in …)"; null otherwise. */
    public ReadOnlyStringProperty logNoteProperty() {
        return logNote.getReadOnlyProperty();
    }

    /** Before, after, active and log paths, each with whether it exists. */
    /** The Files tab's Open and Reveal. */
    FileOpener fileOpener() {
        return fileOpener;
    }

    public ObservableList<FileRow> files() {
        return filesView;
    }
}
