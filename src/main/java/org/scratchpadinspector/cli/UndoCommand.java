package org.scratchpadinspector.cli;

import java.io.IOException;
import java.time.Clock;
import java.util.concurrent.Callable;
import org.scratchpadinspector.engine.edit.Undo;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "undo", description = {
        "Undo the newest edit not yet undone: put back the version of the file saved before it, byte for byte.",
        "Refused while a unit is being written (unless --agent-stopped), and when the file changed since that edit",
        "(unless --force).",
        "Exit code 0 when undone, 1 when refused (nothing is written), 2 on trouble."})
final class UndoCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--force", description = "Undo even though the file changed since the edit (the change goes to the history).")
    boolean force;

    @Option(names = "--agent-stopped", description = "You know the agent is stopped: undo even though a unit looks"
            + " running (the journal line says agent_stopped).")
    boolean agentStopped;

    @Mixin
    StaleAfterOption stale;

    @Override
    public Integer call() throws IOException {
        MemorySource source = dir.source(stale.with(SourceOptions.NOW));
        try {
            RefusalText.written(spec.commandLine().getOut(), spec.commandLine().getErr(),
                    Undo.undo(source, force, agentStopped, Clock.systemUTC()), "");
            return 0;
        } catch (IllegalStateException refused) {
            return RefusalText.refuse(spec.commandLine().getErr(), refused.getMessage());
        }
    }
}
