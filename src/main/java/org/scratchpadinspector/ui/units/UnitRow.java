package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/**
 * One unit of the list. It appears as soon as its id is known ("pending"), and its summary arrives later from the
 * background; cells observe {@link #summaryProperty()} so an update needs no list event.
 */
public final class UnitRow {
    private final UnitId id;
    private final ReadOnlyObjectWrapper<Unit> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    /** The change epoch after which a summary computed earlier is out of date (FX thread only). */
    int dirtyEpoch;

    UnitRow(UnitId id) {
        this.id = id;
    }

    /** A row whose summary is known already (a source listed whole). */
    UnitRow(Unit unit) {
        this(unit.id());
        summary.set(unit);
    }

    public UnitId id() {
        return id;
    }

    public ReadOnlyObjectProperty<Unit> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public Unit summary() {
        return summary.get();
    }

    void setSummary(Unit value) {
        summary.set(value);
    }

    public boolean isPending() {
        return summary.get() == null;
    }

    /** The status, or null while pending. */
    public UnitStatus status() {
        Unit s = summary.get();
        return s == null ? null : s.status();
    }

    /** Failing for the Failing filter: a failure status; never while pending. */
    public boolean failing() {
        Unit s = summary.get();
        return s != null && s.failing();
    }

    /** "pending" until the summary is computed, then the status as the format words it. */
    public String statusLabel() {
        UnitStatus s = status();
        return s == null ? "pending" : label(s.key());
    }

    public List<String> flags() {
        Unit s = summary.get();
        return s == null ? List.of() : s.flags();
    }

    /** Why the unit has its status, or null (pending, or the status says it all). */
    public String statusReason() {
        UnitStatus s = status();
        return s == null ? null : s.reason();
    }

    /** A status or flag key as the operator reads it: {@code max_iterations} → "max iterations". */
    public static String label(String key) {
        return key.replace('_', ' ');
    }

    /**
     * The row's tooltip: the status reason, the format's fields one per line, then the problems; empty when there is
     * nothing beyond what the row shows.
     */
    static String tooltipText(Unit s) {
        List<String> lines = new ArrayList<>();
        // everything from the agent's files escaped: one line each, no control character or bidi override
        if (s.status().reason() != null) {
            lines.add(Untrusted.line(s.status().key() + ": " + s.status().reason()));
        }
        if (!s.flags().isEmpty()) {
            lines.add(Untrusted.line("flags: " + String.join(", ", s.flags().stream().map(UnitRow::label).toList())));
        }
        for (Map.Entry<String, Object> field : s.fields().entrySet()) {
            if (field.getValue() != null && !"status_reason".equals(field.getKey())) {
                lines.add(Untrusted.line(label(field.getKey())) + ": " + UnitFieldsText.value(field.getValue()));
            }
        }
        s.problems().forEach(p -> lines.add(Untrusted.line(p)));
        return String.join("\n", lines);
    }

    @Override
    public String toString() {
        return id + " " + statusLabel();
    }
}
