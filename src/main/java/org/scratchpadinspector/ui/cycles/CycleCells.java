package org.scratchpadinspector.ui.cycles;

import java.time.format.DateTimeFormatter;
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

    private CycleCells() {
    }

    static TableCell<CycleRow, CycleSummary> status(TableColumn<CycleRow, CycleSummary> column) {
        return new TableCell<>() {
            private final Label label = new Label();

            {
                label.getStyleClass().add("cycle-status");
                setGraphic(null);
            }

            @Override
            protected void updateItem(CycleSummary summary, boolean empty) {
                super.updateItem(summary, empty);
                label.getStyleClass().removeIf(c -> c.startsWith("status-") || c.equals("pending"));
                if (empty) {
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                if (summary == null) {
                    label.setText("…  pending");
                    label.getStyleClass().add("pending");
                    setTooltip(null);
                } else {
                    CycleStatus status = summary.status();
                    label.setText(StatusStyle.glyph(status) + "  " + StatusStyle.label(status));
                    label.getStyleClass().add(StatusStyle.styleClass(status));
                    setTooltip(summary.problems().isEmpty() ? null
                            : new Tooltip(String.join("\n", summary.problems())));
                }
                setGraphic(label);
            }
        };
    }

    static TableCell<CycleRow, CycleSummary> flags(TableColumn<CycleRow, CycleSummary> column) {
        return new TableCell<>() {
            private final HBox chips = new HBox(4);

            {
                chips.getStyleClass().add("cycle-flags");
            }

            @Override
            protected void updateItem(CycleSummary summary, boolean empty) {
                super.updateItem(summary, empty);
                chips.getChildren().clear();
                if (empty || summary == null || summary.flags().isEmpty()) {
                    setGraphic(null);
                    return;
                }
                for (CycleFlag flag : CycleFlag.values()) {
                    if (summary.has(flag)) {
                        chips.getChildren().add(chip(flag, summary));
                    }
                }
                setGraphic(chips);
            }
        };
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
