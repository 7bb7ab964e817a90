package org.scratchpadinspector.ui.panes;

import java.util.List;
import org.scratchpadinspector.model.UnitId;

/**
 * Everything the three panes show for one unit, published at once so that the panes never disagree. The panes
 * that have text share one row model (filler rows opposite lines only one side has), so row {@code r} of one pane
 * faces row {@code r} of the others: a pane's "line" here is always such a row.
 *
 * @param activeBase   the pane the memory now is diffed against (AFTER, or BEFORE while there is no after), or null
 * @param changeSide   the pane whose lines order the changes (After, normally), or null when nothing is compared
 * @param changes      every change, in row order
 * @param foldsWithoutActive the folds while the Now pane is hidden: rows identical in the first two panes
 * @param stateNames   the names of the states in the first two panes ("before", "after")
 * @param noNow        why the source has no memory now to show beside the unit ("No memory now: nothing outside
 *                     the sessions"), or empty when it has one: the Now pane then gives its room to the other two
 */
public record PaneStack(UnitId unit, PaneModel before, PaneModel after, PaneModel active,
                            PaneSide activeBase, PaneSide changeSide, List<ChangeLocation> changes, String activeNote,
                            boolean activeDiverges, List<FoldRegion> foldsWithoutActive, List<String> stateNames,
                            String noNow) {

    public PaneStack {
        changes = List.copyOf(changes);
        stateNames = List.copyOf(stateNames);
        foldsWithoutActive = List.copyOf(foldsWithoutActive);
    }

    static final List<String> DEFAULT_NAMES = List.of("before", "after");

    /** The name of the state in the first pane ({@code 0}) or the second ({@code 1}). */
    public String stateName(int pane) {
        return pane < stateNames.size() ? stateNames.get(pane) : DEFAULT_NAMES.get(pane);
    }

    public static PaneStack empty() {
        return new PaneStack(null, PaneModel.empty(PaneSide.BEFORE), PaneModel.empty(PaneSide.AFTER),
                PaneModel.empty(PaneSide.NOW), null, null, List.of(), "", false, List.of(), DEFAULT_NAMES, "");
    }

    /** What the panes show while the first unit they are asked for loads: a placeholder naming it, no text. */
    public static PaneStack loading(UnitId id) {
        String text = "Loading " + id + "…";
        return new PaneStack(null, PaneModel.message(PaneSide.BEFORE, "", text),
                PaneModel.message(PaneSide.AFTER, "", text), PaneModel.message(PaneSide.NOW, "", text), null, null,
                List.of(), "", false, List.of(), DEFAULT_NAMES, "");
    }

    /** What the panes show when {@code id}'s states could not be loaded at all: why, in each pane. */
    static PaneStack failed(UnitId id, String why) {
        return new PaneStack(id, PaneModel.message(PaneSide.BEFORE, "", why), PaneModel.message(PaneSide.AFTER, "", why),
                PaneModel.message(PaneSide.NOW, "", why), null, null, List.of(), "", false, List.of(), DEFAULT_NAMES, "");
    }

    /** Whether the source has a memory now to show in the Now pane. */
    public boolean keepsNow() {
        return noNow.isEmpty();
    }

    public PaneModel pane(PaneSide side) {
        return switch (side) {
            case BEFORE -> before;
            case AFTER -> after;
            case NOW -> active;
        };
    }

    PaneStack withPanes(PaneModel b, PaneModel a, PaneModel act) {
        return new PaneStack(unit, b, a, act, activeBase, changeSide, changes, activeNote, activeDiverges,
                foldsWithoutActive, stateNames, noNow);
    }

    /** The row of {@code to} facing row {@code line} of {@code from}: the same row, as the panes are aligned. */
    public int correspondingLine(PaneSide from, int line, PaneSide to) {
        return line;
    }
}
