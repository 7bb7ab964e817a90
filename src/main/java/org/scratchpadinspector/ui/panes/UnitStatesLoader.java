package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineAlignment;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;

/** Background work: reads a cycle's before, after and active.yaml, renders and diffs them. */
final class UnitStatesLoader {

    private UnitStatesLoader() {
    }

    static PaneStack load(Scratchpad pad, CycleId id, boolean raw, Cancellation cancel) {
        CycleIndex index = pad.index();
        int i = index.indexOf(id);
        if (i < 0) {
            String gone = "Cycle " + id + " is no longer in the directory";
            return new PaneStack(id, PaneModel.message(PaneSide.BEFORE, "", gone),
                    PaneModel.message(PaneSide.AFTER, "", gone), PaneModel.message(PaneSide.NOW, "", gone),
                    null, null, List.of(), "", false, List.of());
        }
        boolean newest = i == index.size() - 1;
        RenderedState before = index.has(i, CycleIndex.BEFORE)
                ? RenderedState.of(pad.snapshot(id, Side.BEFORE), raw)
                : RenderedState.missing(Side.BEFORE.fileName(id),
                        "No _before: " + Side.BEFORE.fileName(id) + " is missing (orphan _after)");
        cancel.check();
        RenderedState after = index.has(i, CycleIndex.AFTER)
                ? RenderedState.of(pad.snapshot(id, Side.AFTER), raw)
                : RenderedState.missing(Side.AFTER.fileName(id), newest && index.has(i, CycleIndex.BEFORE)
                        && pad.liveness().judge(pad.location(), index, i).running()
                        ? "No _after yet: the cycle is running"
                        : "No _after: the cycle was interrupted before writing it");
        cancel.check();
        RenderedState active = index.hasActive()
                ? RenderedState.of(pad.active(), raw)
                : RenderedState.missing("active.yaml", "active.yaml is missing");
        cancel.check();

        LineDiffResult beforeAfter = comparable(before, after)
                ? LineDiff.diff(before.lines(), after.lines(), cancel) : null;
        boolean afterIsBase = index.has(i, CycleIndex.AFTER);
        RenderedState base = afterIsBase ? after : before;
        PaneSide baseSide = afterIsBase ? PaneSide.AFTER : PaneSide.BEFORE;
        LineDiffResult baseActive = comparable(base, active)
                ? LineDiff.diff(base.lines(), active.lines(), cancel) : null;
        cancel.check();

        DiffMarks main = beforeAfter == null
                ? DiffMarks.none(before.lines().size(), after.lines().size())
                : DiffMarks.of(beforeAfter, before.lines(), after.lines());
        DiffMarks toActive = baseActive == null
                ? DiffMarks.none(base.lines().size(), active.lines().size())
                : DiffMarks.of(baseActive, base.lines(), active.lines());
        cancel.check();

        NowNote note = NowNote.describe(baseSide == PaneSide.AFTER ? "after" : "before", base.state(),
                active.state(), laterFinishedCycles(index, i));
        PaneSide changeSide = beforeAfter != null ? PaneSide.AFTER : baseActive != null ? PaneSide.NOW : null;
        LineDiffResult changes = beforeAfter != null ? beforeAfter : baseActive;
        LineAlignment rows = afterIsBase
                ? LineAlignment.pair(beforeAfter, before.lines().size(), after.lines().size())
                        .join(1, baseActive, active.lines().size())
                : LineAlignment.pair(baseActive, before.lines().size(), active.lines().size()).withEmptyColumn(1);
        PaneModel[] panes = AlignedPanes.align(new PaneModel[] {
            before.toPane(PaneSide.BEFORE, main.oldKinds(), main.oldIntra()),
            after.toPane(PaneSide.AFTER, main.newKinds(), main.newIntra()),
            active.toPane(PaneSide.NOW, toActive.newKinds(), toActive.newIntra())}, rows);
        PaneSide oldSide = beforeAfter != null ? PaneSide.BEFORE : baseSide;
        return new PaneStack(id, panes[0], panes[1], panes[2], baseActive == null ? null : baseSide, changeSide,
                changes == null ? List.of() : changeLocations(changes, rows, changeSide, oldSide),
                note.text(), note.diverges(), AlignedPanes.foldsOfFirst(panes, 2));
    }

    /** Both have lines of the same kind: a file shown raw in the decoded view is not diffed with a decoded one. */
    private static boolean comparable(RenderedState a, RenderedState b) {
        return a.hasLines() && b.hasLines() && a.rawFallback() == b.rawFallback();
    }

    private static int laterFinishedCycles(CycleIndex index, int i) {
        int n = 0;
        for (int j = i + 1; j < index.size(); j++) {
            if (index.has(j, CycleIndex.AFTER)) {
                n++;
            }
        }
        return n;
    }

    /** Each edit's first row; a deletion is looked at in the old pane, anything else in the new one. */
    private static List<ChangeLocation> changeLocations(LineDiffResult diff, LineAlignment rows, PaneSide newSide,
                                                        PaneSide oldSide) {
        List<ChangeLocation> changes = new ArrayList<>();
        for (LineEdit e : diff.edits()) {
            int row = e.addedCount() == 0
                    ? rows.row(oldSide.ordinal(), e.aStart()) : rows.row(newSide.ordinal(), e.bStart());
            changes.add(new ChangeLocation(row, e.addedCount() == 0 ? oldSide : newSide, row));
        }
        return changes;
    }
}
