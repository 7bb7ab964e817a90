package org.scratchpadinspector.ui.cycles;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;

/**
 * A cell of the cycle list: one {@link CycleRowNode} for life, following its row's summary as it arrives from
 * the background (a row is listed at once, "pending", and summarised later without a list event).
 */
final class CycleRowCell extends ListCell<CycleRow> {
    private final CycleRowNode node;
    private final Tooltip problems = new Tooltip();
    private final InvalidationListener summaryChanged = o -> showSummary();
    private final WeakInvalidationListener weakSummaryChanged = new WeakInvalidationListener(summaryChanged);
    private CycleRow shownRow;

    /** @param iterationsShown whether the rows show the Iter column */
    CycleRowCell(javafx.beans.value.ObservableBooleanValue iterationsShown) {
        node = new CycleRowNode(iterationsShown);
        getStyleClass().add("cycle-row-cell");
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setGraphic(node);
    }

    CycleRowNode rowNode() {
        return node;
    }

    @Override
    protected void updateItem(CycleRow row, boolean empty) {
        super.updateItem(row, empty);
        CycleRow wanted = empty ? null : row;
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
        CycleSummary summary = shownRow.summary();
        node.show(shownRow, summary);
        String text = summary == null ? "" : CycleRow.tooltipText(summary);
        if (text.isEmpty()) {
            setTooltip(null);
        } else {
            problems.setText(text);
            setTooltip(problems);
        }
    }
}
