package org.scratchpadinspector.ui.units;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import org.scratchpadinspector.model.Unit;

/**
 * A cell of the list: one {@link UnitRowNode} for life, following its row's summary as it arrives from
 * the background (a row is listed at once, "pending", and summarised later without a list event).
 */
final class UnitRowCell extends ListCell<UnitRow> {
    private final UnitRowNode node;
    private final Tooltip problems = new Tooltip();
    private final InvalidationListener summaryChanged = o -> showSummary();
    private final javafx.beans.value.ObservableIntegerValue idChars;
    private final WeakInvalidationListener weakSummaryChanged = new WeakInvalidationListener(summaryChanged);
    private UnitRow shownRow;

    /**
     * @param idWidth the id column's width
     * @param idChars how many characters of an id it shows (a longer one is cut in its middle)
     */
    UnitRowCell(javafx.beans.value.ObservableNumberValue idWidth, javafx.beans.value.ObservableIntegerValue idChars) {
        node = new UnitRowNode(idWidth);
        this.idChars = idChars;
        idChars.addListener(new WeakInvalidationListener(summaryChanged));
        getStyleClass().add("cycle-row-cell");
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setGraphic(node);
    }

    UnitRowNode rowNode() {
        return node;
    }

    @Override
    protected void updateItem(UnitRow row, boolean empty) {
        super.updateItem(row, empty);
        UnitRow wanted = empty ? null : row;
        if (wanted != shownRow) {
            if (shownRow != null) {
                shownRow.summaryProperty().removeListener(weakSummaryChanged);
            }
            if (wanted != null) {
                wanted.summaryProperty().addListener(weakSummaryChanged);
            }
            shownRow = wanted;
        }
        showSummary();
    }

    private void showSummary() {
        if (shownRow == null) {
            node.clear();
            setTooltip(null);
            return;
        }
        Unit summary = shownRow.summary();
        node.show(shownRow, summary, idChars.get());
        String text = summary == null ? "" : UnitRow.tooltipText(summary);
        if (node.idCut()) {
            // the whole id, where the row shows its two ends only
            String id = org.scratchpadinspector.format.Untrusted.line(shownRow.id().text());
            text = text.isEmpty() ? id : id + "\n" + text;
        }
        if (text.isEmpty()) {
            setTooltip(null);
        } else {
            problems.setText(text);
            setTooltip(problems);
        }
    }
}
