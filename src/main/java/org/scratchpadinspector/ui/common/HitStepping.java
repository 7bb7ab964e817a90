package org.scratchpadinspector.ui.common;

import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * How a search hit list and its model move together, the same in every window: the current hit selected and
 * scrolled to, a click stepping to a hit, Enter / Shift+Enter in the search field and F3 / Shift+F3 anywhere in the
 * window stepping to the next / previous one, and the list as tall as its hits (up to seven rows).
 */
public final class HitStepping<T> {
    private static final double ROW = 22;
    private static final int MAX_ROWS_SHOWN = 7;

    private final ListView<T> list;
    private final ObservableList<T> hits;
    private final Runnable next;
    private final Runnable previous;
    private boolean syncing;

    private HitStepping(ListView<T> list, ObservableList<T> hits, Runnable next, Runnable previous) {
        this.list = list;
        this.hits = hits;
        this.next = next;
        this.previous = previous;
    }

    /** Wires {@code list} (which shows {@code hits}) to the model's current hit and steps; {@code owner} is in the window. */
    public static <T> void install(Node owner, ListView<T> list, TextField searchField, ObservableList<T> hits,
                                   ReadOnlyIntegerProperty current, IntConsumer stepTo, Runnable next, Runnable previous) {
        HitStepping<T> stepping = new HitStepping<>(list, hits, next, previous);
        list.setFixedCellSize(ROW);
        list.setItems(hits);
        list.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (!stepping.syncing && now.intValue() >= 0 && now.intValue() != current.get()) {
                stepTo.accept(now.intValue());
            }
        });
        current.addListener((o, was, now) -> stepping.showCurrent(now.intValue()));
        hits.addListener((ListChangeListener<T>) c -> stepping.fitHeight());
        stepping.installKeys(owner, searchField);
        stepping.fitHeight();
    }

    private void installKeys(Node owner, TextField searchField) {
        searchField.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                step(e.isShiftDown());
                e.consume();
            }
        });
        EventHandler<KeyEvent> f3 = e -> {
            if (e.getCode() == KeyCode.F3 && !hits.isEmpty()) {
                step(e.isShiftDown());
                e.consume();
            }
        };
        owner.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, f3);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, f3);
            }
        });
    }

    private void step(boolean backwards) {
        (backwards ? previous : next).run();
    }

    private void showCurrent(int index) {
        syncing = true;
        try {
            if (index < 0) {
                list.getSelectionModel().clearSelection();
            } else {
                list.getSelectionModel().clearAndSelect(index);
                list.scrollTo(Math.max(0, index - 2));
            }
        } finally {
            syncing = false;
        }
    }

    private void fitHeight() {
        int rows = Math.max(1, Math.min(MAX_ROWS_SHOWN, hits.size()));
        list.setPrefHeight(rows * ROW + 2);
        list.setMinHeight(Math.min(3, rows) * ROW + 2);
    }
}
