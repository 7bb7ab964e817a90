package org.scratchpadinspector.ui.panes;

import org.scratchpadinspector.ui.common.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.engine.diff.LineAlignment;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.HistoryPoints;

/**
 * Background work: reads a unit's first two states and the memory as it is now (where the source has a history),
 * renders them, diffs them, and lays them out on shared rows. Every format goes through here.
 */
final class UnitStatesLoader {

    private UnitStatesLoader() {
    }

    /**
     * @param kind   what the source calls a unit ("cycle"), for the messages
     * @param points the source's history points (the memory now last), or empty when it has no history
     */
    static PaneStack load(MemorySource source, UnitId id, String kind, Optional<List<HistoryPoint>> points,
                          boolean raw, Cancellation cancel) {
        Optional<UnitDetail> found = source.detail(id, cancel);
        if (found.isEmpty()) {
            String gone = Words.capitalised(kind) + " " + id.text() + " is no longer in the directory";
            return new PaneStack(id, PaneModel.message(PaneSide.BEFORE, "", gone),
                    PaneModel.message(PaneSide.AFTER, "", gone), PaneModel.message(PaneSide.NOW, "", gone),
                    null, null, List.of(), "", false, List.of(), PaneStack.DEFAULT_NAMES, "");
        }
        UnitDetail detail = found.get();
        List<HistoryPoint> all = points.orElse(List.of());
        List<HistoryPoint> own = points.isPresent() ? HistoryPoints.ofUnit(all, id) : List.of();
        List<UnitState> states = detail.states();
        RenderedState before = rendered(states, 0, own, raw, "no first state");
        cancel.check();
        RenderedState after = rendered(states, 1, own, raw, "no second state");
        cancel.check();
        History history = source.facet(History.class).orElse(null);
        Optional<HistoryPoint> nowPoint = HistoryPoints.now(all);
        // without a history the source names its units on each one ("turn"), as the list does
        RenderedState active = history == null ? RenderedState.missing("", "This format keeps no memory outside its "
                + (detail.unit().kind().isEmpty() ? kind : detail.unit().kind()) + "s") : nowPoint.isEmpty() ? RenderedState.missing("", "No memory now: nothing outside the "
                + kind + "s") : RenderedState.of(history.load(nowPoint.get(), cancel), nowPoint.get().label(), raw);
        String nowLabel = nowPoint.map(HistoryPoint::label).orElse("the memory now");
        cancel.check();

        LineDiffResult beforeAfter = comparable(before, after)
                ? LineDiff.diff(before.lines(), after.lines(), cancel) : null;
        boolean afterIsBase = after.hasLines() || after.error() != null;
        RenderedState base = afterIsBase ? after : before;
        PaneSide baseSide = afterIsBase ? PaneSide.AFTER : PaneSide.BEFORE;
        // the memory this unit left, when the unit's own states are a record of it (a trace) rather than the memory
        RenderedState memoryAfter = history == null || history.unitStatesAreMemory() || !active.hasLines() ? null
                : memoryLeft(history, own, states, afterIsBase ? 1 : 0, raw, cancel);
        RenderedState nowBase = memoryAfter != null ? memoryAfter : base;
        LineDiffResult baseActive = comparable(nowBase, active)
                ? LineDiff.diff(nowBase.lines(), active.lines(), cancel) : null;
        cancel.check();

        DiffMarks main = beforeAfter == null
                ? DiffMarks.none(before.lines().size(), after.lines().size())
                : DiffMarks.of(beforeAfter, before.lines(), after.lines());
        DiffMarks toActive = baseActive == null
                ? DiffMarks.none(nowBase.lines().size(), active.lines().size())
                : DiffMarks.of(baseActive, nowBase.lines(), active.lines());
        cancel.check();

        String baseName = states.size() > baseSide.ordinal() ? states.get(baseSide.ordinal()).name() : "state";
        NowNote note = history == null || nowPoint.isEmpty() ? new NowNote("", false)
                : NowNote.describe(nowLabel, kind, baseName, nowBase.value(), active.value(),
                HistoryPoints.laterFinished(all, id),
                key -> agentWrites(history, key));
        // the memory now lines up with the pane it was compared with; compared with a memory not shown, it stands
        // in order beside the unit's record
        LineDiffResult lineUp = memoryAfter == null ? baseActive : null;
        PaneSide changeSide = beforeAfter != null ? PaneSide.AFTER : lineUp != null ? PaneSide.NOW : null;
        LineDiffResult changes = beforeAfter != null ? beforeAfter : lineUp;
        LineAlignment rows = afterIsBase
                ? LineAlignment.pair(beforeAfter, before.lines().size(), after.lines().size())
                        .join(1, lineUp, active.lines().size())
                : LineAlignment.pair(lineUp, before.lines().size(), active.lines().size()).withEmptyColumn(1);
        PaneModel[] panes = AlignedPanes.align(new PaneModel[] {
            before.toPane(PaneSide.BEFORE, main.oldKinds(), main.oldIntra()),
            after.toPane(PaneSide.AFTER, main.newKinds(), main.newIntra()),
            active.toPane(PaneSide.NOW, toActive.newKinds(), toActive.newIntra())}, rows);
        PaneSide oldSide = beforeAfter != null ? PaneSide.BEFORE : baseSide;
        return new PaneStack(id, panes[0], panes[1], panes[2], lineUp == null ? null : baseSide, changeSide,
                changes == null ? List.of() : changeLocations(changes, rows, changeSide, oldSide),
                note.text(), note.diverges(), AlignedPanes.foldsOfFirst(panes, 2),
                states.stream().limit(2).map(UnitState::name).toList(), nowPoint.isPresent() || history != null && history.keepsMemoryNow() ? "" : active.placeholder());
    }

    /** The unit's {@code i}-th state, named as the history names its point (a file name) where it has one. */
    private static RenderedState rendered(List<UnitState> states, int i, List<HistoryPoint> own, boolean raw,
                                          String none) {
        if (i >= states.size()) {
            return RenderedState.missing("", none);
        }
        UnitState state = states.get(i);
        String label = own.stream().filter(p -> p.state().equals(state.name())).map(HistoryPoint::label)
                .findFirst().orElse(state.name());
        return RenderedState.of(state, label, raw);
    }

    /**
     * The memory as the unit left it, from the history's last point of the unit, where the unit's states are a
     * record of it rather than the memory (a miniagent correction's trace beside the store it changed); null when
     * the unit has no point of its own, or that point holds the state shown in pane {@code shown} after all.
     */
    private static RenderedState memoryLeft(History history, List<HistoryPoint> own, List<UnitState> states, int shown,
                                            boolean raw, Cancellation cancel) {
        if (own.isEmpty() || shown >= states.size()) {
            return null;
        }
        HistoryPoint last = own.get(own.size() - 1);
        UnitState memory = history.load(last, cancel);
        UnitState state = states.get(shown);
        boolean same = memory.text().equals(state.text())
                || memory.value() != null && memory.value().equals(state.value());
        return same || !memory.readable() ? null : RenderedState.of(memory, last.label(), raw);
    }

    /** Whether the agent rewrites this top-level key between units (a key that is no path is not). */
    private static boolean agentWrites(History history, String key) {
        try {
            return history.agentWritesBetweenUnits(FieldPath.parse(key));
        } catch (IllegalArgumentException notAPath) {
            return false;
        }
    }


    /** Both have lines of the same kind: a state shown raw in the decoded view is not diffed with a decoded one. */
    private static boolean comparable(RenderedState a, RenderedState b) {
        return a.hasLines() && b.hasLines() && a.rawFallback() == b.rawFallback();
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
