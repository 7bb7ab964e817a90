package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * Every change of one path across a source's {@link History}, for any format that offers it: each point's state is
 * loaded once, the path looked up in its value tree, and a change recorded at the point whose state first shows it,
 * with the writer the history names. An unreadable state is skipped (the changes across it are joined) and named.
 */
public final class PointBlame {
    /** One change: at {@code point}, {@code before} became {@code after} ({@link FieldPath#ABSENT} where absent). */
    public record Change(HistoryPoint point, Object before, Object after) {
    }

    /**
     * The answer.
     *
     * @param changes    newest first
     * @param first      the point of the oldest readable state, or null
     * @param firstValue the path's value there
     * @param current    its value in the newest readable state
     * @param unreadable the points whose state could not be read, with why
     */
    public record Report(FieldPath path, List<Change> changes, HistoryPoint first, Object firstValue, Object current,
                         List<String> unreadable) {
        public boolean everExisted() {
            return firstValue != FieldPath.ABSENT || current != FieldPath.ABSENT
                    || changes.stream().anyMatch(c -> c.before() != FieldPath.ABSENT || c.after() != FieldPath.ABSENT);
        }
    }

    private PointBlame() {
    }

    public static Report of(History history, FieldPath path, Cancellation cancel) {
        List<Change> changes = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        HistoryPoint first = null;
        Object firstValue = FieldPath.ABSENT;
        Object last = FieldPath.ABSENT;
        boolean seen = false;
        for (HistoryPoint point : history.points(cancel)) {
            cancel.check();
            UnitState state = history.load(point, cancel);
            if (!state.readable() && state.value() == null) {
                unreadable.add(point.label() + ": " + String.join("; ", state.problems()));
                continue;
            }
            Object value = path.lookup(state.value());
            if (!seen) {
                first = point;
                firstValue = value;
                seen = true;
                if (value != FieldPath.ABSENT) {
                    changes.add(new Change(point, FieldPath.ABSENT, value));
                }
            } else if (!same(last, value)) {
                changes.add(new Change(point, last, value));
            }
            last = value;
        }
        Collections.reverse(changes);
        return new Report(path, List.copyOf(changes), first, firstValue, last, List.copyOf(unreadable));
    }

    static boolean same(Object a, Object b) {
        if (a == FieldPath.ABSENT || b == FieldPath.ABSENT) {
            return a == b;
        }
        return Objects.equals(a, b);
    }
}
