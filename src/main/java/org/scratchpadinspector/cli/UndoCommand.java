package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.core.edit.EditOutcome;
import org.scratchpadinspector.core.edit.MemoryEditor;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "undo", description = {
        "Undo the newest edit not yet undone: put back the version of active.yaml saved before it.",
        "Refused while a cycle runs, and when active.yaml changed since that edit (unless --force).",
        "Exit code 0 when undone, 1 when refused (nothing is written), 2 on trouble."})
final class UndoCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--force", description = "Undo even though active.yaml changed since the edit (the change goes to the history).")
    boolean force;

    @Override
    public Integer call() throws IOException {
        MemoryEditor editor = MemoryEditor.open(dir.dir);
        EditOutcome outcome = editor.undo(force);
        if (outcome instanceof EditOutcome.Applied applied) {
            PrintWriter out = spec.commandLine().getOut();
            out.println(applied.operation() + ": " + applied.file());
            out.println("hash " + applied.hashBefore() + " -> " + applied.hashAfter());
            out.println("replaced version kept: " + applied.historyEntry());
            return 0;
        }
        spec.commandLine().getErr().println("refused: " + outcome.message());
        spec.commandLine().getErr().println("nothing was written");
        return 1;
    }
}
