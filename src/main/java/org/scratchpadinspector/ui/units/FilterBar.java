package org.scratchpadinspector.ui.units;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * "Failing" quick toggle, status and flag menus with counts (the statuses and flags the open source's units have,
 * in the format's own words, the most severe first), and a button that clears every filter.
 */
final class FilterBar extends HBox {
    private final UnitListViewModel model;
    private final ToggleButton failing = new ToggleButton();
    private final MenuButton statusMenu = new MenuButton("Status");
    private final MenuButton flagMenu = new MenuButton("Flags");
    private final Button clear = new Button("Show all");
    private final Map<String, CheckMenuItem> statusItems = new HashMap<>();
    private final Map<String, CheckMenuItem> flagItems = new HashMap<>();

    FilterBar(UnitListViewModel model) {
        super(6);
        this.model = model;
        getStyleClass().add("cycle-filter-bar");
        failing.getStyleClass().add("cycle-failing-toggle");
        failing.textProperty().bind(Bindings.concat("Failing ", model.failingCountProperty()));
        failing.setTooltip(new Tooltip("Show only the units whose status is a failure (crashed, interrupted, failed,"
                + " unreadable …)"));
        failing.selectedProperty().bindBidirectional(model.failingOnlyProperty());
        statusMenu.setTooltip(new Tooltip("Show only the units with the statuses ticked"));
        flagMenu.setTooltip(new Tooltip("Show only the units with one of the flags ticked"));
        clear.getStyleClass().add("cycle-clear-filters");
        clear.setOnAction(e -> model.clearFilters());
        model.failingOnlyProperty().addListener(o -> refresh());
        model.statusFilter().addListener((SetChangeListener<String>) c -> refresh());
        model.flagFilter().addListener((SetChangeListener<String>) c -> refresh());
        model.search().matchesProperty().addListener((o, was, now) -> refresh());
        model.countsRevisionProperty().addListener(o -> updateItems());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(failing, statusMenu, flagMenu, spacer, clear);
        updateItems();
        refresh();
    }

    /** The menus' items: one per status and flag met so far, with its count now. */
    private void updateItems() {
        List<UnitCounts.StatusKey> statuses = model.statuses();
        for (UnitCounts.StatusKey status : statuses) {
            CheckMenuItem item = statusItems.computeIfAbsent(status.key(), key -> {
                CheckMenuItem made = new CheckMenuItem();
                made.getStyleClass().addAll("cycle-status-item", StatusStyle.severityClass(status.severity()),
                        StatusStyle.statusClass(key));
                bindToSet(made, model.statusFilter(), key);
                return made;
            });
            item.setText(StatusStyle.glyph(new org.scratchpadinspector.model.UnitStatus(status.key(), status.severity(),
                    null)) + "  " + StatusStyle.label(status.key()) + "  (" + model.statusCount(status.key()) + ")");
        }
        List<CheckMenuItem> orderedStatuses = statuses.stream().map(s -> statusItems.get(s.key())).distinct().toList();
        if (!statusMenu.getItems().equals(orderedStatuses)) {
            statusMenu.getItems().setAll(orderedStatuses);
        }
        for (String flag : model.flags()) {
            CheckMenuItem item = flagItems.computeIfAbsent(flag, key -> {
                CheckMenuItem made = new CheckMenuItem();
                made.setMnemonicParsing(false);
                bindToSet(made, model.flagFilter(), key);
                return made;
            });
            item.setText(StatusStyle.label(flag) + "  (" + model.flagCount(flag) + ")");
        }
        List<CheckMenuItem> orderedFlags = model.flags().stream().map(flagItems::get).toList();
        if (!flagMenu.getItems().equals(orderedFlags)) {
            flagMenu.getItems().setAll(orderedFlags);
        }
        statusMenu.setDisable(statusMenu.getItems().isEmpty());
        flagMenu.setDisable(flagMenu.getItems().isEmpty());
    }

    private static void bindToSet(CheckMenuItem item, ObservableSet<String> set, String value) {
        item.setMnemonicParsing(false);
        item.setSelected(set.contains(value));
        item.selectedProperty().addListener((o, was, on) -> {
            if (on) {
                set.add(value);
            } else {
                set.remove(value);
            }
        });
        set.addListener((SetChangeListener<String>) c -> item.setSelected(set.contains(value)));
    }

    private void refresh() {
        int statuses = model.statusFilter().size();
        int flags = model.flagFilter().size();
        statusMenu.setText(statuses == 0 ? "Status" : "Status · " + statuses);
        flagMenu.setText(flags == 0 ? "Flags" : "Flags · " + flags);
        statusMenu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), statuses > 0);
        flagMenu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), flags > 0);
        boolean any = model.failingOnlyProperty().get() || statuses > 0 || flags > 0
                || model.search().matchesProperty().get() != null;
        clear.setVisible(any);
        clear.setManaged(any);
    }
}
