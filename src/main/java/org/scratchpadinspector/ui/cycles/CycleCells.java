package org.scratchpadinspector.ui.cycles;

import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.Map;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import org.scratchpadinspector.core.scratchpad.CycleFlag;
import org.scratchpadinspector.core.scratchpad.CycleStatus;
import org.scratchpadinspector.core.scratchpad.CycleSummary;
import org.scratchpadinspector.ui.common.StatusStyle;

/** The table's cells: status with glyph and colour, flags as chips, counts that say "unknown" plainly. */
final class CycleCells {
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");
    private static final Map<CycleStatus, PseudoClass> STATES = new EnumMap<>(CycleStatus.class);

    static {
        for (CycleStatus status : CycleStatus.values()) {
            STATES.put(status, PseudoClass.getPseudoClass(StatusStyle.styleClass(status)));
        }
    }

    private CycleCells() {
    }

    /*
     * Cells are reused for other rows on every scroll and every new cycle. A style class change makes JavaFX
     * match the stylesheet's selectors again for the cell's subtree, which held the FX thread for tens of
     * milliseconds per list change: chips and tooltips are only touched when they really differ.
     */

    /**
     * The status as a pseudo-class (":status-crashed", ":pending"), not a style class: a cell shown for another
     * row changes status often (every row, when a directory opens and they all turn pending), and a style class
     * change re-matches the stylesheet for the label while a pseudo-class change only re-applies its state.
     */
    static TableCell<CycleRow, CycleSummary> status(TableColumn<CycleRow, CycleSummary> column) {
        return new TableCell<>() {
            private final Label label = new Label();
            private final Tooltip problems = new Tooltip();
            private PseudoClass shownState;

            {
                label.getStyleClass().add("cycle-status");
                setGraphic(null);
            }

            @Override
            protected void updateItem(CycleSummary summary, boolean empty) {
                super.updateItem(summary, empty);
                if (empty) {
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                if (summary == null) {
                    label.setText("…  pending");
                    showState(PENDING);
                    setTooltip(null);
                } else {
                    CycleStatus status = summary.status();
                    label.setText(StatusStyle.glyph(status) + "  " + StatusStyle.label(status));
                    showState(STATES.get(status));
                    if (summary.problems().isEmpty()) {
                        setTooltip(null);
                    } else {
                        problems.setText(String.join("\n", summary.problems()));
                        setTooltip(problems);
                    }
                }
                setGraphic(label);
            }

            private void showState(PseudoClass state) {
                if (state != shownState) {
                    if (shownState != null) {
                        label.pseudoClassStateChanged(shownState, false);
                    }
                    label.pseudoClassStateChanged(state, true);
                    shownState = state;
                }
            }
        };
    }

    static TableCell<CycleRow, CycleSummary> flags(TableColumn<CycleRow, CycleSummary> column) {
        return new TableCell<>() {
            private final HBox chips = new HBox(4);
            private String shownChips = "";

            {
                chips.getStyleClass().add("cycle-flags");
            }

            @Override
            protected void updateItem(CycleSummary summary, boolean empty) {
                super.updateItem(summary, empty);
                if (empty || summary == null || summary.flags().isEmpty()) {
                    setGraphic(null);
                    return;
                }
                String wanted = chipKey(summary);
                if (!wanted.equals(shownChips)) {
                    chips.getChildren().clear();
                    for (CycleFlag flag : CycleFlag.values()) {
                        if (summary.has(flag)) {
                            chips.getChildren().add(chip(flag, summary));
                        }
                    }
                    shownChips = wanted;
                }
                setGraphic(chips);
            }
        };
    }

    /** What the chips of {@code summary} show, to tell whether a reused cell's chips can stay. */
    private static String chipKey(CycleSummary summary) {
        StringBuilder key = new StringBuilder();
        for (CycleFlag flag : CycleFlag.values()) {
            key.append(summary.has(flag) ? '1' : '0');
        }
        return key.append('/').append(summary.parseErrors()).toString();
    }

    static Label chip(CycleFlag flag, CycleSummary summary) {
        String text = StatusStyle.label(flag);
        if (flag == CycleFlag.PARSE_ERRORS && summary != null && summary.parseErrors() > 0) {
            text += " ×" + summary.parseErrors();
        }
        Label chip = new Label(text);
        chip.getStyleClass().addAll("cycle-flag-chip", "flag-" + flag.key().replace('_', '-'));
        return chip;
    }

    /** A right-aligned count: blank while pending, "–" when unknown (no log). */
    static TableCell<CycleRow, CycleSummary> count(TableColumn<CycleRow, CycleSummary> column,
                                                   java.util.function.ToIntFunction<CycleSummary> value) {
        return new TableCell<>() {
            {
                getStyleClass().add("cycle-count");
            }

            @Override
            protected void updateItem(CycleSummary summary, boolean empty) {
                super.updateItem(summary, empty);
                if (empty || summary == null) {
                    setText(null);
                } else {
                    int n = value.applyAsInt(summary);
                    setText(n < 0 ? "–" : Integer.toString(n));
                }
            }
        };
    }
}
