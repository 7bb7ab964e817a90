package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/**
 * How often each top-level section changed across a run, counted apart by who changed it, and which
 * sections flip back and forth. A <em>flip</em> is a change to a value the section already held earlier in
 * the run (A → B → A, or A → B → C → A; "absent" counts as a value). {@code last_updated}, which the agent
 * stamps on every write, is left out.
 */
public final class Churn {
    static final String LAST_UPDATED = "last_updated";
    /** How many flip cycles each section keeps (the newest). */
    static final int FLIP_CYCLES_KEPT = 20;

    /**
     * One section's numbers.
     *
     * @param flipCycles  the newest cycles of its flips, newest first (at most {@link #FLIP_CYCLES_KEPT}; a
     *                    flip in active.yaml is not in the list but is counted)
     * @param lastChanged the cycle of its newest change; null when that is active.yaml or it never changed
     * @param uncommitted active.yaml changed it since the newest cycle
     */
    public record SectionChurn(String section, int agent, int inspector, int outside, int flips,
                               List<CycleId> flipCycles, CycleId lastChanged, boolean uncommitted) {
        public int total() {
            return agent + inspector + outside;
        }

        public boolean flipsBackAndForth() {
            return flips > 0;
        }
    }

    /** Sections sorted by total changes, most first (then by name). */
    public record Report(int cycles, List<SectionChurn> sections, List<String> unreadable, int damagedJournalLines) {
    }

    private static final class Counter {
        final String section;
        int agent;
        int inspector;
        int outside;
        int flips;
        final List<CycleId> flipCycles = new ArrayList<>();
        CycleId lastChanged;
        boolean uncommitted;
        String currentFingerprint;
        final Set<String> seen = new HashSet<>();

        Counter(String section) {
            this.section = section;
        }

        SectionChurn result() {
            List<CycleId> newestFirst = new ArrayList<>(flipCycles);
            java.util.Collections.reverse(newestFirst);
            return new SectionChurn(section, agent, inspector, outside, flips, List.copyOf(newestFirst), lastChanged,
                    uncommitted);
        }
    }

    private Churn() {
    }

    public static Report of(Scratchpad pad, JournalAttribution journal, Cancellation cancel) {
        Map<String, Counter> counters = new HashMap<>();
        RunWalk walk = new RunWalk(pad);
        walk.walk(t -> {
            Set<String> keys = new LinkedHashSet<>(t.from().keySet());
            keys.addAll(t.to().keySet());
            for (String key : keys) {
                if (key.equals(LAST_UPDATED)) {
                    continue;
                }
                Object before = t.from().containsKey(key) ? t.from().get(key) : FieldPath.ABSENT;
                Object after = t.to().containsKey(key) ? t.to().get(key) : FieldPath.ABSENT;
                if (!Blame.same(before, after)) {
                    count(counters.computeIfAbsent(key, Counter::new), t, before, after, journal);
                }
            }
        }, cancel);
        if (walk.firstState() != null) {
            walk.firstState().keySet().stream().filter(k -> !k.equals(LAST_UPDATED))
                    .forEach(k -> counters.computeIfAbsent(k, Counter::new));
        }
        List<SectionChurn> sections = counters.values().stream().map(Counter::result)
                .sorted(Comparator.comparingInt(SectionChurn::total).reversed().thenComparing(SectionChurn::section))
                .toList();
        return new Report(pad.index().size(), sections, walk.unreadable(), journal.damagedLines());
    }

    private static void count(Counter c, Transition t, Object before, Object after, JournalAttribution journal) {
        JournalEntry entry = journal.explain(t, c.section, after);
        if (entry != null) {
            c.inspector++;
        } else if (t.kind() == Transition.Kind.WITHIN_CYCLE) {
            c.agent++;
        } else {
            c.outside++;
        }
        c.lastChanged = t.cycle();
        c.uncommitted = t.kind() == Transition.Kind.UNCOMMITTED;
        if (c.currentFingerprint == null) {
            c.currentFingerprint = fingerprint(before);
            c.seen.add(c.currentFingerprint);
        }
        String next = fingerprint(after);
        if (c.seen.contains(next)) {
            c.flips++;
            if (t.cycle() != null) {
                c.flipCycles.add(t.cycle());
                if (c.flipCycles.size() > FLIP_CYCLES_KEPT) {
                    c.flipCycles.remove(0);
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
