package org.scratchpadinspector.ui.common;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/**
 * What the screens share: the open scratchpad, the selected cycle, the latest change in the directory, and the
 * one task runner through which all file work goes. Properties change on the FX thread only.
 */
public final class InspectorContext {
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<Scratchpad> scratchpad = new ReadOnlyObjectWrapper<>(this, "scratchpad");
    private final ObjectProperty<CycleId> selectedCycle = new SimpleObjectProperty<>(this, "selectedCycle");
    private final ReadOnlyObjectWrapper<DirectoryChange> lastChange = new ReadOnlyObjectWrapper<>(this, "lastChange");
    private final StringProperty notice = new SimpleStringProperty(this, "notice", "");

    public InspectorContext(TaskRunner runner) {
        this.runner = runner;
    }

    public TaskRunner runner() {
        return runner;
    }

    public ReadOnlyObjectProperty<Scratchpad> scratchpadProperty() {
        return scratchpad.getReadOnlyProperty();
    }

    public Scratchpad scratchpad() {
        return scratchpad.get();
    }

    /** A newly opened directory: clears the selection, then publishes the scratchpad. */
    public void open(Scratchpad pad) {
        notice.set("");
        selectedCycle.set(null);
        scratchpad.set(pad);
    }

    /** One line for the window's status bar, such as a desktop action that failed; empty when there is nothing to say. */
    public StringProperty noticeProperty() {
        return notice;
    }

    public ObjectProperty<CycleId> selectedCycleProperty() {
        return selectedCycle;
    }

    public ReadOnlyObjectProperty<DirectoryChange> lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    /** Called after the scratchpad's index was rescanned for {@code change}. */
    public void publishChange(DirectoryChange change) {
        lastChange.set(change);
    }
}
