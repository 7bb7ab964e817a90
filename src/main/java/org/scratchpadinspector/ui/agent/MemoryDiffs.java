package org.scratchpadinspector.ui.agent;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;
import org.scratchpadinspector.model.UnitState;

/**
 * Picks what the agent's state is compared with: mid-unit the state its unit started from (the unit's first
 * state, seed 000's {@code _before}), between units the newest unit's last state ({@code _after}).
 */
final class MemoryDiffs {
    private MemoryDiffs() {
    }

    static MemoryDiff of(StateView view, MemorySource source, Cancellation cancel) {
        Function<Map<String, Object>, String> render = source.facet(LiveControl.class)
                .<Function<Map<String, Object>, String>>map(control -> control::render).orElse(String::valueOf);
        String kind = source.unitWord();
        if (view.cycleId() != null) {
            UnitState first = state(source, UnitId.of(view.cycleId()), true, cancel);
            String name = first == null ? "first state" : first.name();
            String title = "In memory: " + kind + " " + view.cycleId() + " after iteration " + view.iteration()
                    + ", against its " + name;
            return MemoryDiff.of(title, valueOf(first), name, view.state(), render, cancel);
        }
        UnitId newest = newest(source, cancel);
        UnitState last = newest == null ? null : state(source, newest, false, cancel);
        String name = last == null ? "last state" : newest + "'s " + last.name();
        String title = "Between " + kind + "s: the state the agent will load" + (newest == null ? "" : ", against " + name);
        return MemoryDiff.of(title, valueOf(last), name, view.state(), render, cancel);
    }

    /** The newest unit, from the names alone where the source keeps a {@link UnitIndex}. */
    private static UnitId newest(MemorySource source, Cancellation cancel) {
        List<UnitId> ids = source.facet(UnitIndex.class).map(UnitIndex::ids)
                .orElseGet(() -> source.units(cancel, unit -> { }).stream().map(u -> u.id()).toList());
        return ids.isEmpty() ? null : ids.get(ids.size() - 1);
    }

    /** A unit the agent reports and the source has not listed yet (its files just written) is looked for again. */
    private static UnitState state(MemorySource source, UnitId id, boolean first, Cancellation cancel) {
        java.util.Optional<UnitIndex> index = source.facet(UnitIndex.class);
        if (index.isPresent() && !index.get().ids().contains(id)) {
            try {
                index.get().rescan(cancel);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        UnitDetail detail = source.detail(id, cancel).orElse(null);
        if (detail == null || detail.states().isEmpty()) {
            return null;
        }
        return detail.states().get(first ? 0 : detail.states().size() - 1);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> valueOf(UnitState state) {
        return state != null && state.readable() && state.value() instanceof Map<?, ?> map ? (Map<String, Object>) map : null;
    }
}
