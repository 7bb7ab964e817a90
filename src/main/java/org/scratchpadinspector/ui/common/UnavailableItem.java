package org.scratchpadinspector.ui.common;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * A menu item whose action needs a facet, and its stand-in for a source that lacks it: the same words, greyed, with
 * the reason in a tooltip. JavaFX shows no tooltip on a disabled item (a disabled node gets no mouse events), so
 * the stand-in is an enabled {@link CustomMenuItem} that only says why: chosen with a click or Enter, it puts the
 * reason in the status bar too; so does the real item's shortcut while the action is unavailable.
 */
public final class UnavailableItem {
    /** The style class of the stand-in's label (greyed like a disabled item). */
    public static final String STYLE_CLASS = "menu-item-unavailable";
    /** What a stand-in's id adds to its item's id. */
    public static final String ID_SUFFIX = "-unavailable";

    private UnavailableItem() {
    }

    /**
     * {@code real} shown while {@code gate} allows it, and a stand-in in its place otherwise; {@code say} shows a
     * reason where the operator is looking (the status bar).
     */
    public static List<MenuItem> gated(MenuItem real, FacetGate gate, Consumer<String> say) {
        real.visibleProperty().bind(gate.availableProperty());
        EventHandler<ActionEvent> action = real.getOnAction();
        real.setOnAction(e -> {
            if (gate.isAvailable()) {
                if (action != null) {
                    action.handle(e);
                }
            } else {
                say.accept(gate.reason());
            }
        });
        return List.of(real, standIn(real, gate, say));
    }

    /** The stand-in alone: {@code real}'s words, greyed, shown while {@code gate} does not allow it. */
    public static CustomMenuItem standIn(MenuItem real, FacetGate gate, Consumer<String> say) {
        Label words = new Label();
        words.textProperty().bind(Bindings.createStringBinding(() -> plain(real), real.textProperty(),
                real.mnemonicParsingProperty()));
        words.getStyleClass().add(STYLE_CLASS);
        words.setMnemonicParsing(false);
        Tooltip why = new Tooltip();
        why.textProperty().bind(gate.reasonProperty());
        why.setWrapText(true);
        why.setMaxWidth(460);
        why.setShowDelay(Duration.millis(250));
        words.setTooltip(why);
        CustomMenuItem item = new CustomMenuItem(words, false);
        if (real.getId() != null) {
            item.setId(real.getId() + ID_SUFFIX);
        }
        item.getStyleClass().add(STYLE_CLASS);
        item.visibleProperty().bind(gate.availableProperty().not());
        item.setOnAction(e -> say.accept(gate.reason()));
        return item;
    }

    /** An item's words as shown: its first mnemonic marker taken out. */
    static String plain(MenuItem item) {
        String text = item.getText() == null ? "" : item.getText();
        return item.isMnemonicParsing() ? text.replaceFirst("_(?=.)", "") : text;
    }
}
