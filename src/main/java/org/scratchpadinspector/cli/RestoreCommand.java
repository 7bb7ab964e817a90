package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import org.scratchpadinspector.formats.yamlcycles.EditOutcome;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.SnapshotRestorer;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "restore", description = {
        "Make a past snapshot active again: cycle ID's _before (default) or _after becomes active.yaml,",
        "byte for byte as the agent wrote it, through the safe write of edit (refused while a cycle runs,",
        "atomic, the replaced version kept for undo) and journaled as \"restore ID:before\".",
        "undo DIR puts the previous active.yaml back.",
        "Exit code 0 when written (or already so), 1 when refused (nothing is written), 2 on trouble."})
final class RestoreCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The cycle whose snapshot to restore.")
    String id;

    @ArgGroup(exclusive = true)
    Which which;

    static final class Which {
        @Option(names = "--before", description = "Restore the state the cycle started from (default).")
        boolean before;
        @Option(names = "--after", description = "Restore the state the cycle ended with.")
        boolean after;
    }

    @Override
    public Integer call() throws IOException {
        CycleId cycle = SnapshotRef.parseId(id, false);
        Side side = which != null && which.after ? Side.AFTER : Side.BEFORE;
        MemoryEditor editor = MemoryEditor.open(dir.dir);
        PrintWriter out = spec.commandLine().getOut();
        if (editor.location().hasScratchpad()) {
            Path active = editor.location().active();
            Path source = editor.location().snapshot(cycle, side);
            if (Files.isRegularFile(active) && Files.isRegularFile(source)
                    && Arrays.equals(Files.readAllBytes(active), Files.readAllBytes(source))) {
                out.println("unchanged: " + editor.location().active() + " already holds " + source.getFileName());
                return 0;
            }
        }
        EditOutcome outcome = new SnapshotRestorer(editor).restore(cycle, side);
        if (outcome instanceof EditOutcome.Applied applied) {
            out.println("restored " + applied.file() + " from " + editor.location().snapshot(cycle, side).getFileName()
                    + " (" + applied.operation() + ")");
            out.println("hash " + applied.hashBefore() + " -> " + applied.hashAfter());
            out.println("previous version: " + applied.historyEntry() + " (undo " + dir.dir + " puts it back)");
            return 0;
        }
        spec.commandLine().getErr().println("refused: " + outcome.message());
        spec.commandLine().getErr().println("nothing was written");
        return 1;
    }
}
