package org.scratchpadinspector.ui.blame;

import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.BlameValues;
import org.scratchpadinspector.engine.blame.Churn;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;

/**
 * The churn strip of the open run (every section: how often it changed, flip-flops marked) and the blame of one
 * field (every change newest first: cycle, who, old → new). Both are read off the FX thread; the newest request
 * wins.
 */
public final class BlameViewModel {
    private final InspectorContext context;
    private final ObservableList<ChurnBar> churn = FXCollections.observableArrayList();
    private final ObservableList<BlameRow> changes = FXCollections.observableArrayList();
    private final StringProperty path = new SimpleStringProperty(this, "path", "");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper churnSummary = new ReadOnlyStringWrapper(this, "churnSummary", "");
    private final LatestRequest blameRequest;
    private final LatestRequest churnRequest;
    /** What the source calls its units ("cycle"), for the summary. */
    private String kind = "unit";

    public BlameViewModel(InspectorContext context) {
        this.context = context;
        this.blameRequest = context.runner().latest("blame a field");
        this.churnRequest = context.runner().latest("churn of the run");
        context.lastChangeProperty().addListener((obs, was, now) -> refresh());
        context.sourceProperty().addListener((obs, was, now) -> refresh());
    }

    /** Reads the churn again, and the blame of the current path if there is one. */
    public void refresh() {
        loadChurn();
        if (!path.get().isBlank()) {
            blame();
        }
    }

    /** Blames the field in {@link #pathProperty()}: a top-level key, or a dotted path into it. */
    public void blame() {
        MemorySource source = context.source();
        History history = source == null ? null : source.facet(History.class).orElse(null);
        String text = path.get() == null ? "" : path.get().strip();
        if (history == null || text.isEmpty()) {
            summary.set(text.isEmpty() ? "Type a field (a top-level key such as goals, or a path such as notes.0)." : "");
            changes.clear();
            return;
        }
        FieldPath field;
        try {
            field = FieldPath.parse(text);
        } catch (IllegalArgumentException e) {
            summary.set("Not a field path: " + e.getMessage());
            return;
        }
        summary.set("Reading every " + history.unitKind() + " for " + text + "…");
        blameRequest.submit(cancel -> {
            JournalAttribution journal = JournalAttribution.read(JournalFiles.under(source.directory()));
            return Blame.of(history, journal, field, cancel);
        }, this::showBlame, error -> summary.set("Could not blame " + text + ": " + error.getMessage()));
    }

    /** Blames a section picked on the churn strip. */
    public void blameSection(String section) {
        path.set(section);
        blame();
    }

    private void showBlame(Blame.Report report) {
        changes.setAll(report.changes().stream().map(BlameViewModel::row).toList());
        int n = report.changes().size();
        String text = !report.everExisted() ? report.path() + " does not exist in any readable state of this run."
                : report.path() + ": " + (n == 0 ? "never changed" : n + " change" + (n == 1 ? "" : "s") + ", newest first");
        if (!report.unreadable().isEmpty()) {
            text += "; " + report.unreadable().size() + " unreadable state(s), changes across them are joined";
        }
        summary.set(text);
    }

    private static BlameRow row(FieldChangeRecord c) {
        String change = BlameValues.appendedText(c.oldValue(), c.newValue())
                .map(tail -> "appended: " + BlameValues.oneLineCut(tail))
                .orElseGet(() -> {
                    String[] shown = BlameValues.fromFirstDifference(BlameValues.value(c.oldValue()),
                            BlameValues.value(c.newValue()));
                    return shown[0] + "  →  " + shown[1];
                });
        return new BlameRow(c.unit() == null ? c.point().label() : c.unit().text(), c.by().key(), change,
                c.detail() == null ? "" : c.detail());
    }

    private void loadChurn() {
        MemorySource source = context.source();
        History history = source == null ? null : source.facet(History.class).orElse(null);
        if (history == null) {
            churn.clear();
            churnSummary.set(source == null ? "" : source.lacks(History.class));
            return;
        }
        kind = history.unitKind();
        churnRequest.submit(cancel -> Churn.of(history, JournalAttribution.read(JournalFiles.under(source.directory())),
                        cancel),
                this::showChurn, error -> churnSummary.set("Could not read the run: " + error.getMessage()));
    }

    private void showChurn(Churn.Report report) {
        int units = Math.max(1, report.units());
        List<ChurnBar> bars = report.sections().stream().map(s -> new ChurnBar(s.section(), s.total(),
                Math.min(1.0, s.total() / (double) units), s.flips(),
                "agent " + s.agent() + ", inspector " + s.inspector() + ", outside " + s.outside()
                        + (s.flipsBackAndForth() ? "; back and forth " + s.flips() + "×" : ""))).toList();
        churn.setAll(bars);
        long flipping = bars.stream().filter(ChurnBar::flipsBackAndForth).count();
        churnSummary.set(report.units() + " " + kind + "s, " + bars.size() + " sections"
                + (flipping == 0 ? "" : "; " + flipping + " flip back and forth (marked ⇄)"));
    }

    public ObservableList<ChurnBar> churn() {
        return churn;
    }

    public ObservableList<BlameRow> changes() {
        return changes;
    }

    public StringProperty pathProperty() {
        return path;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty churnSummaryProperty() {
        return churnSummary.getReadOnlyProperty();
    }
}
