package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.Liveness;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;

/**
 * Undo for any source: the newest journaled write that is not undone yet is reverted by putting back the version
 * it replaced, kept in {@code .inspector/history/} beside the file, through the one safe write, and journaled as
 * {@code undone} with a reference to it. Refused while a unit is being written (unless the operator says the agent
 * is stopped), and when the file changed since that write (unless forced).
 */
public final class Undo {
    /** A journal line with the journal it was read from. */
    private record Line(Path journal, JournalEntry entry) {
    }

    private Undo() {
    }

    /**
     * Undoes the newest edit of {@code source}'s journals.
     *
     * @return what was written, one line each
     * @throws IllegalStateException saying why nothing was written
     */
    public static String undo(MemorySource source, boolean force, boolean agentStopped, Clock clock)
            throws IOException {
        List<Line> lines = new ArrayList<>();
        for (Path journal : JournalFiles.under(source.directory())) {
            new Journal(journal).read().entries().forEach(e -> lines.add(new Line(journal, e)));
        }
        lines.sort(java.util.Comparator.comparing(l -> l.entry().time()));
        Line target = null;
        JournalEntry newestEdit = UndoTargets.newest(lines.stream().map(Line::entry).toList());
        for (Line l : lines) {
            if (l.entry() == newestEdit) {
                target = l;
            }
        }
        if (target == null) {
            throw new IllegalStateException("nothing to undo: the journal has no edit that is not undone yet");
        }
        if (UndoTargets.isAppliedInjection(target.entry())) {
            return undoInjection(source, target.entry(), force, agentStopped);
        }
        JournalEntry edit = target.entry();
        Path inspector = target.journal().getParent();
        Path previous = inspector.resolve("history").resolve(edit.history());
        if (!Files.isRegularFile(previous)) {
            throw new IllegalStateException("cannot undo " + edit.operation() + ": its previous version " + edit.history()
                    + " is no longer in the history (only the newest " + PreviousVersions.LIMIT + " are kept)");
        }
        if (edit.file() == null) {
            throw new IllegalStateException("cannot undo " + edit.operation() + ": its journal line does not name the"
                    + " file it wrote");
        }
        Path file = inspector.getParent().resolve(edit.file());
        Optional<History> history = source.facet(History.class);
        String kind = history.map(History::unitKind).orElse("unit");
        Optional<UnitId> running = source.facet(Liveness.class).flatMap(Liveness::running);
        if (running.isPresent() && !agentStopped) {
            throw new IllegalStateException(kind + " " + running.get() + " is running: the agent would overwrite "
                    + edit.file() + " when it ends; nothing was undone; if the agent is stopped, add --agent-stopped");
        }
        byte[] now = read(file);
        String currentHash = now == null ? Hashes.ABSENT : Hashes.sha256(now);
        if (!force && !currentHash.equalsIgnoreCase(edit.hashAfter())) {
            throw new IllegalStateException(edit.file() + " changed since " + edit.operation() + " was written ("
                    + Hashes.shortHash(edit.hashAfter()) + " → " + Hashes.shortHash(currentHash)
                    + "): undoing would throw that change away; force to undo anyway");
        }
        JournalEntry line = JournalEntry.of(clock.instant(), JournalEntry.How.FILE, JournalEntry.Status.UNDONE,
                "undo " + edit.operation(), edit.sections()).withPreview("restore " + previous.getFileName())
                .withRef(edit.id());
        String newest = history.map(h -> newestUnit(h)).orElse(null);
        if (newest != null) {
            line = line.withCycle(newest, running.isPresent());
        }
        if (agentStopped) {
            line = line.withAgentStopped().withMessage("written on the operator's word that the agent is stopped");
        }
        SafeWrite.Result result = new SafeWrite(inspector, clock).write(new SafeWrite.Request(file, currentHash,
                Files.readAllBytes(previous), line, PreviousVersions.hashLabel(currentHash, "_" + file.getFileName()),
                SafeWrite.Completeness.ANY));
        if (result instanceof SafeWrite.Written w) {
            return "undo " + edit.operation() + ": " + file + "\nhash " + w.hashBefore() + " -> " + w.hashAfter()
                    + "\nreplaced version kept: " + w.previous() + (w.warning() == null ? "" : "\n" + "warning: " + w.warning());
        }
        throw new IllegalStateException(result.message());
    }

    /**
     * An injection the agent applied in memory: no file holds the version before it, so the format puts back the
     * sections it changed (through its {@link Editing} facet, the one safe write, journaled as {@code undone}).
     */
    private static String undoInjection(MemorySource source, JournalEntry injection, boolean force,
                                        boolean agentStopped) throws IOException {
        Editing editing = source.facet(Editing.class).orElseThrow(() -> new IllegalStateException("cannot undo injected "
                + injection.operation() + ": this memory offers no editing"));
        Map<String, String> args = new HashMap<>();
        args.put(EditAction.UNDO_ENTRY, injection.id());
        args.put(EditAction.FORCE, Boolean.toString(force));
        args.put(EditAction.AGENT_STOPPED, Boolean.toString(agentStopped));
        EditPreview preview;
        try {
            preview = editing.preview(null, EditAction.UNDO_INJECTION, args);
        } catch (IllegalArgumentException refused) {
            throw new IllegalStateException(refused.getMessage());
        }
        return editing.apply(preview);
    }

    private static String newestUnit(History history) {
        List<HistoryPoint> points = history.points(Cancellation.NONE);
        for (int i = points.size() - 1; i >= 0; i--) {
            if (points.get(i).unit() != null) {
                return points.get(i).unit().text();
            }
        }
        return null;
    }

    private static byte[] read(Path file) throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        }
    }
}
