package org.scratchpadinspector.ui.snapshot;

import java.util.List;
import org.scratchpadinspector.core.scratchpad.CycleId;

/**
 * Everything the three panes show for one cycle, published at once so that the panes never disagree.
 *
 * @param beforeAfter  before → after lines, or null when either side has no lines
 * @param activeBase   the pane active.yaml is diffed against (AFTER, or BEFORE while there is no after)
 * @param baseActive   activeBase → active lines, or null
 * @param changeSide   the pane whose lines order the changes (After, or Active while there is no after), or null
 * @param changes      every change, in order
 */
public record SnapshotPanes(CycleId cycle, PaneModel before, PaneModel after, PaneModel active,
                            LineCorrespondence beforeAfter, PaneSide activeBase, LineCorrespondence baseActive,
                            PaneSide changeSide, List<ChangeLocation> changes, String activeNote,
                            boolean activeDiverges) {

    public SnapshotPanes {
        changes = List.copyOf(changes);
    }

    public static SnapshotPanes empty() {
        return new SnapshotPanes(null, PaneModel.empty(PaneSide.BEFORE), PaneModel.empty(PaneSide.AFTER),
                PaneModel.empty(PaneSide.ACTIVE), null, null, null, null, List.of(), "", false);
    }

    public PaneModel pane(PaneSide side) {
        return switch (side) {
            case BEFORE -> before;
            case AFTER -> after;
            case ACTIVE -> active;
        };
    }

    SnapshotPanes withPanes(PaneModel b, PaneModel a, PaneModel act) {
        return new SnapshotPanes(cycle, b, a, act, beforeAfter, activeBase, baseActive, changeSide, changes,
                activeNote, activeDiverges);
    }

    /** The line of {@code to} that corresponds to real {@code line} of {@code from}, mapped through the diffs. */
    public int correspondingLine(PaneSide from, int line, PaneSide to) {
        if (from == to) {
            return line;
        }
        if (from == PaneSide.ACTIVE) {
            return activeBase == null ? line : correspondingLine(activeBase, toOld(baseActive, line), to);
        }
        if (to == PaneSide.ACTIVE) {
            return activeBase == null ? line : toNew(baseActive, correspondingLine(from, line, activeBase));
        }
        return from == PaneSide.BEFORE ? toNew(beforeAfter, line) : toOld(beforeAfter, line);
    }

    private static int toNew(LineCorrespondence c, int line) {
        return c == null ? line : c.toNew(line);
    }

    private static int toOld(LineCorrespondence c, int line) {
        return c == null ? line : c.toOld(line);
    }
}
