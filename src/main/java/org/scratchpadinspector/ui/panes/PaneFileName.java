package org.scratchpadinspector.ui.panes;

import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * A pane header's file name: the whole name when the header has room for it, else the name with the middle of its
 * cycle id left out ({@link FileNameElision}), never its end. The file's size and line count are its tooltip.
 * Its preferred width is the whole name's, so a header gives it all the room its fixed parts leave.
 */
final class PaneFileName extends Label {
    private final Text measure = new Text();
    private final Tooltip tooltip = new Tooltip();
    private String fullName = "";

    PaneFileName() {
        getStyleClass().add("snapshot-pane-file");
        setMinWidth(0);
        setMaxWidth(Double.MAX_VALUE);
        // Label's own ellipsis would cut the name's end; the text set here already fits
        setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        widthProperty().addListener(o -> fit());
        fontProperty().addListener(o -> {
            requestLayout();
            fit();
        });
    }

    /** Shows {@code name}; {@code detail} ("2.9 KB · 33 lines") goes in the tooltip with it. */
    void show(String name, String detail) {
        fullName = name == null ? "" : name;
        if (fullName.isEmpty() && (detail == null || detail.isEmpty())) {
            setTooltip(null);
        } else {
            tooltip.setText(detail == null || detail.isEmpty() ? fullName : fullName + "\n" + detail);
            setTooltip(tooltip);
        }
        requestLayout();
        fit();
    }

    /** The whole file name, whatever the header shows of it. */
    String fullName() {
        return fullName;
    }

    @Override
    protected double computePrefWidth(double height) {
        return Math.ceil(width(fullName)) + snappedLeftInset() + snappedRightInset();
    }

    private void fit() {
        double room = getWidth() - snappedLeftInset() - snappedRightInset();
        if (getWidth() <= 0) {
            setText(fullName);
            return;
        }
        setText(FileNameElision.fit(fullName, room, this::width));
    }

    private double width(String text) {
        Font font = getFont();
        measure.setFont(font);
        measure.setText(text);
        return measure.getLayoutBounds().getWidth();
    }
}
