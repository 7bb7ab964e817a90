package org.scratchpadinspector.ui.units;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.css.PseudoClass;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * What one row of the cycle list shows: id, status, iterations, tool calls and flag chips, in columns of fixed
 * width under {@link UnitListHeader}.
 *
 * <p>Plain Text nodes placed by hand, not a table row of cells: every visible row shows another cycle whenever a
 * new one arrives on top (and their odd / even state flips), and JavaFX then restyles each row's whole subtree.
 * A table row is a row control plus a cell control per column, each with a skin and a label text, several
 * hundred styleable properties a row; this is a region and a few texts. Texts keep their node for life (a
 * labelled control's text change takes its text node out of the scene and back, which re-matches the
 * stylesheet), and the status is a pseudo-class on its text, not a style class.
 */
final class UnitRowNode extends Region {
    static final double PAD = 8;
    static final double GAP = 10;
    static final double[] WIDTHS = {138, 128, 42, 48};
    static final String[] TITLES = {"Cycle", "Status", "Iter", "Tools", "Flags"};
    static final int ITER = 2;
    private static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");
    private static final Map<CycleStatus, PseudoClass> STATES = new EnumMap<>(CycleStatus.class);

    static {
        for (CycleStatus status : CycleStatus.values()) {
            STATES.put(status, PseudoClass.getPseudoClass(StatusStyle.styleClass(status)));
        }
    }

    private final Text id = text("cycle-id");
    private final Text status = text("cycle-status");
    private final Text iterations = text("cycle-count");
    private final Text tools = text("cycle-count");
    private final HBox chips = new HBox(4);
    private final Map<CycleFlag, Label> chipNodes = new EnumMap<>(CycleFlag.class);
    private PseudoClass shownState;
    private String shownChips = "";
    private final ObservableBooleanValue iterationsShown;
    /** Held by the row: the shared property keeps only a weak reference to it. */
    private final InvalidationListener iterationsToggled;

    /** @param iterationsShown whether the Iter column is shown (hidden, the columns after it move left) */
    UnitRowNode(ObservableBooleanValue iterationsShown) {
        this.iterationsShown = iterationsShown;
        iterationsToggled = o -> {
            iterations.setVisible(iterationsShown.get());
            requestLayout();
        };
        iterationsShown.addListener(new WeakInvalidationListener(iterationsToggled));
        iterations.setVisible(iterationsShown.get());
        getStyleClass().add("cycle-row");
        chips.getStyleClass().add("cycle-flags");
        chips.setManaged(false);
        getChildren().addAll(id, status, iterations, tools, chips);
    }

    /** Shows {@code row} with {@code summary} (null while pending); what already shows stays untouched. */
    void show(UnitRow row, CycleSummary summary) {
        set(id, row.id().toString());
        if (summary == null) {
            set(status, "…  pending");
            showState(PENDING);
            set(iterations, "");
            set(tools, "");
        } else {
            set(status, StatusStyle.glyph(summary.status()) + "  " + StatusStyle.label(summary.status()));
            showState(STATES.get(summary.status()));
            set(iterations, count(summary.iterations()));
            set(tools, count(summary.toolCalls()));
        }
        showChips(summary);
    }

    void clear() {
        set(id, "");
        set(status, "");
        set(iterations, "");
        set(tools, "");
        showState(null);
        showChips(null);
    }

    Text statusNode() {
        return status;
    }

    /** The texts of the chips shown, in order. */
    List<String> chipTexts() {
        return chips.getChildren().stream().filter(Node::isVisible).map(n -> ((Label) n).getText()).toList();
    }

    @Override
    protected void layoutChildren() {
        double x = PAD;
        double middle = getHeight() / 2;
        Text[] columns = {id, status, iterations, tools};
        for (int i = 0; i < columns.length; i++) {
            if (i == ITER && !iterationsShown.get()) {
                continue;
            }
            Text t = columns[i];
            double w = t.getLayoutBounds().getWidth();
            boolean right = i >= 2;
            t.relocate(right ? x + WIDTHS[i] - w : x, Math.round(middle - t.getLayoutBounds().getHeight() / 2));
            x += WIDTHS[i] + GAP;
        }
        if (!shownChips.isEmpty()) {
            double h = chips.prefHeight(-1);
            chips.resizeRelocate(x, Math.round(middle - h / 2), Math.max(0, getWidth() - x), h);
        }
    }

