package org.scratchpadinspector.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "fork", description = {
        "Fork a run at unit ID: DEST becomes a new run laid out like DIR's, whose history is the units before",
        "ID and whose memory is the state ID started from (seed 000: an agent root whose active.yaml is ID's",
        "_before, byte for byte, its snapshots hard-linked where possible, the rest of the agent root (code,",
        "config and data; not .git/, __pycache__/, .inspector/ or .agent/) copied, never linked, so that DEST",
        "runs with DIR's command). DIR is only read.",
        "DEST/.inspector/fork.json records the source, the unit and the time. Edit DEST, step it, then",
        "compare DIR DEST.",
        "A Markdown memory: DEST gets the files as they were just before version ID, and a recorded",
        "history (in the inspector's data folder) of the versions before it.",
        "Exit code 0 when made, 1 when refused (DEST not empty or inside DIR, no such unit), 2 on trouble."})
final class ForkCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The unit to fork at: the state it started from becomes DEST's memory.")
    String id;

    @Option(names = "--into", required = true, paramLabel = "DEST", description = "A new or empty directory, outside DIR.")
    Path into;

    @Option(names = "--no-code", description = "Copy only the memory (seed 000: the scratchpad, the logs and config/'s files), not the rest of the agent root.")
    boolean noCode;

    @Override
    public Integer call() throws IOException {
        MemorySource other = dir.filesMemory(SourceOptions.NOW);
        if (other != null) {
            return FacetVerbs.fork(other, id, into, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        MemorySource source = dir.source(SourceOptions.NOW);
        TimeTravel travel = DirArgument.need(source, TimeTravel.class);
        UnitId unit = source.find(id).orElse(UnitId.of(id));
        try {
            spec.commandLine().getOut().println(travel.fork(unit, into, noCode));
            return 0;
        } catch (IllegalArgumentException refused) {
            spec.commandLine().getErr().println("refused: " + refused.getMessage());
            spec.commandLine().getErr().println("nothing was created");
            return 1;
        }
    }
}
