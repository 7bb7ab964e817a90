package org.scratchpadinspector.ui.source;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Window;

/**
 * A memory source of any format: a header naming the format and directory, the units on the left, the selected
 * unit's states over its timeline and changes on the right.
 */
public final class SourceView extends BorderPane {
    private final SourceViewModel vm;
    private final UnitListView list;

    public SourceView(SourceViewModel vm) {
        this.vm = vm;
        getStyleClass().add("source-view");
        Label header = new Label();
        header.setId("source-header");
        header.getStyleClass().add("source-header");
        header.textProperty().bind(vm.headerProperty());
        header.setMinWidth(0);
        Label problem = new Label();
        problem.setId("source-read-problem");
        problem.getStyleClass().add("unit-problem-banner");
        problem.textProperty().bind(vm.readProblemProperty());
        problem.visibleProperty().bind(vm.readProblemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        problem.setMinWidth(0);
        HBox.setHgrow(problem, Priority.ALWAYS);
        Button reread = new Button("Re-read");
        reread.setId("source-reread");
        reread.setTooltip(new Tooltip("Read every unit again (the window also does when a file in the directory changes)"));
        reread.setOnAction(e -> vm.reread());
        javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(10, header, problem, gap, reread);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(4, 8, 4, 8));
        top.getStyleClass().add("source-header-bar");
        setTop(top);

        list = new UnitListView(vm.list(), vm.notesProperty());
        list.addUnderSearch(new UnitSearchHitsView(vm.hits(), list.searchField()));
        Button edit = new Button("Edit…");
        edit.setId("source-edit");
        edit.setTooltip(new Tooltip("Change this unit's memory: preview first, then apply"));
        edit.visibleProperty().bind(vm.editableProperty());
        edit.managedProperty().bind(edit.visibleProperty());
        edit.disableProperty().bind(vm.canEditSelectedProperty().not());
        edit.setOnAction(e -> openEditor());
        UnitStatesView states = new UnitStatesView(vm.detail(), edit);
        TimelineView timeline = new TimelineView(vm.detail());
        SplitPane right = new SplitPane(states, timeline);
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.62);
        SplitPane main = new SplitPane(list, right);
        main.setDividerPositions(0.34);
        SplitPane.setResizableWithParent(list, false);
        setCenter(main);
    }

    /** Opens the edit dialog for the selected unit, when its format allows one. */
    public void openEditor() {
        SourceEditViewModel edit = vm.editSelected();
        if (edit != null) {
            Window owner = getScene() == null ? null : getScene().getWindow();
            SourceEditDialog.open(edit, owner);
        }
    }

    /** The Memory menu of a source that allows edits: Edit Unit… (Ctrl+U) for the selected unit. */
    public Menu memoryMenu() {
        MenuItem edit = new MenuItem("_Edit Unit…");
        edit.setAccelerator(KeyCombination.keyCombination("Shortcut+U"));
        edit.disableProperty().bind(vm.canEditSelectedProperty().not());
        edit.setOnAction(e -> openEditor());
        Menu menu = new Menu("_Memory", null, edit);
        menu.setId("source-memory-menu");
        menu.visibleProperty().bind(vm.editableProperty());
        return menu;
    }

    public void requestSearchFocus() {
        list.requestSearchFocus();
    }

    public UnitListView list() {
        return list;
    }

    public SourceViewModel model() {
        return vm;
    }
}
