package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.Severity;

/** {@code show} and {@code diff} for a source in any format other than seed 000's. */
final class UnitStates {
    private UnitStates() {
    }

    static UnitDetail detail(MemorySource source, String typed) {
        UnitId id = source.find(typed).orElseThrow(() -> new IllegalArgumentException(
                "no unit " + Untrusted.line(typed) + " in " + Untrusted.line(source.directory().toString()) + " (" + source.format() + "); `ls` lists them"));
        return source.detail(id, Cancellation.NONE).orElseThrow(() -> new IllegalArgumentException(
                "unit " + Untrusted.line(typed) + " disappeared while it was read"));
    }

    /** Prints one state (the last one unless named), then its timeline when asked; exit 2 when unreadable. */
    static int show(MemorySource source, String typed, String stateName, boolean timeline, PrintWriter out,
                    PrintWriter err) {
        UnitDetail detail = detail(source, typed);
        if (detail.states().isEmpty()) {
            err.println(Untrusted.line(typed) + " has no states");
            return Cli.TROUBLE;
        }
        UnitState state = stateName == null ? detail.states().get(detail.states().size() - 1) : detail.state(stateName);
        if (state == null) {
            throw new IllegalArgumentException(Untrusted.line(typed) + " has no state '" + Untrusted.line(stateName)
                    + "'; its states: " + Untrusted.line(String.join(", ", detail.unit().states())));
        }
        state.problems().forEach(problem -> err.println("error: " + Untrusted.line(problem)));
        out.print(state.text());
        if (!state.text().isEmpty() && !state.text().endsWith("\n")) {
            out.println();
        }
        if (timeline) {
            out.println();
            out.println("Timeline:");
            detail.timeline().forEach(e -> out.println("  " + (e.time() == null ? "" : e.time() + "  ")
                    + (e.severity() == Severity.FAILURE ? "FAILED  " : "")
                    + Untrusted.line(e.title())));
        }
        return state.readable() ? 0 : Cli.TROUBLE;
    }

    /** The unit's changes in its format's terms, then a unified diff of its first and last states. */
    static int diff(MemorySource source, String typed, int context, PrintWriter out, PrintWriter err) {
        UnitDetail detail = detail(source, typed);
        if (detail.states().size() < 2) {
            err.println(Untrusted.line(typed) + " has " + detail.states().size() + " state(s): nothing to compare");
            return Cli.TROUBLE;
        }
        UnitState a = detail.states().get(0);
        UnitState b = detail.states().get(detail.states().size() - 1);
        for (UnitState s : List.of(a, b)) {
            s.problems().forEach(problem -> err.println("error: " + Untrusted.line(s.name()) + ": " + Untrusted.line(problem)));
        }
        if (!a.readable() || !b.readable()) {
            return Cli.TROUBLE;
        }
        out.println(detail.changes().isEmpty() ? "Nothing changed." : "Changes:");
        detail.changes().forEach(c -> out.println("  " + Untrusted.line(c)));
        out.println();
        List<String> linesA = DiffCommand.lines(a.text());
        List<String> linesB = DiffCommand.lines(b.text());
        LineDiffResult result = LineDiff.diff(linesA, linesB, Cancellation.NONE);
        out.print(UnifiedDiff.format(result, linesA, linesB, Untrusted.line(typed + ":" + a.name()),
                Untrusted.line(typed + ":" + b.name()), context));
        return result.isIdentical() && detail.changes().isEmpty() ? 0 : 1;
    }
}
