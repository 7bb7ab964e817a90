package org.scratchpadinspector.ui.panes;

import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * One line's number in a snapshot pane's gutter: a region (the gutter's background and padding, style class
 * {@code lineno}) around one Text. Every line that scrolls into view gets one; a Label (a control with a skin
 * and its own text node) cost several times the styling and layout, and the panes create dozens of lines a
 * pulse while a cycle's snapshots come in.
 */
final class GutterNumber extends Region {
    private final Text text;

    GutterNumber(String number) {
        text = new Text(number);
        text.getStyleClass().add("lineno-text");
        text.setTextOrigin(VPos.TOP);
        getStyleClass().add("lineno");
        getChildren().add(text);
    }

    String number() {
        return text.getText();
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        text.relocate(in.getLeft(), in.getTop());
    }

    @Override
    protected double computePrefWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + text.getLayoutBounds().getWidth() + in.getRight();
    }

    @Override
    protected double computePrefHeight(double width) {
        Insets in = getInsets();
        return in.getTop() + text.getLayoutBounds().getHeight() + in.getBottom();
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }
}
