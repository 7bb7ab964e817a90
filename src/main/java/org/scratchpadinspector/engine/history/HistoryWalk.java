package org.scratchpadinspector.engine.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * Walks a history oldest first, loading each point once (ahead, on every core), and hands every consecutive pair
 * of readable states to a consumer as a {@link Transition}. Only the previous state is held. A state that cannot
 * be read is skipped, named in {@link #unreadable()}, and the next transition carries it as its gap. A
 * {@link HistoryPoint.Origin#START} point begins a new run: nothing pairs across it.
 */
public final class HistoryWalk {
    private final History history;
    private final List<HistoryPoint> points;
    private final List<String> unreadable = new ArrayList<>();
    private UnitState first;
    private HistoryPoint firstPoint;

    public HistoryWalk(History history, List<HistoryPoint> points) {
        this.history = history;
        this.points = List.copyOf(points);
    }

    /** A walk over every point of {@code history}. */
    public static HistoryWalk of(History history, Cancellation cancel) {
        return new HistoryWalk(history, history.points(cancel));
    }

    public List<HistoryPoint> points() {
        return points;
    }

    public void walk(Consumer<Transition> consumer, Cancellation cancel) {
        String kind = history.unitKind();
        State walk = new State();
        PointLoader.load(history, points, cancel, (i, state) -> {
            HistoryPoint point = points.get(i);
            if (point.origin() == HistoryPoint.Origin.START) {
                walk.previous = null;
                walk.gap = null;
            } else if (i > 0 && point.origin() == HistoryPoint.Origin.AGENT
                    && !Objects.equals(points.get(i - 1).unit(), point.unit())) {
                walk.gap = join(walk.gap, "the state " + point.unit() + " started from is missing, so this spans the"
                        + " time between " + kind + "s too");
            }
            if (!state.readable() || state.value() == null) {
                unreadable.add(describe(point, state));
                walk.gap = join(walk.gap, "spans unreadable " + point.label());
                return;
            }
            if (first == null) {
                first = state;
                firstPoint = point;
            }
            if (walk.previous != null) {
                consumer.accept(new Transition(walk.previousPoint, point, i, walk.previous, state, walk.gap));
            }
            walk.previous = state;
            walk.previousPoint = point;
            walk.gap = null;
        });
    }

    private static final class State {
        UnitState previous;
        HistoryPoint previousPoint;
        String gap;
    }

    private static String describe(HistoryPoint point, UnitState state) {
        String problem = String.join("; ", state.readable() ? state.notices() : state.problems());
        if (problem.isEmpty()) {
            problem = "no parsed value";
        }
        return problem.startsWith(point.label()) ? problem : point.label() + ": " + problem;
    }

    private static String join(String gap, String more) {
        return gap == null ? more : gap + "; " + more;
    }

    /** "label: problem" for every state that could not be read, in the order met. */
    public List<String> unreadable() {
        return List.copyOf(unreadable);
    }

    /** The oldest readable state, or null when none was. */
    public UnitState firstState() {
        return first;
    }

    /** The point of {@link #firstState()}, or null. */
    public HistoryPoint firstPoint() {
        return firstPoint;
    }
}
