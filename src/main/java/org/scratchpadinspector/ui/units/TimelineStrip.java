package org.scratchpadinspector.ui.units;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.util.Duration;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * Every unit as one mark, oldest left, coloured by its status's severity, drawn on one canvas. With more units
 * than pixels, the units of a pixel share it and the worst status wins, so a single crash among 100,000 still
 * shows; a click selects that worst unit of the pixel. Rows hidden by the filters are drawn faint.
 */
public final class TimelineStrip extends Region {
    private final PauseTransition redraw = new PauseTransition(Duration.millis(100));
    private final UnitListViewModel model;
    private final Canvas canvas = new Canvas();
    private final TimelineBins bins = new TimelineBins();
    private final Map<Severity, Label> swatches = new EnumMap<>(Severity.class);
    private final Label pendingSwatch = swatch("pending");
    private final Label selectedSwatch = swatch("selected-mark");
    private final Tooltip tooltip = new Tooltip();
    private boolean rescoreNeeded = true;

    public TimelineStrip(UnitListViewModel model) {
        this.model = model;
        getStyleClass().add("cycle-timeline");
        setMinHeight(26);
        setPrefHeight(26);
        setMaxHeight(26);
        getChildren().add(canvas);
        for (Severity severity : Severity.values()) {
            swatches.put(severity, swatch(StatusStyle.severityClass(severity)));
        }
        getChildren().addAll(swatches.values());
        getChildren().addAll(pendingSwatch, selectedSwatch);
        tooltip.setShowDelay(Duration.millis(200));
        Tooltip.install(this, tooltip);
        redraw.setOnFinished(e -> draw());
        model.rows().addListener(this::rowsChanged);
        model.addSummaryListener(changed -> {
            if (!rescoreNeeded) {
                bins.summarized(changed, row -> model.indexOf(row.id()), model.currentFilter());
            }
            requestDraw();
        });
        InvalidationListener filterChanged = o -> {
            rescoreNeeded = true;
            requestDraw();
        };
        model.failingOnlyProperty().addListener(filterChanged);
        model.statusFilter().addListener(filterChanged);
        model.flagFilter().addListener(filterChanged);
        model.search().matchesProperty().addListener(filterChanged);
        model.selectedRowProperty().addListener((o, was, now) -> draw());
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            UnitRow row = rowAt(e.getX());
            if (row != null) {
                model.select(row.id());
            }
        });
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> describe(rowAt(e.getX())));
    }

    private void rowsChanged(ListChangeListener.Change<? extends UnitRow> c) {
        boolean appended = c.next() && c.wasAdded() && !c.wasRemoved() && c.getFrom() == bins.rowCount()
                && c.getTo() == c.getList().size();
        int from = c.getFrom();
        appended &= !c.next();
        c.reset();
        List<UnitRow> rows = model.rows();
        boolean allPending = model.pendingCountProperty().get() == rows.size();
        if (appended && !rescoreNeeded) {
            bins.appended(rows, from, model.currentFilter());
        } else if (allPending) {
            // A directory just opened: cheap to score now, and summaries can then update single slots.
            bins.rescoreAll(rows, model.currentFilter(), true);
            rescoreNeeded = false;
        } else {
            rescoreNeeded = true;
        }
        requestDraw();
    }

    private Label swatch(String styleClass) {
        Label label = new Label();
        label.getStyleClass().addAll("timeline-swatch", styleClass);
        label.setManaged(false);
        label.setVisible(false);
        label.textFillProperty().addListener((o, was, now) -> draw());
        return label;
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth() - snappedLeftInset() - snappedRightInset());
        double h = snapSizeY(getHeight() - snappedTopInset() - snappedBottomInset());
        canvas.relocate(snappedLeftInset(), snappedTopInset());
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(Math.max(0, w));
            canvas.setHeight(Math.max(0, h));
            draw();
        }
    }

    private int slotCount() {
        return (int) Math.floor(canvas.getWidth());
    }

    /** The cycle a click at {@code x} selects: the worst of its slot, preferring rows the filters show. */
    UnitRow rowAt(double x) {
        syncLayout();
        if (bins.slots() == 0 || x < 0) {
            return null;
        }
        double slotWidth = canvas.getWidth() / bins.slots();
        int slot = (int) Math.min(bins.slots() - 1, Math.max(0, Math.floor((x - snappedLeftInset()) / slotWidth)));
        int row = bins.worstRow(slot);
        return row < 0 ? null : model.rows().get(row);
    }

    /** Brings the bins up to date with the rows, the filters and the width (rescoring lazily, once per draw). */
    private void syncLayout() {
        if (rescoreNeeded) {
            List<UnitRow> rows = model.rows();
            bins.rescoreAll(rows, model.currentFilter(), model.pendingCountProperty().get() == rows.size());
            rescoreNeeded = false;
        }
        int wanted = Math.min(bins.rowCount(), slotCount());
        if (bins.slots() != wanted) {
            bins.relayout(slotCount());
        }
    }

    /**
     * Coalesces redraws while summaries stream in: a chunk of summaries arrives every hundred milliseconds or
     * so, and drawing is needed at most that often.
     */
    private void requestDraw() {
        if (redraw.getStatus() != Animation.Status.RUNNING) {
            redraw.playFromStart();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        syncLayout();
        int slots = bins.slots();
        if (slots == 0) {
            return;
        }
        double slotWidth = w / slots;
        double markWidth = slotWidth >= 4 ? slotWidth - 1 : slotWidth;
        for (int slot = 0; slot < slots; slot++) {
            int row = bins.worstRow(slot);
            if (row < 0) {
                continue;
            }
            g.setGlobalAlpha(bins.shown(row) ? 1 : 0.22);
            g.setFill(colour(bins.severity(row)));
            g.fillRect(slot * slotWidth, 3, Math.max(1, markWidth), h - 9);
        }
        g.setGlobalAlpha(1);
        UnitRow selected = model.selectedRowProperty().get();
        int selectedRow = selected == null ? -1 : model.indexOf(selected.id());
        if (selectedRow >= 0) {
            double selectedX = bins.slotOf(selectedRow) * slotWidth + Math.max(1, markWidth) / 2;
            g.setStroke(selectedSwatch.getTextFill());
            g.setLineWidth(2);
            if (markWidth >= 4) {
                g.strokeRect(selectedX - markWidth / 2 + 1, 2, markWidth - 2, h - 7);
            }
            g.setFill(selectedSwatch.getTextFill());
            g.fillPolygon(new double[] {selectedX - 4, selectedX + 4, selectedX},
                    new double[] {h, h, h - 5}, 3);
            g.fillRect(selectedX - 0.5, 0, 1, 3);
        }
    }

    private Paint colour(Severity severity) {
        Label swatch = severity == null ? pendingSwatch : swatches.get(severity);
        Paint fill = swatch.getTextFill();
        return fill == null ? Color.GRAY : fill;
    }

    private void describe(UnitRow row) {
        if (row == null) {
            tooltip.setText("no " + model.kindProperty().get() + "s");
            return;
        }
        String text = row.id() + " · " + row.statusLabel();
        if (bins.perSlot() > 1) {
            text += "\n(worst of about " + Math.round(bins.perSlot()) + " " + model.kindProperty().get()
                    + "s here; click selects it)";
        }
        tooltip.setText(text);
    }
}
