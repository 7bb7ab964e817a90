package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.value.ObservableNumberValue;
import javafx.css.PseudoClass;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * What one row of the list shows: the unit's id, its status, its flags as chips, then its own fields in one muted
 * line, shortened at the list's edge by whole fields ("…"), never cut inside a word. The id column is as wide as
 * the longest id listed (up to a bound, and never pushing the status out of view: a longer id is cut in its
 * middle), the status column as the longest status word a format has.
 *
 * <p>Plain Text nodes placed by hand, not a table row of cells: every visible row shows another unit whenever a
 * new one arrives on top (and their odd / even state flips), and JavaFX then restyles each row's whole subtree.
 * A table row is a row control plus a cell control per column, each with a skin and a label text, several
 * hundred styleable properties a row; this is a region and a few texts. Texts keep their node for life (a
 * labelled control's text change takes its text node out of the scene and back, which re-matches the
 * stylesheet), and the status is a pseudo-class on its text, not a style class.
 */
final class UnitRowNode extends Region {
    static final double PAD = 8;
    static final double GAP = 10;
    static final double STATUS_WIDTH = 132;
    static final String[] TITLES = {"Unit", "Status", "Flags · fields"};
    private static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");
    private static final String ELLIPSIS = " …";

    private final Text id = text("cycle-id");
    private final Text status = text("cycle-status");
    private final Text fields = text("cycle-fields");
    private final HBox chips = new HBox(4);
    private final Map<String, Label> chipNodes = new LinkedHashMap<>();
    private final List<PseudoClass> shownStates = new ArrayList<>();
    private String shownChips = "";
    /** The chips of the unit shown, in its order (some may be hidden while the row is too narrow for them). */
    private List<Label> onChips = List.of();
    /** Stands for the chips that do not fit ("+2"); the row's tooltip names them. */
    private final Label more = new Label();
    private String fullFields = "";
    private boolean idCut;
    private double fieldsFittedTo = -1;
    private final ObservableNumberValue idWidth;
    /** Held by the row: the shared property keeps only a weak reference to it. */
    private final InvalidationListener idWidthChanged;

    /** @param idWidth the id column's width, shared by every row and the header */
    UnitRowNode(ObservableNumberValue idWidth) {
        this.idWidth = idWidth;
        idWidthChanged = o -> requestLayout();
        idWidth.addListener(new WeakInvalidationListener(idWidthChanged));
        getStyleClass().add("cycle-row");
        chips.getStyleClass().add("cycle-flags");
        more.getStyleClass().add("cycle-flag-more");
        more.setVisible(false);
        more.setManaged(false);
        chips.setManaged(false);
        fields.getStyleClass().add("muted");
        getChildren().addAll(id, status, chips, fields);
    }

    /** Shows {@code row} with {@code summary} (null while pending); what already shows stays untouched. */
    void show(UnitRow row, Unit summary) {
        show(row, summary, Integer.MAX_VALUE);
    }

    /** The same with the id cut in its middle to {@code idChars} characters when it is longer. */
    void show(UnitRow row, Unit summary, int idChars) {
        String whole = org.scratchpadinspector.format.Untrusted.line(row.id().text());
        idCut = whole.length() > idChars;
        set(id, IdElision.fit(whole, idChars));
        if (summary == null) {
            set(status, "…  pending");
            showStates(List.of(PENDING));
            showFields("");
        } else {
            UnitStatus s = summary.status();
            set(status, StatusStyle.glyph(s) + "  " + StatusStyle.label(s.key()));
            showStates(List.of(PseudoClass.getPseudoClass(StatusStyle.severityClass(s.severity())),
                    PseudoClass.getPseudoClass(StatusStyle.statusClass(s.key()))));
            showFields(UnitFieldsText.of(summary));
        }
        showChips(summary);
    }

    void clear() {
        idCut = false;
        set(id, "");
        set(status, "");
        showFields("");
        showStates(List.of());
        showChips(null);
    }

    Text statusNode() {
        return status;
    }

    /** The id as shown (cut in its middle when its column is too narrow for it). */
    String idText() {
        return id.getText();
    }

    /** Whether the id shown is cut. */
    boolean idCut() {
        return idCut;
    }

    /** The fields' line as shown (shortened to the row's width). */
    String fieldsText() {
        return fields.getText();
    }

    /** The texts of the chips shown, in order. */
    List<String> chipTexts() {
        return chips.getChildren().stream().filter(Node::isVisible).map(n -> ((Label) n).getText()).toList();
    }

    @Override
    protected void layoutChildren() {
        double middle = getHeight() / 2;
        double x = PAD;
        place(id, x, middle);
        x += idWidth.doubleValue() + GAP;
        place(status, x, middle);
        x += STATUS_WIDTH + GAP;
        if (!shownChips.isEmpty()) {
            fitChips(getWidth() - x - PAD);
            double w = chips.prefWidth(-1);
            double h = chips.prefHeight(-1);
            chips.resizeRelocate(x, Math.round(middle - h / 2), w, h);
            x += w + GAP;
        }
        fitFields(getWidth() - x - PAD);
        place(fields, x, middle);
    }

