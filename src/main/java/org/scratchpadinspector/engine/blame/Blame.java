package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.history.HistoryWalk;
import org.scratchpadinspector.engine.history.Transition;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * Every change of one field across a run, newest first, each attributed: inside a unit to the agent (or to an
 * injection the journal records for that unit); between units and in the memory now to the inspector when the
 * journal explains it, to the agent where the history says the agent itself rewrites the field between units,
 * else to someone outside. A change between units belongs to the unit whose start first shows it.
 */
public final class Blame {
    /**
     * The answer.
     *
     * @param changes    newest first
     * @param firstValue the value in the oldest readable state ({@link FieldPath#ABSENT} if it had none)
     * @param firstPoint the point of that state; null when nothing was readable
     * @param unreadable the states that could not be read ("label: problem")
     */
    public record Report(FieldPath path, List<FieldChangeRecord> changes, Object firstValue, HistoryPoint firstPoint,
                         Object currentValue, List<String> unreadable, int damagedJournalLines) {
        /** Whether the field exists now or existed in any readable state of the run. */
        public boolean everExisted() {
            return firstValue != FieldPath.ABSENT || currentValue != FieldPath.ABSENT
                    || changes.stream().anyMatch(c -> c.oldValue() != FieldPath.ABSENT || c.newValue() != FieldPath.ABSENT);
        }
    }

    private Blame() {
    }

    public static Report of(History history, JournalAttribution journal, FieldPath path, Cancellation cancel) {
        return ofEach(history, journal, List.of(path), cancel).get(path);
    }

    /**
     * The reports of several fields from one walk of the run: each state is loaded once, however many fields
     * changed in it (the window's gutter blames every top-level key).
     */
    public static Map<FieldPath, Report> ofEach(History history, JournalAttribution journal, List<FieldPath> paths,
                                                Cancellation cancel) {
        HistoryWalk walk = HistoryWalk.of(history, cancel);
        journal.attach(walk.points());
        Map<FieldPath, Trail> trails = new LinkedHashMap<>();
        paths.forEach(path -> trails.put(path, new Trail()));
        walk.walk(t -> trails.forEach((path, trail) -> {
            Object before = path.lookup(t.before().value());
            Object after = path.lookup(t.after().value());
            trail.last = after;
            if (!same(before, after)) {
                trail.changes.add(attribute(history, t, path, before, after, journal));
            }
        }), cancel);
        UnitState first = walk.firstState();
        Map<FieldPath, Report> reports = new LinkedHashMap<>();
        trails.forEach((path, trail) -> {
            Collections.reverse(trail.changes);
            Object firstValue = first == null ? FieldPath.ABSENT : path.lookup(first.value());
            Object current = trail.changes.isEmpty() && first != null ? firstValue : trail.last;
            reports.put(path, new Report(path, List.copyOf(trail.changes), firstValue, walk.firstPoint(), current,
                    walk.unreadable(), journal.damagedLines()));
        });
        return reports;
    }

    /** One field's changes so far in a walk, oldest first, and its value in the last state walked. */
    private static final class Trail {
        final List<FieldChangeRecord> changes = new ArrayList<>();
        Object last = FieldPath.ABSENT;
    }

    private static FieldChangeRecord attribute(History history, Transition t, FieldPath path, Object before,
                                               Object after, JournalAttribution journal) {
        Object tree = t.after().value();
        String section = path.section(tree != null ? tree : t.before().value());
        JournalEntry entry = journal.explain(t, section, FieldPath.key(section).lookup(tree));
        Attribution by;
        String detail;
        String kind = history.unitKind();
        if (entry != null) {
            by = Attribution.INSPECTOR;
            detail = JournalAttribution.describe(entry);
        } else if (t.withinUnit()) {
            by = Attribution.AGENT;
            detail = history.agentDetail(t.to(), path, t.before(), t.after());
        } else if (history.agentWritesBetweenUnits(FieldPath.key(section))) {
            by = Attribution.AGENT;
            detail = "the agent rewrites " + section + " when it saves, after its " + kind + " ends";
        } else if (t.origin() == HistoryPoint.Origin.RECORDED) {
            by = Attribution.OUTSIDE;
            detail = t.to().author() == null ? "recorded " + t.to().label() : "recorded " + t.to().label() + " by "
                    + t.to().author();
        } else {
            by = Attribution.OUTSIDE;
            detail = t.origin() == HistoryPoint.Origin.PENDING
                    ? t.to().label() + " differs from the newest " + kind + "'s end; no " + kind + " has read it yet"
                    : "continuity break: differs from the previous " + kind + "'s end";
        }
        if (t.gap() != null) {
            detail = detail == null ? t.gap() : detail + " (" + t.gap() + ")";
        }
        return new FieldChangeRecord(t.to(), by, before, after, detail);
    }

    /** Whether two values of a field are the same value (a 1 read as int and one read as long are). */
    public static boolean same(Object a, Object b) {
        if (a == FieldPath.ABSENT || b == FieldPath.ABSENT) {
            return a == b;
        }
        // 1 and 1L load from the same YAML in different places; a string never needs the fingerprint
        return Objects.equals(a, b) || !(a instanceof String) && !(b instanceof String)
                && Hashes.fingerprint(a).equals(Hashes.fingerprint(b));
    }
}
