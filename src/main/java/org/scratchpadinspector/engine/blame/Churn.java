package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.history.HistoryWalk;
import org.scratchpadinspector.engine.history.Transition;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;

/**
 * How often each top-level section changed across a run, counted apart by who changed it, and which sections flip
 * back and forth. A <em>flip</em> is a change to a value the section already held earlier in the run (A → B → A,
 * or A → B → C → A; "absent" counts as a value). A section the agent stamps on every save (seed 000's
 * {@code last_updated}, {@link History#agentWritesBetweenUnits}) is left out.
 */
public final class Churn {
    /** How many flip units each section keeps (the newest). */
    static final int FLIP_UNITS_KEPT = 20;

    /**
     * One section's numbers.
     *
     * @param flipUnits   the newest units of its flips, newest first (at most {@link #FLIP_UNITS_KEPT}; a flip in
     *                    the memory now is not in the list but is counted)
     * @param lastChangedAt the point of its newest change; null when it never changed
     */
    public record SectionChurn(String section, int agent, int inspector, int outside, int flips,
                               List<UnitId> flipUnits, HistoryPoint lastChangedAt) {
        /** The unit of its newest change; null when that is the memory now or it never changed. */
        public UnitId lastChanged() {
            return lastChangedAt == null ? null : lastChangedAt.unit();
        }

        /** The memory now changed it since the newest unit. */
        public boolean uncommitted() {
            return lastChangedAt != null && lastChangedAt.origin() == HistoryPoint.Origin.PENDING;
        }

        public int total() {
            return agent + inspector + outside;
        }

        public boolean flipsBackAndForth() {
            return flips > 0;
        }
    }

    /** Sections sorted by total changes, most first (then by name). */
    public record Report(int units, List<SectionChurn> sections, List<String> unreadable, int damagedJournalLines) {
    }

    private static final class Counter {
        final String section;
        int agent;
        int inspector;
        int outside;
        int flips;
        final List<UnitId> flipUnits = new ArrayList<>();
        HistoryPoint lastChangedAt;
        String currentFingerprint;
        final Set<String> seen = new HashSet<>();

        Counter(String section) {
            this.section = section;
        }

        SectionChurn result() {
            List<UnitId> newestFirst = new ArrayList<>(flipUnits);
            java.util.Collections.reverse(newestFirst);
            return new SectionChurn(section, agent, inspector, outside, flips, List.copyOf(newestFirst), lastChangedAt);
        }
    }

    private Churn() {
    }

    public static Report of(History history, JournalAttribution journal, Cancellation cancel) {
        Map<String, Counter> counters = new HashMap<>();
        Map<String, Boolean> stamped = new HashMap<>();
        HistoryWalk walk = HistoryWalk.of(history, cancel);
        journal.attach(walk.points());
        walk.walk(t -> {
            Map<?, ?> from = t.before().value() instanceof Map<?, ?> m ? m : Map.of();
            Map<?, ?> to = t.after().value() instanceof Map<?, ?> m ? m : Map.of();
            Set<Object> keys = new LinkedHashSet<>(from.keySet());
            keys.addAll(to.keySet());
            for (Object k : keys) {
                String key = String.valueOf(k);
                if (stamped.computeIfAbsent(key, s -> history.agentWritesBetweenUnits(FieldPath.key(s)))) {
                    continue;
                }
                Object before = from.containsKey(k) ? from.get(k) : FieldPath.ABSENT;
                Object after = to.containsKey(k) ? to.get(k) : FieldPath.ABSENT;
                if (!Blame.same(before, after)) {
                    count(counters.computeIfAbsent(key, Counter::new), t, before, after, journal);
                }
            }
        }, cancel);
        if (walk.firstState() != null && walk.firstState().value() instanceof Map<?, ?> first) {
            first.keySet().stream().map(String::valueOf)
                    .filter(k -> !stamped.computeIfAbsent(k, s -> history.agentWritesBetweenUnits(FieldPath.key(s))))
                    .forEach(k -> counters.computeIfAbsent(k, Counter::new));
        }
        List<SectionChurn> sections = counters.values().stream().map(Counter::result)
                .sorted(Comparator.comparingInt(SectionChurn::total).reversed().thenComparing(SectionChurn::section))
                .toList();
        return new Report(units(walk.points()), sections, walk.unreadable(), journal.damagedLines());
    }

    /** How many units the points belong to. */
    static int units(List<HistoryPoint> points) {
        Set<UnitId> units = new HashSet<>();
        points.forEach(p -> {
            if (p.unit() != null) {
                units.add(p.unit());
            }
        });
        return units.size();
    }

    private static void count(Counter c, Transition t, Object before, Object after, JournalAttribution journal) {
        JournalEntry entry = journal.explain(t, c.section, after);
        if (entry != null) {
            c.inspector++;
        } else if (t.withinUnit()) {
            c.agent++;
        } else {
            c.outside++;
        }
        c.lastChangedAt = t.to();
        if (c.currentFingerprint == null) {
            c.currentFingerprint = fingerprint(before);
            c.seen.add(c.currentFingerprint);
        }
        String next = fingerprint(after);
        if (c.seen.contains(next)) {
            c.flips++;
            if (t.unit() != null) {
                c.flipUnits.add(t.unit());
                if (c.flipUnits.size() > FLIP_UNITS_KEPT) {
                    c.flipUnits.remove(0);
                }
            }
        }
        c.seen.add(next);
        c.currentFingerprint = next;
    }

    private static String fingerprint(Object value) {
        return value == FieldPath.ABSENT ? "absent" : Hashes.fingerprint(value);
    }
}
