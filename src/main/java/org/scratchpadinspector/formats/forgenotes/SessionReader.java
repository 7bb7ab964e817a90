package org.scratchpadinspector.formats.forgenotes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitStatus;

/**
 * Reads session folders. A conversation that cannot be read now keeps the calls of its last complete read (an
 * agent rewriting the file is caught half way), said so on the session's own unit. Only conversations written in the
 * last ten minutes are remembered: an agent is writing those, and a folder of old sessions costs no memory.
 */
final class SessionReader {
    static final String UNREADABLE = "unreadable";
    static final String BEING_WRITTEN = "being_written";
    static final String MALFORMED = "malformed";

    private static final Duration KEEP_WRITTEN_WITHIN = Duration.ofMinutes(10);

    private final Map<Path, List<NotesReplay.Step>> lastGood = new ConcurrentHashMap<>();
    private final Path root;

    /** A reader of the sessions of the memory directory {@code root}: no link out of it is followed. */
    SessionReader(Path root) {
        this.root = root;
    }

    Session read(Path folder) {
        String name = folder.getFileName().toString();
        if (!SessionFolders.searchable(folder)) {
            return unreadable(name, folder, "the session folder cannot be read (permission denied): its files are not"
                    + " read", false);
        }
        Path file = folder.resolve(Conversation.FILE);
        JsonFile read = JsonFile.read(file, root);
        Conversation conversation = read.node() == null ? null : Conversation.of(read.node());
        if (conversation == null) {
            String problem = read.node() == null ? read.problem() : Conversation.topLevelProblem(read.node());
            return unreadable(name, folder, problem, read.fresh());
        }
        List<NotesReplay.Step> steps = NotesReplay.replay(Call.of(conversation));
        if (recentlyWritten(file)) {
            lastGood.put(file, steps);
        } else {
            lastGood.remove(file);
        }
        List<String> problems = new ArrayList<>(conversation.problems());
        List<String> flags = new ArrayList<>();
        for (String line : NotesExport.check(folder, root, name, NotesReplay.notesBefore(steps, steps.size()))) {
            String prefix = NotesExport.MISMATCH + ": ";
            if (line.startsWith(prefix)) {
                if (flags.isEmpty()) {
                    flags.add(NotesExport.MISMATCH);
                }
                line = line.substring(prefix.length());
            }
            problems.add(line);
        }
        UnitStatus status = problems.isEmpty() ? null : new UnitStatus(MALFORMED, Severity.WARNING,
                problems.size() == 1 ? problems.get(0) : problems.get(0) + " (and " + (problems.size() - 1) + " more)");
        return new Session(name, folder, steps, status, flags, problems);
    }

    private static boolean recentlyWritten(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant()
                    .isAfter(Instant.now().minus(KEEP_WRITTEN_WITHIN));
        } catch (IOException e) {
            return false;
        }
    }

    private Session unreadable(String name, Path folder, String problem, boolean fresh) {
        List<NotesReplay.Step> kept = lastGood.getOrDefault(folder.resolve(Conversation.FILE), List.of());
        List<String> problems = new ArrayList<>();
        problems.add(problem);
        if (!kept.isEmpty()) {
            problems.add("showing the " + kept.size() + " call(s) of the last complete read");
        }
        UnitStatus status = fresh
                ? new UnitStatus(BEING_WRITTEN, Severity.NOTICE, "written within the last minute and not complete yet: "
                        + "being written (read again when it changes)")
                : new UnitStatus(UNREADABLE, Severity.FAILURE, problem);
        return new Session(name, folder, kept, status, List.of(), problems);
    }
}
