package org.scratchpadinspector.engine.timetravel;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitState;

/**
 * Two folders of the same format compared unit by unit through the neutral model: units paired by
 * {@link UnitPairing}, and per pair both statuses, both units' changes and a line diff of their last states.
 * Both folders are judged at one instant, so a time-dependent status (an expiry countdown) cannot differ only
 * because one folder was read a moment later.
 */
public final class UnitRunComparison {
    /** The last state of one side: its name, its lines, or why it cannot be read. */
    public record LastState(String name, List<String> lines, List<String> problems) {
        public boolean readable() {
            return problems.isEmpty();
        }
    }

    /**
     * One pair. {@code changedLines} counts per edit of the last states' line diff the larger of its removed and
     * added lines (a line rewritten counts once); null when a side is missing or its last state is unreadable.
     * {@code tools} aligns both units' tool calls (their timelines' {@link UnitEvent#CALL} events).
     */
    public record Pair(Unit a, Unit b, List<String> changesA, List<String> changesB, LastState lastA,
                       LastState lastB, Integer changedLines, String unifiedDiff, List<ToolAlignment.Row> tools) {
        /**
         * Same status and the same last state. Two last states that cannot be read agree only when they fail for
         * the same reason (a copy of a folder with a broken file is not a difference).
         */
        public boolean agrees() {
            if (a == null || b == null || !a.status().key().equals(b.status().key())) {
                return false;
            }
            if (changedLines != null) {
                return changedLines == 0;
            }
            return lastA != null && lastB != null && !lastA.readable() && lastA.problems().equals(lastB.problems());
        }
    }

    /**
     * The comparison, or a one-line refusal (folders of different formats, no known format, units that do not
     * pair).
     */
    public record Result(Path a, Path b, String format, List<String> how, List<Pair> pairs, String refusal) {
        public boolean refused() {
            return refusal != null;
        }

        public boolean agrees() {
            return !refused() && pairs.stream().allMatch(Pair::agrees);
        }
    }

    private UnitRunComparison() {
    }

    public static Result compare(FormatRegistry registry, Path a, Path b, Instant at, Cancellation cancellation)
            throws IOException {
        Detection first = registry.detect(a);
        Detection second = registry.detect(b);
        if (!first.found()) {
            return refusal(a, b, null, "cannot compare: A (" + a + "): " + first.message());
        }
        if (!second.found()) {
            return refusal(a, b, null, "cannot compare: B (" + b + "): " + second.message());
        }
        String format = first.provider().name();
        if (!format.equals(second.provider().name())) {
            return refusal(a, b, null, "cannot compare: A is " + describe(first) + ", B is " + describe(second)
                    + ": units of different formats do not pair");
        }
        SourceOptions options = new SourceOptions(at);
        MemorySource sourceA = first.provider().open(first.recognition(), options, cancellation);
        MemorySource sourceB = second.provider().open(second.recognition(), options, cancellation);
        UnitPairing.Result pairing = UnitPairing.pair(sourceA.units(cancellation, u -> { }),
                sourceB.units(cancellation, u -> { }));
        if (pairing.refused()) {
            return refusal(a, b, format, "cannot compare " + format + " unit by unit: " + pairing.refusal());
        }
        List<Pair> pairs = new ArrayList<>();
        for (UnitPairing.Match match : pairing.matches()) {
            cancellation.check();
            pairs.add(pair(match, sourceA, sourceB, cancellation));
        }
        return new Result(a, b, format, pairing.how(), pairs, null);
    }

    private static Pair pair(UnitPairing.Match match, MemorySource sourceA, MemorySource sourceB,
                             Cancellation cancellation) {
        UnitDetail detailA = detail(sourceA, match.a(), cancellation);
        UnitDetail detailB = detail(sourceB, match.b(), cancellation);
        LastState lastA = last(detailA);
        LastState lastB = last(detailB);
        Integer changed = null;
        String unified = "";
        if (lastA != null && lastB != null && lastA.readable() && lastB.readable()) {
            LineDiffResult diff = LineDiff.diff(lastA.lines(), lastB.lines(), cancellation);
            changed = diff.edits().stream().mapToInt(e -> Math.max(e.removedCount(), e.addedCount())).sum();
            unified = UnifiedDiff.format(diff, lastA.lines(), lastB.lines(),
                    "A " + match.a().id() + " " + lastA.name(), "B " + match.b().id() + " " + lastB.name(), 1);
        }
        return new Pair(match.a(), match.b(), changes(detailA), changes(detailB), lastA, lastB, changed, unified,
                ToolAlignment.align(calls(detailA), calls(detailB)));
    }

    /** A unit's tool calls in timeline order; a call whose event is a failure failed. */
    static List<ToolAlignment.ToolCall> calls(UnitDetail detail) {
        if (detail == null) {
            return List.of();
        }
        List<ToolAlignment.ToolCall> calls = new ArrayList<>();
        for (UnitEvent event : detail.timeline()) {
            if (event.tool() != null) {
                calls.add(new ToolAlignment.ToolCall(event.tool(), event.args() == null ? "" : event.args(),
                        event.severity() == org.scratchpadinspector.model.Severity.FAILURE));
            }
        }
        return calls;
    }

    private static UnitDetail detail(MemorySource source, Unit unit, Cancellation cancellation) {
        return unit == null ? null : source.detail(unit.id(), cancellation).orElse(null);
    }

    private static List<String> changes(UnitDetail detail) {
        return detail == null ? List.of() : detail.changes();
    }

    private static LastState last(UnitDetail detail) {
        if (detail == null) {
            return null;
        }
        if (detail.states().isEmpty()) {
            return new LastState("(none)", List.of(), List.of("the unit has no state"));
        }
        UnitState state = detail.states().get(detail.states().size() - 1);
        return new LastState(state.name(), List.of(state.text().split("\\R", -1)), state.problems());
    }

    private static Result refusal(Path a, Path b, String format, String line) {
        return new Result(a, b, format, List.of(), List.of(), line);
    }

    private static String describe(Detection d) {
        String evidence = d.recognition().evidence();
        return d.provider().name() + (evidence == null || evidence.isBlank() ? "" : " (" + evidence + ")");
    }
}
