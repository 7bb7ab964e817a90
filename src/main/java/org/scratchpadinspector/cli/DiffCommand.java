package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.engine.diff.UnifiedDiff;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import org.scratchpadinspector.formats.yamlcycles.Side;

@Command(name = "diff", description = {
        "Compare snapshots: the field summary, then a unified diff of the decoded renderings.",
        "diff DIR ID compares the cycle's before with its after; diff DIR A B compares any two of",
        "active, ID:before, ID:after. Exit code: 0 same, 1 different, 2 trouble (as GNU diff).",
        "A cycle that never wrote one of them (running, interrupted before writing _after, an orphan _after) is",
        "said so in one line, exit code 1."})
final class DiffCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1..2", arity = "1..2", paramLabel = "SNAPSHOT", description = "ID, or two of active, ID:before, ID:after.")
    List<String> refs;

    @Option(names = "--raw", description = "Diff the bytes on disk instead of the decoded renderings.")
    boolean raw;

    @Option(names = {"-U", "--context"}, description = "Lines of context (default ${DEFAULT-VALUE}).", defaultValue = "3")
    int context;

    @Mixin
    StaleAfterOption stale;

    @Mixin
    AtOption at;

    @Override
    public Integer call() {
        MemorySource other = dir.otherFormat(at.options());
        if (other != null) {
            if (refs.size() != 1) {
                throw new IllegalArgumentException("diff DIR ID compares a unit's first and last states; give one unit id");
            }
            return UnitStates.diff(other, refs.get(0), context, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        SnapshotRef left;
        SnapshotRef right;
        if (refs.size() == 1) {
            SnapshotRef cycle = SnapshotRef.parse(refs.get(0));
            if (cycle.id() == null) {
                throw new IllegalArgumentException("diff DIR ID needs a cycle id; to compare with active use diff DIR ID:after active");
            }
            left = new SnapshotRef(cycle.id(), Side.BEFORE);
            right = new SnapshotRef(cycle.id(), Side.AFTER);
        } else {
            left = SnapshotRef.parse(refs.get(0));
            right = SnapshotRef.parse(refs.get(1));
        }
        Scratchpad pad = dir.open();
        pad.liveness().setStaleAfter(stale.staleAfter);
        List<String> never = java.util.stream.Stream.of(left.absence(pad), right.absence(pad))
                .filter(java.util.Objects::nonNull).toList();
        if (!never.isEmpty()) {
            // a snapshot the cycle never wrote is no trouble reading: the two states differ by what the cycle left
            never.forEach(line -> spec.commandLine().getOut().println(line + ": nothing to compare it with"));
            return 1;
        }
        Snapshot a = left.read(pad);
        Snapshot b = right.read(pad);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (Snapshot s : List.of(a, b)) {
            if (s.hasProblem()) {
                err.println((s.isReadable() || s.isTooSlowToParse() ? "warning: " : "error: ")
                        + Untrusted.line(s.path() + ": " + s.problem()));
            }
        }
        boolean tooSlow = a.isTooSlowToParse() && !a.isReadable() || b.isTooSlowToParse() && !b.isReadable();
        if (!raw && tooSlow && a.text() != null && b.text() != null) {
            err.println("warning: a snapshot is too slow to parse: comparing the bytes on disk (as --raw)");
            raw = true;
        }
        if (!raw && (!a.isReadable() || !b.isReadable())) {
            return Cli.TROUBLE;
        }
        if (!raw) {
            List<FieldChange> changes = StateDiff.compare(a.state(), b.state());
            out.println(changes.isEmpty() ? "No field changed." : "Fields changed:");
            changes.forEach(c -> out.println("  " + Untrusted.line(c.describe())));
            out.println();
        }
        String textA = raw ? nullToEmpty(a.text()) : DecodedRenderer.render(a.state());
        String textB = raw ? nullToEmpty(b.text()) : DecodedRenderer.render(b.state());
        List<String> linesA = lines(textA);
        List<String> linesB = lines(textB);
        LineDiffResult result = LineDiff.diff(linesA, linesB, Cancellation.NONE);
        String suffix = raw ? "" : " (decoded)";
        out.print(UnifiedDiff.format(result, linesA, linesB, left.label() + suffix, right.label() + suffix, context));
        return result.isIdentical() ? 0 : 1;
    }

    static List<String> lines(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        String trimmed = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return List.of(trimmed.split("\n", -1));
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