    @Override
    protected double computePrefHeight(double width) {
        return 24;
    }

    /**
     * The columns only: flag chips take what width is left and are cut at the list's edge, rather than giving
     * the whole list a horizontal scroll bar (the list is narrow beside the Agent panel).
     */
    @Override
    protected double computePrefWidth(double height) {
        double w = PAD;
        for (int i = 0; i < WIDTHS.length; i++) {
            w += i == ITER && !iterationsShown.get() ? 0 : WIDTHS[i] + GAP;
        }
        return w;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    /** A count: "–" when unknown (no log). */
    private static String count(int n) {
        return n < 0 ? "–" : Integer.toString(n);
    }

    private static Text text(String styleClass) {
        Text t = new Text();
        t.getStyleClass().addAll("cycle-cell-text", styleClass);
        t.setTextOrigin(VPos.TOP);
        t.setManaged(false);
        return t;
    }

    /** Sets a text that changed (the texts are unmanaged: a right-aligned count needs this row laid out again). */
    private void set(Text t, String value) {
        if (!value.equals(t.getText())) {
            t.setText(value);
            requestLayout();
        }
    }

    private void showState(PseudoClass state) {
        if (state != shownState) {
            if (shownState != null) {
                status.pseudoClassStateChanged(shownState, false);
            }
            if (state != null) {
                status.pseudoClassStateChanged(state, true);
            }
            shownState = state;
        }
    }

    /**
     * Shows the chips of {@code summary}. A row keeps each flag's chip once made and hides it when the flag is gone:
     * a new label is a control whose skin and styles are made in the next CSS pass, and when a new directory's
     * summaries first arrive every visible row made its chips again, one FX-thread pass of up to 40 ms.
     */
    private void showChips(CycleSummary summary) {
        String wanted = summary == null || summary.flags().isEmpty() ? "" : chipKey(summary);
        if (wanted.equals(shownChips)) {
            return;
        }
        for (CycleFlag flag : CycleFlag.values()) {
            boolean on = !wanted.isEmpty() && summary.has(flag);
            Label chip = chipNodes.get(flag);
            if (on && chip == null) {
                chip = chip(flag, summary);
                chipNodes.put(flag, chip);
                chips.getChildren().add(chipsBefore(flag), chip);
            } else if (on) {
                chip.setText(chipText(flag, summary));
            }
            if (chip != null) {
                chip.setVisible(on);
                chip.setManaged(on);
            }
        }
        shownChips = wanted;
        requestLayout();
    }

    /** How many chips made so far come before {@code flag}'s: the chips keep the flags' order. */
    private int chipsBefore(CycleFlag flag) {
        int n = 0;
        for (CycleFlag made : chipNodes.keySet()) {
            n += made.ordinal() < flag.ordinal() ? 1 : 0;
        }
        return n;
    }

    private static String chipText(CycleFlag flag, CycleSummary summary) {
        String text = StatusStyle.label(flag);
        if (flag == CycleFlag.PARSE_ERRORS && summary != null && summary.parseErrors() > 0) {
            text += " ×" + summary.parseErrors();
        }
        return text;
    }

    /** What the chips of {@code summary} show, to tell whether a reused row's chips can stay. */
    private static String chipKey(CycleSummary summary) {
        StringBuilder key = new StringBuilder();
        for (CycleFlag flag : CycleFlag.values()) {
            key.append(summary.has(flag) ? '1' : '0');
        }
        return key.append('/').append(summary.parseErrors()).toString();
    }

    private static Label chip(CycleFlag flag, CycleSummary summary) {
        Label chip = new Label(chipText(flag, summary));
        chip.getStyleClass().addAll("cycle-flag-chip", "flag-" + flag.key().replace('_', '-'));
        return chip;
    }
}