    private static void place(Text t, double x, double middle) {
        t.relocate(x, Math.round(middle - t.getLayoutBounds().getHeight() / 2));
    }

    /** The fields' line, whole fields dropped from its end until it fits {@code width} ("…" where some were). */
    private void fitFields(double width) {
        if (width == fieldsFittedTo && fields.getText() != null) {
            return;
        }
        fieldsFittedTo = width;
        String shown = fullFields;
        fields.setText(shown);
        while (!shown.isEmpty() && fields.getLayoutBounds().getWidth() > width) {
            int cut = shown.endsWith(ELLIPSIS) ? shown.length() - ELLIPSIS.length() : shown.length();
            int previous = shown.lastIndexOf(" · ", cut - 1);
            shown = previous < 0 ? "" : shown.substring(0, previous) + ELLIPSIS;
            fields.setText(shown);
        }
    }

    @Override
    protected double computePrefHeight(double width) {
        return 24;
    }

    /**
     * Id and status only: chips and fields take what width is left and give way at the list's edge, rather than
     * giving the whole list a horizontal scroll bar (the list is narrow beside the Agent panel).
     */
    @Override
    protected double computePrefWidth(double height) {
        return PAD + idWidth.doubleValue() + GAP + STATUS_WIDTH + GAP;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    private static Text text(String styleClass) {
        Text t = new Text();
        t.getStyleClass().addAll("cycle-cell-text", styleClass);
        t.setTextOrigin(VPos.TOP);
        t.setManaged(false);
        return t;
    }

    /** Sets a text that changed (the texts are unmanaged: a row whose text changed needs laying out again). */
    private void set(Text t, String value) {
        if (!value.equals(t.getText())) {
            t.setText(value);
            requestLayout();
        }
    }

    private void showFields(String text) {
        if (!text.equals(fullFields)) {
            fullFields = text;
            fieldsFittedTo = -1;
            requestLayout();
        }
    }

    private void showStates(List<PseudoClass> states) {
        if (!states.equals(shownStates)) {
            shownStates.forEach(s -> status.pseudoClassStateChanged(s, false));
            states.forEach(s -> status.pseudoClassStateChanged(s, true));
            shownStates.clear();
            shownStates.addAll(states);
        }
    }

    /**
     * Shows the chips of {@code summary}. A row keeps each flag's chip once made and hides it when the flag is gone:
     * a new label is a control whose skin and styles are made in the next CSS pass, and when a new directory's
     * summaries first arrive every visible row made its chips again, one FX-thread pass of up to 40 ms.
     */
    private void showChips(Unit summary) {
        List<String> flags = summary == null ? List.of() : summary.flags();
        String wanted = String.join(",", flags);
        if (wanted.equals(shownChips)) {
            return;
        }
        for (String flag : flags) {
            chipNodes.computeIfAbsent(flag, f -> {
                Label chip = new Label(org.scratchpadinspector.format.Untrusted.line(StatusStyle.label(f)));
                chip.getStyleClass().addAll("cycle-flag-chip", StatusStyle.flagClass(f));
                return chip;
            });
        }
        List<Node> ordered = new ArrayList<>();
        for (String flag : flags) {
            ordered.add(chipNodes.get(flag));
        }
        for (Map.Entry<String, Label> e : chipNodes.entrySet()) {
            boolean on = flags.contains(e.getKey());
            e.getValue().setVisible(on);
            e.getValue().setManaged(on);
            if (!on) {
                ordered.add(e.getValue());
            }
        }
        ordered.add(more);
        if (!chips.getChildren().equals(ordered)) {
            chips.getChildren().setAll(ordered);
        }
        shownChips = wanted;
        onChips = flags.stream().map(chipNodes::get).toList();
        requestLayout();
    }

    /**
     * Shows the unit's chips that fit {@code width} whole, dropping them from the end (the row's tooltip names every
     * flag): a chip cut at the list's edge read "continuity" or "parse erro".
     */
    private void fitChips(double width) {
        int shown = onChips.size();
        for (Label chip : onChips) {
            show(chip, true);
        }
        show(more, false);
        while (shown > 0 && chips.prefWidth(-1) > width) {
            show(onChips.get(--shown), false);
            // what no longer fits is counted in one small chip ("+2"), so a flag never goes unseen
            more.setText("+" + (onChips.size() - shown));
            show(more, true);
        }
        // coloured like the flags it stands for, so that a hidden "notes lost" still reads as a warning
        List<String> hidden = new ArrayList<>();
        for (Label chip : onChips.subList(shown, onChips.size())) {
            chip.getStyleClass().stream().filter(c -> c.startsWith("flag-")).forEach(hidden::add);
        }
        List<String> had = more.getStyleClass().stream().filter(c -> c.startsWith("flag-")).toList();
        if (!had.equals(hidden)) {
            more.getStyleClass().removeAll(had);
            more.getStyleClass().addAll(hidden);
            // styled now, in this layout: the chips are laid out at the size measured next
            more.applyCss();
        }
    }

    private static void show(Node chip, boolean on) {
        if (chip.isVisible() != on) {
            chip.setVisible(on);
            chip.setManaged(on);
        }
    }
}
