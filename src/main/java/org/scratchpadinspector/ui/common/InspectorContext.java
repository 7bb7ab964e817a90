package org.scratchpadinspector.ui.common;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;

/**
 * What the screens share: the open memory source (any format), the selected unit, the latest change in its
 * directory, and the one task runner through which all file work goes. Properties change on the FX thread only.
 *
 * <p>The features not yet built on facets (the Agent panel, the section editor, restore and fork, watchpoints, the
 * comparison of two runs) read seed 000's scratchpad and cycle through {@link #scratchpadProperty()} and
 * {@link #selectedCycleProperty()}, kept in step with the source and the unit here ({@link SeedCycles}).
 */
public final class InspectorContext {
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<MemorySource> source = new ReadOnlyObjectWrapper<>(this, "source");
    private final ObjectProperty<UnitId> selectedUnit = new SimpleObjectProperty<>(this, "selectedUnit");
    private final ReadOnlyObjectWrapper<Scratchpad> scratchpad = new ReadOnlyObjectWrapper<>(this, "scratchpad");
    private final ObjectProperty<CycleId> selectedCycle = new SimpleObjectProperty<>(this, "selectedCycle");
    private final ReadOnlyObjectWrapper<DirectoryChange> lastChange = new ReadOnlyObjectWrapper<>(this, "lastChange");
    private final StringProperty notice = new SimpleStringProperty(this, "notice", "");
    private final HistoryPoints historyPoints = new HistoryPoints();
    private final org.scratchpadinspector.agent.link.ReportedSteps reportedSteps =
            new org.scratchpadinspector.agent.link.ReportedSteps();
    private boolean syncing;

    public InspectorContext(TaskRunner runner) {
        this.runner = runner;
        selectedUnit.addListener((obs, was, now) -> sync(() -> selectedCycle.set(SeedCycles.cycleOf(now))));
        selectedCycle.addListener((obs, was, now) -> sync(() -> selectedUnit.set(SeedCycles.unitOf(now))));
    }

    private void sync(Runnable other) {
        if (!syncing) {
            syncing = true;
            try {
                other.run();
            } finally {
                syncing = false;
            }
        }
    }

    public TaskRunner runner() {
        return runner;
    }

    /** The open source, or null when none is open. */
    public ReadOnlyObjectProperty<MemorySource> sourceProperty() {
        return source.getReadOnlyProperty();
    }

    public MemorySource source() {
        return source.get();
    }

    /** A newly opened source (null: none): clears the selection, then publishes it. */
    public void open(MemorySource opened) {
        notice.set("");
        historyPoints.invalidate();
        MemorySource was = source.get();
        if (was == null || opened == null || !was.directory().equals(opened.directory())) {
            reportedSteps.clear();
        }
        selectedUnit.set(null);
        scratchpad.set(SeedCycles.scratchpadOf(opened));
        source.set(opened);
    }

    /**
     * The iterations the attached agent reported (the Agent panel feeds its events in), shown by the Iterations
     * view over the source's own steps; forgotten when another directory opens.
     */
    public org.scratchpadinspector.agent.link.ReportedSteps reportedSteps() {
        return reportedSteps;
    }

    /** The selected unit of the open source, or null; every screen follows it. */
    public ObjectProperty<UnitId> selectedUnitProperty() {
        return selectedUnit;
    }

    /** The open source's seed-000 scratchpad, or null (another format, or none open). */
    public ReadOnlyObjectProperty<Scratchpad> scratchpadProperty() {
        return scratchpad.getReadOnlyProperty();
    }

    public Scratchpad scratchpad() {
        return scratchpad.get();
    }

    /** The selected unit as seed 000's cycle id: null when none is selected or the source is of another format. */
    public ObjectProperty<CycleId> selectedCycleProperty() {
        return selectedCycle;
    }

    /** One line for the window's status bar, such as a desktop action that failed; empty when there is nothing to say. */
    public StringProperty noticeProperty() {
        return notice;
    }

    /** The open source's history points, read once per change. */
    public HistoryPoints historyPoints() {
        return historyPoints;
    }

    public ReadOnlyObjectProperty<DirectoryChange> lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    /** Called once the open source has taken in {@code change} (its index rescanned where it keeps one). */
    public void publishChange(DirectoryChange change) {
        historyPoints.invalidate();
        lastChange.set(change);
    }
}
