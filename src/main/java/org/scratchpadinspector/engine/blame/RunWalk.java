package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/**
 * Walks a run oldest first, reading each snapshot once ({@code _before}, {@code _after} of every cycle, then
 * active.yaml) through the scratchpad's store, and hands every consecutive pair of readable states to a
 * consumer as a {@link Transition}. Only the previous state is held. A snapshot that cannot be read is
 * skipped, named in {@link #unreadable()}, and the next transition carries it as its gap.
 */
public final class RunWalk {
    private final Scratchpad pad;
    private final List<String> unreadable = new ArrayList<>();
    private Map<String, Object> first;
    private CycleId firstCycle;

    public RunWalk(Scratchpad pad) {
        this.pad = pad;
    }

    public void walk(Consumer<Transition> consumer, Cancellation cancel) {
        CycleIndex index = pad.index();
        Map<String, Object> previous = null;
        CycleId previousCycle = null;
        Side previousSide = null;
        String gap = null;
        for (int i = 0; i < index.size(); i++) {
            cancel.check();
            CycleId id = index.id(i);
            for (Side side : Side.values()) {
                if (!index.has(i, side == Side.BEFORE ? CycleIndex.BEFORE : CycleIndex.AFTER)) {
                    if (side == Side.BEFORE && index.has(i, CycleIndex.AFTER)) {
                        gap = join(gap, side.fileName(id) + " is missing, so this spans the time between cycles too");
                    }
                    continue;
                }
                Snapshot snapshot = pad.snapshot(id, side);
                if (!snapshot.isReadable() || snapshot.stale()) {
                    unreadable.add(snapshot.describeProblem());
                    gap = join(gap, "spans unreadable " + side.fileName(id));
                    continue;
                }
                Map<String, Object> state = snapshot.state();
                if (previous == null) {
                    first = state;
                    firstCycle = id;
                } else {
                    boolean plainAgentStep = side == Side.AFTER && id.equals(previousCycle) && previousSide == Side.BEFORE;
                    Transition.Kind kind = side == Side.BEFORE ? Transition.Kind.BETWEEN_CYCLES : Transition.Kind.WITHIN_CYCLE;
                    consumer.accept(new Transition(kind, i, id, previous, state, plainAgentStep ? null : gap));
                }
                previous = state;
                previousCycle = id;
                previousSide = side;
                gap = null;
            }
        }
        if (index.hasActive()) {
            Snapshot active = pad.active();
            if (!active.isReadable() || active.stale()) {
                unreadable.add(active.describeProblem());
            } else if (previous == null) {
                first = active.state();
            } else {
                consumer.accept(new Transition(Transition.Kind.UNCOMMITTED, -1, null, previous, active.state(), gap));
            }
        }
    }

    private static String join(String gap, String more) {
        return gap == null ? more : gap + "; " + more;
    }

    /** "file: problem" for every snapshot that could not be read, in the order met. */
    public List<String> unreadable() {
        return List.copyOf(unreadable);
    }

    /** The oldest readable state, or null when none was. */
    public Map<String, Object> firstState() {
        return first;
    }

    /** The cycle of {@link #firstState()}; null when it was active.yaml or nothing was readable. */
    public CycleId firstCycle() {
        return firstCycle;
    }
}
