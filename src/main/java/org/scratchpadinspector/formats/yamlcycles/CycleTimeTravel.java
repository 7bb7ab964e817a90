package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;

/**
 * Seed 000's time travel: restoring a snapshot writes its bytes as active.yaml through the edits' safe write
 * (journaled {@code restore ID:before}); forking makes a new agent root whose history is the cycles before one and
 * whose active.yaml is that cycle's {@code _before} ({@link Forker}).
 */
final class CycleTimeTravel implements TimeTravel {
    private final Scratchpad pad;
    private final CycleEditing editing;

    CycleTimeTravel(Scratchpad pad, CycleEditing editing) {
        this.pad = pad;
        this.editing = editing;
    }

    @Override
    public EditPreview restore(HistoryPoint point) throws IOException {
        if (point.unit() == null) {
            throw new IllegalArgumentException("active.yaml is the memory now: restore a cycle's snapshot");
        }
        Map<String, String> args = new LinkedHashMap<>();
        args.put("cycle", point.unit().text());
        args.put("side", point.state());
        args.put("label", point.label());
        try {
            return editing.preview(null, CycleEditing.RESTORE, args);
        } catch (IllegalArgumentException refused) {
            String source = point.unit().text() + ":" + point.state();
            throw refused.getMessage().startsWith(source) ? refused
                    : new IllegalArgumentException(source + " cannot be restored: " + refused.getMessage());
        }
    }

    @Override
    public String fork(UnitId unit, Path destination) throws IOException {
        return fork(unit, destination, false);
    }

    @Override
    public String fork(UnitId unit, Path destination, boolean memoryOnly) throws IOException {
        CycleId id = CycleHistory.parseId(unit.text(), false);
        Forker.Fork fork;
        try {
            fork = new Forker(Clock.systemUTC()).fork(pad.location().directory(), id, destination, !memoryOnly);
        } catch (Forker.Refused refused) {
            throw new IllegalArgumentException(refused.getMessage());
        }
        Path source = ScratchpadLocation.agentRootOf(pad.location().directory());
        return fork.root() + "\nforked at " + fork.cycle() + ": " + fork.historyCycles() + " earlier cycle"
                + (fork.historyCycles() == 1 ? "" : "s") + " (" + (fork.linked() ? "hard links" : "copies")
                + "), active.yaml = " + fork.cycle() + "_before.yaml"
                + (fork.codeFiles() > 0 ? "\nagent code, config and data: " + fork.codeFiles() + " file"
                + (fork.codeFiles() == 1 ? "" : "s") + " copied (not linked): the fork runs with the source's command,"
                + " from its root" : "")
                + "\nstep it:    step " + fork.root() + " --command \"<the command that runs one cycle, as in the source>\""
                + "\ncompare it: compare " + source + " " + fork.root();
    }

    @Override
    public String restoresAs() {
        return ScratchpadLocation.ACTIVE;
    }

    /** The source its {@code .inspector/fork.json} names ({@link ForkRecord}), written by {@link Forker}. */
    @Override
    public Optional<Path> forkedFrom() {
        return ForkRecord.read(ScratchpadLocation.agentRootOf(pad.location().directory())).map(ForkRecord::source);
    }
}
