package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/**
 * Every change of one field across a run, newest first, each attributed: within a cycle to the agent (or
 * to an injection the journal records for that cycle), between cycles and in active.yaml to the inspector
 * when the journal explains it, else to someone outside. A change between cycles belongs to the cycle
 * whose {@code _before} first shows it.
 */
public final class Blame {
    /**
     * The answer.
     *
     * @param changes    newest first
     * @param firstValue the value in the oldest readable state ({@link FieldPath#ABSENT} if it had none)
     * @param firstCycle the cycle of that state; null when it was active.yaml or nothing was readable
     * @param unreadable the snapshots that could not be read ("file: problem")
     */
    public record Report(FieldPath path, List<FieldChangeRecord> changes, Object firstValue, CycleId firstCycle,
                         Object currentValue, List<String> unreadable, int damagedJournalLines) {
        /** Whether the field exists now or existed in any readable state of the run. */
        public boolean everExisted() {
            return firstValue != FieldPath.ABSENT || currentValue != FieldPath.ABSENT
                    || changes.stream().anyMatch(c -> c.oldValue() != FieldPath.ABSENT || c.newValue() != FieldPath.ABSENT);
        }
    }

    private Blame() {
    }

    public static Report of(Scratchpad pad, JournalAttribution journal, FieldPath path, Cancellation cancel) {
        return ofEach(pad, journal, List.of(path), cancel).get(path);
    }

    /**
     * The reports of several fields from one walk of the run: each snapshot is read once and each cycle's notes
     * are parsed once, however many fields changed in it (the Active pane blames every top-level key).
     */
    public static Map<FieldPath, Report> ofEach(Scratchpad pad, JournalAttribution journal, List<FieldPath> paths,
                                                Cancellation cancel) {
        RunWalk walk = new RunWalk(pad);
        AgentDetail details = new AgentDetail(pad.location());
        Map<FieldPath, Trail> trails = new LinkedHashMap<>();
        paths.forEach(path -> trails.put(path, new Trail()));
        walk.walk(t -> trails.forEach((path, trail) -> {
            Object before = path.lookup(t.from());
            Object after = path.lookup(t.to());
            trail.last = after;
            if (!same(before, after)) {
                trail.changes.add(attribute(t, path, before, after, journal, details));
            }
        }), cancel);
        Map<String, Object> first = walk.firstState();
        Map<FieldPath, Report> reports = new LinkedHashMap<>();
        trails.forEach((path, trail) -> {
            Collections.reverse(trail.changes);
            Object firstValue = first == null ? FieldPath.ABSENT : path.lookup(first);
            Object current = trail.changes.isEmpty() && first != null ? firstValue : trail.last;
            reports.put(path, new Report(path, List.copyOf(trail.changes), firstValue, walk.firstCycle(), current,
                    walk.unreadable(), journal.damagedLines()));
        });
        return reports;
    }

    /** One field's changes so far in a walk, oldest first, and its value in the last state walked. */
    private static final class Trail {
        final List<FieldChangeRecord> changes = new ArrayList<>();
        Object last = FieldPath.ABSENT;
    }

    private static FieldChangeRecord attribute(Transition t, FieldPath path, Object before, Object after,
                                               JournalAttribution journal, AgentDetail details) {
        String section = path.section();
        JournalEntry entry = journal.explain(t, section, t.to().containsKey(section) ? t.to().get(section) : FieldPath.ABSENT);
        Attribution by;
        String detail;
        if (entry != null) {
            by = Attribution.INSPECTOR;
            detail = JournalAttribution.describe(entry);
        } else if (t.kind() == Transition.Kind.WITHIN_CYCLE) {
            by = Attribution.AGENT;
            detail = details.find(t.cycle(), section, t.from(), t.to());
        } else {
            by = Attribution.OUTSIDE;
            detail = t.kind() == Transition.Kind.UNCOMMITTED
                    ? "active.yaml differs from the newest cycle's end; no cycle has read it yet"
                    : "continuity break: differs from the previous cycle's end";
        }
        if (t.gap() != null) {
            detail = detail == null ? t.gap() : detail + " (" + t.gap() + ")";
        }
        return new FieldChangeRecord(t.cycle(), by, before, after, detail);
    }

    static boolean same(Object a, Object b) {
        if (a == FieldPath.ABSENT || b == FieldPath.ABSENT) {
            return a == b;
        }
        // 1 and 1L load from the same YAML in different places; a string never needs the fingerprint
        return Objects.equals(a, b) || !(a instanceof String) && !(b instanceof String)
                && Hashes.fingerprint(a).equals(Hashes.fingerprint(b));
    }
}
