package org.scratchpadinspector.ui.panes;

import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.CycleId;

/**
 * Everything the three panes show for one cycle, published at once so that the panes never disagree. The panes
 * that have text share one row model (filler rows opposite lines only one side has), so row {@code r} of one pane
 * faces row {@code r} of the others: a pane's "line" here is always such a row.
 *
 * @param activeBase   the pane active.yaml is diffed against (AFTER, or BEFORE while there is no after), or null
 * @param changeSide   the pane whose lines order the changes (After, normally), or null when nothing is compared
 * @param changes      every change, in row order
 * @param foldsWithoutActive the folds while the Active pane is hidden: rows identical in Before and After
 */
public record PaneStack(CycleId cycle, PaneModel before, PaneModel after, PaneModel active,
                            PaneSide activeBase, PaneSide changeSide, List<ChangeLocation> changes, String activeNote,
                            boolean activeDiverges, List<FoldRegion> foldsWithoutActive) {

    public PaneStack {
        changes = List.copyOf(changes);
        foldsWithoutActive = List.copyOf(foldsWithoutActive);
    }

    public static PaneStack empty() {
        return new PaneStack(null, PaneModel.empty(PaneSide.BEFORE), PaneModel.empty(PaneSide.AFTER),
                PaneModel.empty(PaneSide.NOW), null, null, List.of(), "", false, List.of());
    }

    /** What the panes show while the first cycle they are asked for loads: a placeholder naming it, no text. */
    public static PaneStack loading(CycleId id) {
        String text = "Loading " + id + "…";
        return new PaneStack(null, PaneModel.message(PaneSide.BEFORE, "", text),
                PaneModel.message(PaneSide.AFTER, "", text), PaneModel.message(PaneSide.NOW, "", text), null, null,
                List.of(), "", false, List.of());
    }

    public PaneModel pane(PaneSide side) {
        return switch (side) {
            case BEFORE -> before;
            case AFTER -> after;
            case NOW -> active;
        };
    }

    PaneStack withPanes(PaneModel b, PaneModel a, PaneModel act) {
        return new PaneStack(cycle, b, a, act, activeBase, changeSide, changes, activeNote, activeDiverges,
                foldsWithoutActive);
    }

    /** The row of {@code to} facing row {@code line} of {@code from}: the same row, as the panes are aligned. */
    public int correspondingLine(PaneSide from, int line, PaneSide to) {
        return line;
    }
}
