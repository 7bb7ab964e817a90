package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.formats.yamlcycles.EditOutcome;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "undo", description = {
        "Undo the newest edit not yet undone: put back the version of active.yaml saved before it.",
        "Refused while a cycle runs (unless --agent-stopped), and when active.yaml changed since that edit (unless --force).",
        "Exit code 0 when undone, 1 when refused (nothing is written), 2 on trouble."})
final class UndoCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--force", description = "Undo even though active.yaml changed since the edit (the change goes to the history).")
    boolean force;

    @Option(names = "--agent-stopped", description = "You know the agent is stopped: undo even though the newest"
            + " cycle looks running (the journal line says agent_stopped).")
    boolean agentStopped;

    @Mixin
    StaleAfterOption stale;

    @Override
    public Integer call() throws IOException {
        MemoryEditor editor = MemoryEditor.open(dir.dir, stale.liveness());
        EditOutcome outcome = editor.undo(force, agentStopped);
        if (outcome instanceof EditOutcome.Applied applied) {
            PrintWriter out = spec.commandLine().getOut();
            out.println(applied.operation() + ": " + applied.file());
            out.println("hash " + applied.hashBefore() + " -> " + applied.hashAfter());
            out.println("replaced version kept: " + applied.historyEntry());
            return 0;
        }
        spec.commandLine().getErr().println("refused: " + outcome.message()
                + (outcome instanceof EditOutcome.CycleRunning ? StaleAfterOption.whyRunning(editor)
                        + "; if the agent is stopped, add --agent-stopped" : ""));
        spec.commandLine().getErr().println("nothing was written");
        return 1;
    }
}
