package org.scratchpadinspector.ui.common;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;

/**
 * What the screens share: the open memory source (any format), the selected unit, the latest change in its
 * directory, and the one task runner through which all file work goes. Properties change on the FX thread only.
 * It names no format: a screen reaches what the open source can do through its facets
 * ({@link MemorySource#facet(Class)}), and the selection is a {@link UnitId} whatever the source calls its units.
 */
public final class InspectorContext {
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<MemorySource> source = new ReadOnlyObjectWrapper<>(this, "source");
    private final ObjectProperty<UnitId> selectedUnit = new SimpleObjectProperty<>(this, "selectedUnit");
    private final ReadOnlyObjectWrapper<DirectoryChange> lastChange = new ReadOnlyObjectWrapper<>(this, "lastChange");
    private final StringProperty notice = new SimpleStringProperty(this, "notice", "");
    private final HistoryPoints historyPoints = new HistoryPoints();
    private final org.scratchpadinspector.agent.link.ReportedSteps reportedSteps =
            new org.scratchpadinspector.agent.link.ReportedSteps();

    public InspectorContext(TaskRunner runner) {
        this.runner = runner;
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
