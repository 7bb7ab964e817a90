package org.scratchpadinspector.ui.agent;

import java.util.Map;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/** Picks what the agent's state is compared with: mid-cycle its cycle's _before, between cycles the newest _after. */
final class MemoryDiffs {
    private MemoryDiffs() {
    }

    static MemoryDiff of(StateView view, Scratchpad pad, Cancellation cancel) {
        if (view.cycleId() != null) {
            Map<String, Object> before = stateOf(pad, CycleId.parse(view.cycleId()), Side.BEFORE);
            String title = "In memory: cycle " + view.cycleId() + " after iteration " + view.iteration()
                    + ", against its _before";
            return MemoryDiff.of(title, before, view.state(), cancel);
        }
        CycleIndex index = pad.index();
        CycleId newest = index.size() == 0 ? null : index.id(index.size() - 1);
        Map<String, Object> after = newest == null ? null : stateOf(pad, newest, Side.AFTER);
        String title = "Between cycles: the state the agent will load"
                + (newest == null ? "" : ", against " + newest + "_after");
        return MemoryDiff.of(title, after, view.state(), cancel);
    }

    private static Map<String, Object> stateOf(Scratchpad pad, CycleId id, Side side) {
        Snapshot snapshot = pad.snapshot(id, side);
        return snapshot == null || !snapshot.isReadable() ? null : snapshot.state();
    }
}
