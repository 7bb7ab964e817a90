package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "diff", description = {
        "Compare states: the field summary, then a unified diff of the decoded renderings.",
        "diff DIR ID compares the unit's first state with its last; diff DIR A B compares any two states",
        "of the run: ID (its last), ID:STATE (ID:before, run#3:after), or the memory now (active).",
        "Exit code: 0 same, 1 different, 2 trouble (as GNU diff).",
        "A state the unit never wrote (a running or interrupted cycle's after, an orphan after's before) is said so",
        "in one line, exit code 1."})
final class DiffCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1..2", arity = "1..2", paramLabel = "STATE", description = "ID, or two of ID, ID:STATE and the memory now (active).")
    List<String> refs;

    @Option(names = "--raw", description = "Diff the bytes on disk instead of the decoded renderings.")
    boolean raw;

    @Option(names = {"-U", "--context"}, description = "Lines of context (default ${DEFAULT-VALUE}).", defaultValue = "3")
    int context;

    @Mixin
    AtOption at;

    @Override
    public Integer call() {
        MemorySource source = dir.source(at.options());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (refs.size() == 1) {
            UnitDetail detail = UnitStates.detail(source, refs.get(0));
            if (detail.states().size() < 2) {
                err.println(Untrusted.line(refs.get(0)) + " has " + detail.states().size() + " state(s): nothing to compare");
                return Cli.TROUBLE;
            }
            UnitState a = detail.states().get(0);
            UnitState b = detail.states().get(detail.states().size() - 1);
            String typed = refs.get(0);
            return UnitStates.diff(new UnitStates.Named(UnitStates.label(source, typed, a.name()), a),
                    new UnitStates.Named(UnitStates.label(source, typed, b.name()), b), detail.changes(), raw, context,
                    out, err);
        }
        return UnitStates.diff(UnitStates.named(source, refs.get(0)), UnitStates.named(source, refs.get(1)),
                List.of(), raw, context, out, err);
    }

    static List<String> lines(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        String trimmed = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return List.of(trimmed.split("\n", -1));
    }
}
