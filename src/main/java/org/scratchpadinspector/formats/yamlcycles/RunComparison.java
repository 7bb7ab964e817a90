package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.timetravel.ToolAlignment;

import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import java.io.IOException;
import java.nio.file.Path;
import org.scratchpadinspector.engine.timetravel.RunPairs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/**
 * Two runs side by side, cycle by cycle from the fork point (read from either run's {@code .inspector/fork.json}),
 * or from the first cycle for two unrelated runs: per pair both statuses, both tool-call timelines aligned, and
 * the after-versus-after field changes ({@code last_updated} left out: it differs on every re-run).
 */
public record RunComparison(Path a, Path b, CycleId forkPoint, String forkNote, List<Pair> pairs) {

    /** One row of the comparison; a side is null when that run has no cycle there. */
    public record Pair(CycleAnalysis a, CycleAnalysis b, List<ToolAlignment.Row> tools, List<FieldChange> afterDiff) {
        public boolean agrees() {
            return a != null && b != null && a.summary().status() == b.summary().status() && afterDiff.isEmpty()
                    && tools.stream().allMatch(r -> r.match() == ToolAlignment.Match.SAME
                            && r.a().failed() == r.b().failed());
        }
    }

    public boolean agrees() {
        return pairs.stream().allMatch(Pair::agrees);
    }

    /**
     * The comparison in one sentence, counting pairs (a cycle on both sides) apart from the cycles of one run that
     * have no partner: "the runs differ in 1 of 1 pairs; 22 cycles of A have no partner".
     */
    public String summary() {
        if (pairs.isEmpty()) {
            return "neither run has a cycle from the fork point on";
        }
        return RunPairs.summary(pairs.stream().filter(p -> p.a() != null && p.b() != null).count(),
                pairs.stream().filter(p -> p.a() != null && p.b() != null && !p.agrees()).count(),
                pairs.stream().filter(p -> p.b() == null).count(), pairs.stream().filter(p -> p.a() == null).count(),
                "cycle");
    }

    public static RunComparison compare(Path a, Path b) throws IOException {
        Path rootA = ScratchpadLocation.agentRootOf(a);
        Path rootB = ScratchpadLocation.agentRootOf(b);
        CycleId fork = null;
        String note = "no fork.json relates them: compared from the first cycle";
        Optional<ForkRecord> ofB = ForkRecord.read(rootB);
        Optional<ForkRecord> ofA = ForkRecord.read(rootA);
        if (ofB.isPresent() && same(ofB.get().source(), rootA)) {
            fork = CycleId.parse(ofB.get().cycle());
            note = "B was forked from A at " + ofB.get().cycle();
        } else if (ofA.isPresent() && same(ofA.get().source(), rootB)) {
            fork = CycleId.parse(ofA.get().cycle());
            note = "A was forked from B at " + ofA.get().cycle();
        } else if (ofA.isPresent() && ofB.isPresent() && same(ofA.get().source(), ofB.get().source())
                && ofA.get().cycle().equals(ofB.get().cycle())) {
            fork = CycleId.parse(ofA.get().cycle());
            note = "both were forked from " + ofA.get().source() + " at " + ofA.get().cycle();
        }
        Scratchpad padA = Scratchpad.open(a);
        Scratchpad padB = Scratchpad.open(b);
        List<CycleAnalysis> fromA = from(padA, fork, padB);
        List<CycleAnalysis> fromB = from(padB, fork, padA);
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < Math.max(fromA.size(), fromB.size()); i++) {
            CycleAnalysis x = i < fromA.size() ? fromA.get(i) : null;
            CycleAnalysis y = i < fromB.size() ? fromB.get(i) : null;
            pairs.add(new Pair(x, y, ToolAlignment.align(calls(x), calls(y)), afterDiff(x, y)));
        }
        return new RunComparison(a, b, fork, note, pairs);
    }

    private static boolean same(Path x, Path y) {
        Path p = x.toAbsolutePath().normalize();
        Path q = y.toAbsolutePath().normalize();
        try {
            return p.equals(q) || p.toRealPath().equals(q.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The cycles of {@code pad} from the fork point on: a cycle before it is shared history when the other run
     * has it too; one the other run lacks (a re-run whose clock named it earlier than the fork point) is new.
     */
    private static List<CycleAnalysis> from(Scratchpad pad, CycleId fork, Scratchpad other) {
        List<CycleAnalysis> cycles = new ArrayList<>();
        for (int i = 0; i < pad.index().size(); i++) {
            CycleId id = pad.index().id(i);
            if (fork == null || id.compareTo(fork) >= 0 || other.index().indexOf(id) < 0) {
                cycles.add(pad.analyze(i));
            }
        }
        return cycles;
    }

    /** The cycle's tool-call timeline: calls, failed calls and unknown tools, in order. */
    static List<ToolAlignment.ToolCall> calls(CycleAnalysis cycle) {
        List<ToolAlignment.ToolCall> calls = new ArrayList<>();
        if (cycle == null) {
            return calls;
        }
        for (NoteEntry e : cycle.addedEntries()) {
            switch (e.kind()) {
                case TOOL -> calls.add(new ToolAlignment.ToolCall(e.tool(), e.args(), false));
                case TOOL_ERROR, UNKNOWN_TOOL -> calls.add(new ToolAlignment.ToolCall(e.tool(), e.args(), true));
                default -> {
                }
            }
        }
        return calls;
    }

    private static List<FieldChange> afterDiff(CycleAnalysis x, CycleAnalysis y) {
        Map<String, Object> a = x == null || x.after() == null ? null : x.after().state();
        Map<String, Object> b = y == null || y.after() == null ? null : y.after().state();
        if (a == null || b == null) {
            return List.of();
        }
        return StateDiff.compare(a, b).stream().filter(c -> !c.field().equals("last_updated")).toList();
    }
}
