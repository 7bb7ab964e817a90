package org.scratchpadinspector.ui.cycles;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
import org.scratchpadinspector.core.scratchpad.CycleStatus;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * Every cycle as one mark, oldest left, coloured by status, drawn on one canvas. With more cycles than
 * pixels, the cycles of a pixel share it and the worst status wins, so a single crash among 100,000 still
 * shows; a click selects that worst cycle of the pixel. Rows hidden by the filters are drawn faint.
 */
public final class TimelineStrip extends Region {
    private final javafx.animation.PauseTransition redraw =
            new javafx.animation.PauseTransition(javafx.util.Duration.millis(100));
    private final CycleListViewModel model;
    private final Canvas canvas = new Canvas();
    private final Map<CycleStatus, Label> swatches = new EnumMap<>(CycleStatus.class);
    private final Label pendingSwatch = swatch("pending");
    private final Label selectedSwatch = swatch("selected-mark");
    private final Tooltip tooltip = new Tooltip();

    public TimelineStrip(CycleListViewModel model) {
        this.model = model;
        getStyleClass().add("cycle-timeline");
        setMinHeight(26);
        setPrefHeight(26);
        setMaxHeight(26);
        getChildren().add(canvas);
        for (CycleStatus status : CycleStatus.values()) {
            Label label = swatch(StatusStyle.styleClass(status));
            swatches.put(status, label);
        }
        getChildren().addAll(swatches.values());
        getChildren().addAll(pendingSwatch, selectedSwatch);
        tooltip.setShowDelay(Duration.millis(200));
        Tooltip.install(this, tooltip);
        redraw.setOnFinished(e -> draw());
        model.revisionProperty().addListener((o, was, now) -> requestDraw());
        model.selectedRowProperty().addListener((o, was, now) -> draw());
        model.visibleRows().addListener((ListChangeListener<CycleRow>) c -> requestDraw());
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            CycleRow row = rowAt(e.getX());
            if (row != null) {
                model.select(row.id());
            }
        });
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> describe(rowAt(e.getX()), e.getX()));
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

    /** The cycle a click at {@code x} selects: the worst of its slot, preferring rows the filters show. */
    CycleRow rowAt(double x) {
        List<CycleRow> rows = model.rows();
        Layout layout = layout(rows.size());
        if (layout == null || x < 0) {
            return null;
        }
        int slot = (int) Math.min(layout.slots - 1, Math.max(0, Math.floor((x - snappedLeftInset()) / layout.slotWidth)));
        return worst(rows, layout.first(slot), layout.first(slot + 1));
    }

    private CycleRow worst(List<CycleRow> rows, int from, int to) {
        CycleRow best = null;
        int bestScore = -1;
        for (int i = from; i < to; i++) {
            CycleRow row = rows.get(i);
            int score = severity(row.status()) * 2 + (model.isShown(row) ? 1 : 0);
            if (score > bestScore) {
                best = row;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * Coalesces redraws while summaries stream in: one draw walks every cycle, and with 100,000 cycles two draws
     * per published chunk held the FX thread for a large part of each second.
     */
    private void requestDraw() {
        if (redraw.getStatus() != javafx.animation.Animation.Status.RUNNING) {
            redraw.playFromStart();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        List<CycleRow> rows = model.rows();
        Layout layout = layout(rows.size());
        if (layout == null) {
            return;
        }
        CycleRow selected = model.selectedRowProperty().get();
        double markWidth = layout.slotWidth >= 4 ? layout.slotWidth - 1 : layout.slotWidth;
        double selectedX = -1;
        for (int slot = 0; slot < layout.slots; slot++) {
            int from = layout.first(slot);
            int to = layout.first(slot + 1);
            CycleRow row = worst(rows, from, to);
            if (row == null) {
                continue;
            }
            double x = slot * layout.slotWidth;
            g.setGlobalAlpha(model.isShown(row) ? 1 : 0.22);
            g.setFill(colour(row.status()));
            g.fillRect(x, 3, Math.max(1, markWidth), h - 9);
            if (selected != null && selectedX < 0 && selected.id().compareTo(rows.get(from).id()) >= 0
                    && selected.id().compareTo(rows.get(to - 1).id()) <= 0) {
                selectedX = x + Math.max(1, markWidth) / 2;
            }
        }
        g.setGlobalAlpha(1);
        if (selectedX >= 0) {
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

    private Paint colour(CycleStatus status) {
        Label swatch = status == null ? pendingSwatch : swatches.get(status);
        Paint fill = swatch.getTextFill();
        return fill == null ? Color.GRAY : fill;
    }

    private void describe(CycleRow row, double x) {
        if (row == null) {
            tooltip.setText("no cycles");
            return;
        }
        Layout layout = layout(model.rows().size());
        String text = row.id() + " · " + row.statusLabel();
        if (layout != null && layout.perSlot > 1) {
            text += "\n(worst of about " + Math.round(layout.perSlot) + " cycles here; click selects it)";
        }
        tooltip.setText(text);
    }

    /** Worst first: failures that need an operator, then max iterations, running, the rest, pending. */
    static int severity(CycleStatus status) {
        if (status == null) {
            return 0;
        }
        return switch (status) {
            case CRASHED, INTERRUPTED, UNKNOWN -> 4;
            case MAX_ITERATIONS -> 3;
            case RUNNING -> 2;
            case COMPLETED, NO_CHANGE -> 1;
        };
    }

    private Layout layout(int n) {
        double w = canvas.getWidth();
        if (n == 0 || w < 1) {
            return null;
        }
        int slots = (int) Math.min(n, Math.floor(w));
        double slotWidth = w / slots;
        return new Layout(n, slots, slotWidth, (double) n / slots);
    }

    private record Layout(int n, int slots, double slotWidth, double perSlot) {
        int first(int slot) {
            return (int) Math.min(n, Math.round(slot * perSlot));
        }
    }
}
