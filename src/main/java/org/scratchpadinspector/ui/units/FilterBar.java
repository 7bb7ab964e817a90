package org.scratchpadinspector.ui.units;

import javafx.beans.binding.Bindings;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.ui.common.StatusStyle;

/** "Failing" quick toggle, status and flag menus with counts, and a button that clears every filter. */
final class FilterBar extends HBox {
    private final UnitListViewModel model;
    private final ToggleButton failing = new ToggleButton();
    private final MenuButton statusMenu = new MenuButton("Status");
    private final MenuButton flagMenu = new MenuButton("Flags");
    private final Button clear = new Button("Show all");

    FilterBar(UnitListViewModel model) {
        super(6);
        this.model = model;
        getStyleClass().add("cycle-filter-bar");
        failing.getStyleClass().add("cycle-failing-toggle");
        failing.textProperty().bind(Bindings.concat("Failing ", model.failingCountProperty()));
        failing.setTooltip(new Tooltip("Show only crashed, interrupted, max-iterations and unknown cycles"));
        failing.setOnAction(e -> model.showFailingOnly(failing.isSelected()));
        for (CycleStatus status : CycleStatus.values()) {
            CheckMenuItem item = new CheckMenuItem();
            item.getStyleClass().addAll("cycle-status-item", StatusStyle.styleClass(status));
            item.textProperty().bind(Bindings.concat(StatusStyle.glyph(status), "  ", StatusStyle.label(status),
                    "  (", model.statusCountProperty(status), ")"));
            bindToSet(item, model.statusFilter(), status);
            statusMenu.getItems().add(item);
        }
        for (CycleFlag flag : CycleFlag.values()) {
            CheckMenuItem item = new CheckMenuItem();
            item.textProperty().bind(Bindings.concat(StatusStyle.label(flag), "  (", model.flagCountProperty(flag), ")"));
            bindToSet(item, model.flagFilter(), flag);
            flagMenu.getItems().add(item);
        }
        clear.getStyleClass().add("cycle-clear-filters");
        clear.setOnAction(e -> model.clearFilters());
        model.statusFilter().addListener((SetChangeListener<CycleStatus>) c -> refresh());
        model.flagFilter().addListener((SetChangeListener<CycleFlag>) c -> refresh());
        model.search().matchesProperty().addListener((o, was, now) -> refresh());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(failing, statusMenu, flagMenu, spacer, clear);
        refresh();
    }

    private static <T> void bindToSet(CheckMenuItem item, ObservableSet<T> set, T value) {
        item.setSelected(set.contains(value));
        item.selectedProperty().addListener((o, was, on) -> {
            if (on) {
                set.add(value);
            } else {
                set.remove(value);
            }
        });
        set.addListener((SetChangeListener<T>) c -> item.setSelected(set.contains(value)));
    }

    private void refresh() {
        int statuses = model.statusFilter().size();
        int flags = model.flagFilter().size();
        statusMenu.setText(statuses == 0 ? "Status" : "Status · " + statuses);
        flagMenu.setText(flags == 0 ? "Flags" : "Flags · " + flags);
        statusMenu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), statuses > 0);
        flagMenu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), flags > 0);
        boolean failingOnly = statuses > 0 && model.statusFilter().stream().allMatch(CycleStatus::isFailure)
                && statuses == (int) java.util.Arrays.stream(CycleStatus.values()).filter(CycleStatus::isFailure).count();
        failing.setSelected(failingOnly);
        boolean any = statuses > 0 || flags > 0 || model.search().matchesProperty().get() != null;
        clear.setVisible(any);
        clear.setManaged(any);
    }
}
