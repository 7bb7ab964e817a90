package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "restore", description = {
        "Make a past state the memory again: unit ID's first state (default: the state it started from) or its",
        "last (--after), or any ID:STATE, byte for byte where the state is a file the agent wrote, through the",
        "safe write of edit (refused while a unit is being written, atomic, the replaced version kept for undo)",
        "and journaled as restore ID:STATE. undo DIR puts the previous memory back.",
        "A Markdown memory: restore DIR VERSION makes every memory file what VERSION left (files added",
        "since are removed); --file FILE restores one file. The replaced files are kept (recorded, or on",
        "the recording's refs/inspector/kept when the history is the agent's git) and journaled.",
        "Exit code 0 when written (or already so), 1 when refused (nothing is written), 2 on trouble."})
final class RestoreCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The unit whose state to restore, or ID:STATE.")
    String id;

    @ArgGroup(exclusive = true)
    Which which;

    static final class Which {
        @Option(names = "--before", description = "Restore the state the unit started from (default).")
        boolean before;
        @Option(names = "--after", description = "Restore the state the unit ended with.")
        boolean after;
    }

    @Option(names = "--file", paramLabel = "FILE", description = "A Markdown memory: restore only FILE (its content after"
            + " version ID, or before it with --before); without it the whole memory becomes what ID left.")
    String file;

    @Override
    public Integer call() throws IOException {
        MemorySource other = dir.filesMemory(SourceOptions.NOW);
        if (other != null) {
            return FacetVerbs.restore(other, id, file, which != null && which.before, spec.commandLine().getOut(),
                    spec.commandLine().getErr());
        }
        MemorySource source = dir.source(SourceOptions.NOW);
        TimeTravel travel = DirArgument.need(source, TimeTravel.class);
        Editing editing = DirArgument.need(source, Editing.class);
        History history = DirArgument.need(source, History.class);
        HistoryPoint point = point(history);
        PrintWriter out = spec.commandLine().getOut();
        EditPreview preview;
        try {
            preview = travel.restore(point);
        } catch (IllegalArgumentException refused) {
            return refuse(refused.getMessage());
        }
        if (preview.changesNothing()) {
            out.println("unchanged: " + preview.target() + " already holds " + point.label());
            return 0;
        }
        try {
            RefusalText.written(out, spec.commandLine().getErr(), editing.apply(preview),
                    " (undo " + dir.path() + " puts it back)");
        } catch (IllegalStateException refused) {
            return refuse(refused.getMessage());
        }
        return 0;
    }

    /** ID:STATE as typed, else the unit's first state (its last with --after). */
    private HistoryPoint point(History history) {
        if (id.contains(":") && which == null) {
            return history.point(id, Cancellation.NONE);
        }
        boolean after = which != null && which.after;
        HistoryPoint last = history.point(id, Cancellation.NONE);
        if (after) {
            return last;
        }
        HistoryPoint first = null;
        for (HistoryPoint p : history.points(Cancellation.NONE)) {
            if (last.unit() != null && last.unit().equals(p.unit())) {
                first = p;
                break;
            }
        }
        return first == null ? last : first;
    }

    private int refuse(String reason) {
        return RefusalText.refuse(spec.commandLine().getErr(), reason);
    }
}
