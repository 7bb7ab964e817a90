package org.scratchpadinspector.ui.units;

import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

/**
 * One cycle of the list. It appears as soon as the index names it ("pending"), and its summary arrives
 * later from the background; cells observe {@link #summaryProperty()} so an update needs no list event.
 */
public final class UnitRow {
    private final CycleId id;
    private final ReadOnlyObjectWrapper<CycleSummary> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    /** The change epoch after which a summary computed earlier is out of date (FX thread only). */
    int dirtyEpoch;

    UnitRow(CycleId id) {
        this.id = id;
    }

    public CycleId id() {
        return id;
    }

    public ReadOnlyObjectProperty<CycleSummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public CycleSummary summary() {
        return summary.get();
    }

    void setSummary(CycleSummary value) {
        summary.set(value);
    }

    public boolean isPending() {
        return summary.get() == null;
    }

    /** The status, or null while pending. */
    public CycleStatus status() {
        CycleSummary s = summary.get();
        return s == null ? null : s.status();
    }

    /** "pending" until the summary is computed, then the status label. */
    public String statusLabel() {
        CycleStatus s = status();
        return s == null ? "pending" : s.key().replace('_', ' ');
    }

    public Set<CycleFlag> flags() {
        CycleSummary s = summary.get();
        return s == null ? Set.of() : s.flags();
    }

    /** -1 while pending. */
    public int toolCalls() {
        CycleSummary s = summary.get();
        return s == null ? -1 : s.toolCalls();
    }

    /** -1 while pending or unknown. */
    public int iterations() {
        CycleSummary s = summary.get();
        return s == null ? -1 : s.iterations();
    }

    /** -1 while pending. */
    public int parseErrors() {
        CycleSummary s = summary.get();
        return s == null ? -1 : s.parseErrors();
    }

    /** Why the cycle is running or interrupted, or null (pending, or another status). */
    public String statusReason() {
        CycleSummary s = summary.get();
        return s == null ? null : s.statusReason();
    }

    /** The row's tooltip: the status reason (running / interrupted), then the problems; empty when neither. */
    static String tooltipText(CycleSummary s) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        if (s.statusReason() != null) {
            lines.add(s.status().key() + ": " + s.statusReason());
        }
        lines.addAll(s.problems());
        return String.join("\n", lines);
    }

    @Override
    public String toString() {
        return id + " " + statusLabel();
    }
}
