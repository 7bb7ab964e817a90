package org.scratchpadinspector.cli;

import java.util.concurrent.Callable;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;
import picocli.CommandLine.ArgGroup;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "show", description = "Print one snapshot, decoded (real Unicode, multi-line strings as blocks) or raw.")
final class ShowCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", arity = "0..1", paramLabel = "ID", description = "The cycle id (YYYYMMDD_HHMMSS), or another format's unit id as `ls` prints it; not needed with --active.")
    String id;

    @ArgGroup(exclusive = true)
    Which which = new Which();

    static final class Which {
        @Option(names = "--before", description = "The state read at the start of the cycle.")
        boolean before;
        @Option(names = "--after", description = "The state left at the end of the cycle (default).")
        boolean after;
        @Option(names = "--active", description = "active.yaml, the agent's live memory.")
        boolean active;
    }

    @Option(names = "--raw", description = "The bytes on disk, as PyYAML wrote them.")
    boolean raw;

    @Option(names = "--state", paramLabel = "NAME", description = "Another format's unit: the state to print (default: its last; `--before` is its first).")
    String state;

    @Option(names = "--timeline", description = "Another format's unit: print its timeline after the state.")
    boolean timeline;

    @Mixin
    AtOption at;

    @Override
    public Integer call() {
        MemorySource other = dir.otherFormat(at.options());
        if (other != null) {
            if (id == null) {
                throw new IllegalArgumentException("give a unit ID (`ls` lists them)");
            }
            String name = state;
            if (name == null && which.before) {
                name = UnitStates.detail(other, id).unit().states().stream().findFirst().orElse(null);
            }
            return UnitStates.show(other, id, name, timeline, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        SnapshotRef ref;
        if (which.active) {
            ref = SnapshotRef.parse("active");
        } else if (id == null) {
            throw new IllegalArgumentException("give a cycle ID, or --active");
        } else {
            ref = new SnapshotRef(SnapshotRef.parseId(id, false), which.before ? Side.BEFORE : Side.AFTER);
        }
        Scratchpad pad = dir.open();
        String never = ref.absence(pad);
        if (never != null) {
            spec.commandLine().getErr().println(never);
            return Cli.TROUBLE;
        }
        Snapshot snapshot = ref.read(pad);
        var out = spec.commandLine().getOut();
        if (raw && snapshot.text() != null) {
            out.print(snapshot.text());
            return 0;
        }
        if (!snapshot.isReadable() && snapshot.isTooSlowToParse() && snapshot.text() != null) {
            spec.commandLine().getErr().println("warning: " + Untrusted.line(snapshot.path() + ": " + snapshot.problem())
                    + "; shown raw");
            out.print(snapshot.text());
            return 0;
        }
        if (!snapshot.isReadable()) {
            spec.commandLine().getErr().println(Untrusted.line(snapshot.path() + ": " + snapshot.problem()));
            return Cli.TROUBLE;
        }
        if (snapshot.stale()) {
            spec.commandLine().getErr().println("warning: " + Untrusted.line(snapshot.path() + ": " + snapshot.problem()));
        }
        out.print(DecodedRenderer.render(snapshot.state()));
        return 0;
    }
}
