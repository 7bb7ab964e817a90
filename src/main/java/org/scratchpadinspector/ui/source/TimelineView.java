package org.scratchpadinspector.ui.source;

import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;

/** The selected unit's timeline (failed events marked red, the selected one's detail below) and its changes. */
public final class TimelineView extends TabPane {
    static final String FAILED_EVENT = "event-failed";

    public TimelineView(UnitDetailViewModel vm) {
        getStyleClass().add("unit-timeline");
        ListView<UnitEvent> events = new ListView<>(vm.timeline());
        events.setId("source-timeline");
        events.setPlaceholder(new Label("No events"));
        events.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(UnitEvent event, boolean empty) {
                super.updateItem(event, empty);
                getStyleClass().remove(FAILED_EVENT);
                if (empty || event == null) {
                    setText(null);
                    return;
                }
                boolean failed = event.severity() == Severity.FAILURE;
                if (failed) {
                    getStyleClass().add(FAILED_EVENT);
                }
                String time = event.time() == null ? "" : event.time() + "  ";
                setText((failed ? "✖ " : "   ") + time + event.kind() + "  " + event.title().replace('\n', ' '));
            }
        });
        events.getSelectionModel().selectedItemProperty().addListener((obs, was, now) -> vm.selectedEventProperty().set(now));
        vm.selectedEventProperty().addListener((obs, was, now) -> {
            if (now != events.getSelectionModel().getSelectedItem()) {
                if (now == null) {
                    events.getSelectionModel().clearSelection();
                } else {
                    events.getSelectionModel().select(now);
                }
            }
        });
        TextArea detail = new TextArea();
        detail.setId("source-event-detail");
        detail.setEditable(false);
        detail.setWrapText(true);
        detail.getStyleClass().add("event-detail");
        detail.textProperty().bind(vm.eventDetailProperty());
        detail.setPromptText("Select an event to read it whole");
        SplitPane split = new SplitPane(events, detail);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.55);
        Tab timeline = new Tab();
        timeline.textProperty().bind(javafx.beans.binding.Bindings.size(vm.timeline()).asString("Timeline (%d)"));
        timeline.setContent(split);
        timeline.setClosable(false);

        ListView<String> changes = new ListView<>(vm.changes());
        changes.setId("source-changes");
        Label noChanges = new Label();
        noChanges.textProperty().bind(vm.problemProperty().map(p -> p.isEmpty() ? "No changes"
                : "Changes not known: the unit has a problem (see the line above the states)"));
        changes.setPlaceholder(noChanges);
        Tab changesTab = new Tab();
        changesTab.textProperty().bind(javafx.beans.binding.Bindings.size(vm.changes()).asString("Changes (%d)"));
        changesTab.setContent(changes);
        changesTab.setClosable(false);
        getTabs().setAll(timeline, changesTab);
    }
}
