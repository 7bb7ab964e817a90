package org.scratchpadinspector.ui.source;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.model.Unit;

/** The units: the Failing filter and the search field above, the count and the directory's notes below. */
public final class UnitListView extends VBox {
    private final UnitListViewModel vm;
    private final ListView<Unit> units;
    private final TextField search = new TextField();
    private boolean syncing;

    public UnitListView(UnitListViewModel vm, javafx.beans.value.ObservableValue<String> notes) {
        this.vm = vm;
        getStyleClass().add("unit-list");
        ToggleButton failing = new ToggleButton("Failing");
        failing.setId("source-failing");
        failing.getStyleClass().add("unit-failing-toggle");
        failing.setTooltip(new Tooltip("Only the units whose status is a failure"));
        failing.selectedProperty().bindBidirectional(vm.failingOnlyProperty());
        search.setId("source-search");
        search.setPromptText("Search every unit (Enter: next hit; Esc clears)");
        search.textProperty().bindBidirectional(vm.queryProperty());
        search.setOnAction(e -> vm.search());
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                vm.clearSearch();
                e.consume();
            }
        });
        HBox.setHgrow(search, Priority.ALWAYS);
        HBox bar = new HBox(6, failing, search);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label searchStatus = new Label();
        searchStatus.setId("source-search-status");
        searchStatus.getStyleClass().add("muted");
        searchStatus.textProperty().bind(vm.searchStatusProperty());
        searchStatus.visibleProperty().bind(vm.searchStatusProperty().isNotEmpty());
        searchStatus.managedProperty().bind(searchStatus.visibleProperty());

        units = new ListView<>(vm.shownUnits());
        units.setId("source-units");
        units.setCellFactory(list -> new UnitCell());
        units.setPlaceholder(new Label("No units"));
        VBox.setVgrow(units, Priority.ALWAYS);
        units.getSelectionModel().selectedItemProperty().addListener((obs, was, now) -> {
            if (!syncing && now != null) {
                vm.select(now);
            }
        });
        vm.selectedProperty().addListener((obs, was, now) -> showSelection(now, true));
        vm.shownUnits().addListener((javafx.collections.ListChangeListener<Unit>) c -> showSelection(vm.selectedProperty().get(), false));

        Label count = new Label();
        count.setId("source-count");
        count.textProperty().bind(vm.countTextProperty());
        Label notesLine = new Label();
        notesLine.setId("source-notes");
        notesLine.getStyleClass().add("muted");
        notesLine.textProperty().bind(notes);
        notesLine.setMinWidth(0);
        notesLine.tooltipProperty().bind(javafx.beans.binding.Bindings.createObjectBinding(
                () -> notes.getValue() == null || notes.getValue().isEmpty() ? null : new Tooltip(notes.getValue()), notes));
        HBox footer = new HBox(10, count, notesLine);
        footer.setAlignment(Pos.CENTER_LEFT);
        getChildren().setAll(bar, searchStatus, units, footer);
    }

    /** The selection follows the model (a re-read replaces the selected unit by its newer summary). */
    private void showSelection(Unit unit, boolean scroll) {
        syncing = true;
        try {
            if (unit == null) {
                units.getSelectionModel().clearSelection();
            } else if (!unit.equals(units.getSelectionModel().getSelectedItem())) {
                int index = vm.shownUnits().indexOf(unit);
                if (index >= 0) {
                    units.getSelectionModel().select(index);
                    if (scroll) {
                        units.scrollTo(Math.max(0, index - 3));
                    }
                }
            }
        } finally {
            syncing = false;
        }
    }

    /** Puts {@code node} right under the search field's status (the search's hits). */
    void addUnderSearch(javafx.scene.Node node) {
        getChildren().add(getChildren().indexOf(units), node);
    }

    TextField searchField() {
        return search;
    }

    public void requestSearchFocus() {
        search.requestFocus();
        search.selectAll();
    }

    public ListView<Unit> list() {
        return units;
    }
}
