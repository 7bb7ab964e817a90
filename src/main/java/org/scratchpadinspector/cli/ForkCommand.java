package org.scratchpadinspector.cli;

import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Forker;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "fork", description = {
        "Fork a run at cycle ID: DEST becomes a new agent root laid out like DIR's, whose history is the",
        "cycles before ID (snapshots hard-linked where possible, else copied; logs copied) and whose",
        "active.yaml is ID's _before, byte for byte. DIR is only read. DEST/.inspector/fork.json records",
        "the source, the cycle, the time and whether the history is linked. Edit DEST, step it, then",
        "compare DIR DEST.",
        "Exit code 0 when made, 1 when refused (DEST not empty or inside DIR, no such cycle, no _before), 2 on trouble."})
final class ForkCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The cycle to fork at: its _before becomes DEST's active.yaml.")
    String id;

    @Option(names = "--into", required = true, paramLabel = "DEST", description = "A new or empty directory, outside DIR.")
    Path into;

    @Override
    public Integer call() throws IOException {
        CycleId cycle = SnapshotRef.parseId(id, false);
        Forker.Fork fork;
        try {
            fork = new Forker(Clock.systemUTC()).fork(dir.dir, cycle, into);
        } catch (Forker.Refused refused) {
            spec.commandLine().getErr().println("refused: " + refused.getMessage());
            spec.commandLine().getErr().println("nothing was created");
            return 1;
        }
        print(spec.commandLine().getOut(), fork, ScratchpadLocation.agentRootOf(dir.dir));
        return 0;
    }

    static void print(PrintWriter out, Forker.Fork fork, Path source) {
        out.println(fork.root());
        out.println("forked at " + fork.cycle() + ": " + fork.historyCycles() + " earlier cycle"
                + (fork.historyCycles() == 1 ? "" : "s") + " (" + (fork.linked() ? "hard links" : "copies")
                + "), active.yaml = " + fork.cycle() + "_before.yaml");
        out.println("step it:    step " + fork.root() + " --command \"<the command that runs one cycle>\"");
        out.println("compare it: compare " + source + " " + fork.root());
    }
}
