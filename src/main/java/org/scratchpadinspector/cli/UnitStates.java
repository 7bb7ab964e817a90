package org.scratchpadinspector.cli;

import org.scratchpadinspector.format.Untrusted;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/** Finding the states {@code show} and {@code diff} name, in any format, and printing them. */
final class UnitStates {
    private UnitStates() {
    }

    /** A state and what to call it in a diff's header. */
    record Named(String label, UnitState state) {
    }

    static UnitDetail detail(MemorySource source, String typed) {
        UnitId id = source.find(typed).orElseThrow(() -> new IllegalArgumentException(
                "no unit " + typed + " in " + source.directory() + " (" + source.format() + "); `ls` lists them"));
        return source.detail(id, Cancellation.NONE).orElseThrow(() -> new IllegalArgumentException(
                "unit " + typed + " disappeared while it was read"));
    }

    /** The memory as it is now, outside any unit: the history's newest point of no unit. */
    static Named now(MemorySource source) {
        History history = DirArgument.need(source, History.class);
        List<HistoryPoint> points = history.points(Cancellation.NONE);
        for (int i = points.size() - 1; i >= 0; i--) {
            if (points.get(i).unit() == null) {
                return new Named(points.get(i).label(), history.load(points.get(i), Cancellation.NONE));
            }
        }
        throw new IllegalArgumentException(source.directory() + " (" + source.format()
                + ") holds no memory outside its units: name a unit");
    }

    /** A state a reference names: a point of the history ({@code ID:STATE}, the memory now), else a unit's state. */
    static Named named(MemorySource source, String ref) {
        Optional<History> history = source.facet(History.class);
        if (history.isPresent()) {
            HistoryPoint point = history.get().point(ref, Cancellation.NONE);
            return new Named(point.label(), history.get().load(point, Cancellation.NONE));
        }
        UnitDetail detail = detail(source, ref);
        UnitState last = detail.states().get(detail.states().size() - 1);
        return new Named(ref + ":" + last.name(), last);
    }

    /** What a diff header calls a unit's state: its point's label in the history, else ID:STATE. */
    static String label(MemorySource source, String typed, String state) {
        try {
            return source.facet(History.class).map(h -> h.point(typed + ":" + state, Cancellation.NONE).label())
                    .orElse(typed + ":" + state);
        } catch (IllegalArgumentException notAPoint) {
            return typed + ":" + state;
        }
    }

    /** Prints a state (raw bytes when asked), its notices as warnings; exit 2 when it cannot be read. */
    static int print(UnitState state, boolean raw, PrintWriter out, PrintWriter err) {
        if (state.absent()) {
            err.println(Untrusted.line(state.problems().get(0)));
            return Cli.TROUBLE;
        }
        if (raw && (state.raw() != null || state.readable())) {
            out.print(state.raw() != null ? new String(state.raw(), StandardCharsets.UTF_8) : state.text());
            return 0;
        }
        state.notices().forEach(notice -> err.println("warning: " + Untrusted.line(notice)));
        if (!state.readable()) {
            state.problems().forEach(problem -> err.println("error: " + Untrusted.line(problem)));
            return Cli.TROUBLE;
        }
        out.print(state.text());
        if (!state.text().isEmpty() && !state.text().endsWith("\n")) {
            out.println();
        }
        return 0;
    }

    /** The changes between two states (field by field where both are trees), then a unified diff of their texts. */
    static int diff(Named a, Named b, List<String> unitChanges, boolean raw, int context, PrintWriter out,
                    PrintWriter err) {
        if (a.state().absent() || b.state().absent()) {
            // a state the unit never wrote is no trouble reading: the two differ by what the unit left undone
            for (Named s : List.of(a, b)) {
                if (s.state().absent()) {
                    out.println(Untrusted.line(s.state().problems().get(0)) + ": nothing to compare it with");
                }
            }
            return 1;
        }
        for (Named s : List.of(a, b)) {
            s.state().notices().forEach(notice -> err.println("warning: " + Untrusted.line(notice)));
            s.state().problems().forEach(problem -> err.println("error: " + Untrusted.line(problem)));
        }
        boolean tooSlow = a.state().value() == null && a.state().raw() != null && a.state().readable() && !a.state().notices().isEmpty()
                || b.state().value() == null && b.state().raw() != null && b.state().readable() && !b.state().notices().isEmpty();
        if (!raw && tooSlow) {
            err.println("warning: a state is too slow to parse: comparing the bytes on disk (as --raw)");
            raw = true;
        }
        if (!raw && (!a.state().readable() || !b.state().readable())) {
            return Cli.TROUBLE;
        }
        boolean changed = false;
        if (!raw) {
            if (a.state().value() instanceof Map<?, ?> x && b.state().value() instanceof Map<?, ?> y) {
                List<FieldChange> changes = StateDiff.compare(x, y);
                out.println(changes.isEmpty() ? "No field changed." : "Fields changed:");
                changes.forEach(c -> out.println("  " + Untrusted.line(c.describe())));
                changed = !changes.isEmpty();
            } else {
                out.println(unitChanges.isEmpty() ? "Nothing changed." : "Changes:");
                unitChanges.forEach(c -> out.println("  " + Untrusted.line(String.valueOf(c))));
                changed = !unitChanges.isEmpty();
            }
            out.println();
        }
        List<String> linesA = DiffCommand.lines(raw ? rawText(a.state()) : a.state().text());
        List<String> linesB = DiffCommand.lines(raw ? rawText(b.state()) : b.state().text());
        LineDiffResult result = LineDiff.diff(linesA, linesB, Cancellation.NONE);
        out.print(UnifiedDiff.format(result, linesA, linesB, Untrusted.line(a.label()), Untrusted.line(b.label()), context));
        return result.isIdentical() && !changed ? 0 : 1;
    }

    private static String rawText(UnitState state) {
        return state.raw() != null ? new String(state.raw(), StandardCharsets.UTF_8) : state.text();
    }
}
