package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a command does first: finds the safe writes that a killed process left unfinished (an {@code intended}
 * journal line without its verdict) and the temporary files of writers that are gone, says each in one line,
 * and settles them: the journal gets the verdict the file shows (it holds the new version: written; the old
 * one: not written; neither: it changed since), and the temporary files are removed.
 *
 * <p>An intent of a process that is still alive is left alone (another inspector is writing right now), unless
 * its journal has not moved for {@link #LIVE_WRITER_QUIET} (that pid has been reused). Reading a journal with
 * nothing unfinished parses no line, so a command over a large journal pays for one read of its bytes.
 */
public final class WriteRecovery {
    static final Duration LIVE_WRITER_QUIET = Duration.ofMinutes(5);
    private static final String INSPECTOR = ".inspector";

    private final Clock clock;

    public WriteRecovery(Clock clock) {
        this.clock = clock;
    }

    /**
     * Recovers every {@code .inspector/} folder of the memory directory {@code dir}: its own, the ones of
     * {@code more} (a scratchpad found elsewhere by a format), and those one folder down (the runs, sessions or
     * experiments a format keeps in sub-folders) unless {@code dir} is itself one memory folder.
     *
     * @return one line for each write settled and each temporary file removed; none when there was nothing
     */
    public List<String> recoverUnder(Path dir, List<Path> more) {
        Set<Path> folders = new LinkedHashSet<>();
        addIfPresent(folders, dir);
        for (Path m : more) {
            addIfPresent(folders, m);
        }
        if (folders.isEmpty() && Files.isDirectory(dir) && !Files.exists(dir.resolve("active.yaml"))) {
            try (DirectoryStream<Path> children = Files.newDirectoryStream(dir)) {
                for (Path child : children) {
                    if (!child.getFileName().toString().startsWith(".")) {
                        addIfPresent(folders, child);
                    }
                }
            } catch (IOException e) {
                // a folder that cannot be listed holds nothing this command could settle
            }
        }
        List<String> said = new ArrayList<>();
        for (Path folder : folders) {
            said.addAll(recover(folder.resolve(INSPECTOR)));
        }
        return said;
    }

    private static void addIfPresent(Set<Path> folders, Path dir) {
        if (dir != null && Files.isDirectory(dir.resolve(INSPECTOR), LinkOption.NOFOLLOW_LINKS)) {
            folders.add(dir.toAbsolutePath().normalize());
        }
    }

    /** Settles the unfinished writes journaled in {@code inspectorDir}; one line for each thing done. */
    public List<String> recover(Path inspectorDir) {
        List<String> said = new ArrayList<>();
        Path home = inspectorDir.toAbsolutePath().getParent();
        Journal journal = new Journal(inspectorDir.resolve(Journal.FILE_NAME));
        List<Journal.Intent> open;
        try {
            open = journal.unfinished();
        } catch (IOException e) {
            return List.of("cannot read the journal " + inspectorDir.getFileName() + "/" + Journal.FILE_NAME + " ("
                    + WriteFailure.reason(e) + "): interrupted edits, if any, are not checked");
        }
        for (Journal.Intent intent : open) {
            if (stillWriting(intent, journal)) {
                continue;
            }
            said.add(settle(intent, home, journal));
            removeTemporaryFiles(intent, home, said);
        }
        removeDeadWritersTemporaryFiles(inspectorDir.resolve("history"), said);
        return said;
    }

    private boolean stillWriting(Journal.Intent intent, Journal journal) {
        if (SafeWrite.inFlight(intent.entry().id())) {
            return true;
        }
        if (intent.pid() == ProcessHandle.current().pid() || !alive(intent.pid())) {
            return false;
        }
        try {
            Instant moved = Files.getLastModifiedTime(journal.path()).toInstant();
            return moved.isAfter(clock.instant().minus(LIVE_WRITER_QUIET));
        } catch (IOException e) {
            return true;
        }
    }

    private static boolean alive(long pid) {
        return pid > 0 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** Journals what the file shows of the interrupted write; the line that says it. */
    private String settle(Journal.Intent intent, Path home, Journal journal) {
        JournalEntry line = intent.entry();
        String file = line.file() == null ? "a file" : line.file();
        String what = "an edit of " + file + " at " + line.time() + " (" + line.operation() + ") was interrupted: ";
        Path target = line.file() == null ? null : home.resolve(line.file());
        String now;
        try {
            now = target == null ? null : hashOf(target);
        } catch (IOException e) {
            return what + file + " cannot be read (" + WriteFailure.reason(e) + "); the journal is left as it is";
        }
        JournalEntry verdict;
        String said;
        if (now != null && now.equalsIgnoreCase(line.hashAfter())) {
            Instant writtenAt;
            try {
                writtenAt = Files.getLastModifiedTime(target).toInstant();
            } catch (IOException e) {
                writtenAt = null;
            }
            verdict = line.withWritten(writtenAt, line.expect())
                    .withMessage("recovered: the process writing it was stopped after the file was replaced");
            said = what + "the file holds the new version; journaled as " + line.status().key();
        } else if (now != null && now.equalsIgnoreCase(line.hashBefore())) {
            verdict = rejected(line, "interrupted before the file was replaced: nothing was written");
            said = what + "the file holds the old version, nothing was written; journaled as not written";
        } else {
            verdict = rejected(line, "interrupted; the file has changed since (it holds neither the version before"
                    + " nor the one written), so whether the edit landed is unknown");
            said = what + "the file holds neither version (it changed since); journaled as interrupted";
        }
        try {
            journal.append(verdict);
        } catch (IOException e) {
            said += " (but the journal cannot be written: " + WriteFailure.reason(e) + ")";
        }
        return said;
    }

    private static JournalEntry rejected(JournalEntry line, String message) {
        return line.withStatus(JournalEntry.Status.REJECTED).withHashes(line.hashBefore(), null).withMessage(message);
    }

    private static String hashOf(Path target) throws IOException {
        try {
            return Hashes.sha256(Files.readAllBytes(target));
        } catch (NoSuchFileException e) {
            return Hashes.ABSENT;
        }
    }

    /** The write's temporary file and those of its put-backs, when still there. */
    private static void removeTemporaryFiles(Journal.Intent intent, Path home, List<String> said) {
        if (intent.temp() == null || intent.entry().file() == null) {
            return;
        }
        Path dir = home.resolve(intent.entry().file()).toAbsolutePath().getParent();
        String temp = intent.temp();
        String stem = temp.substring(0, temp.length() - AtomicWriter.TEMP_SUFFIX.length());
        List<String> names = new ArrayList<>(List.of(temp));
        for (int round = 1; round <= SafeWrite.PUT_BACK_ROUNDS; round++) {
            names.add(stem + "-" + round + AtomicWriter.TEMP_SUFFIX);
        }
        for (String name : names) {
            removeIfThere(dir.resolve(name), "of the interrupted edit", said);
        }
    }

    /** Temporary files in {@code dir} whose writer (the pid in their name) is no longer running. */
    private static void removeDeadWritersTemporaryFiles(Path dir, List<String> said) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<Path> dead = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*" + AtomicWriter.TEMP_SUFFIX)) {
            for (Path p : stream) {
                long pid = AtomicWriter.writerPid(p.getFileName().toString());
                if (pid > 0 && pid != ProcessHandle.current().pid() && !alive(pid)) {
                    dead.add(p);
                }
            }
        } catch (IOException e) {
            return;
        }
        for (Path p : dead) {
            removeIfThere(p, "left by a writer that is no longer running", said);
        }
    }

    private static void removeIfThere(Path temp, String whose, List<String> said) {
        try {
            if (Files.deleteIfExists(temp)) {
                said.add("removed " + temp.getFileName() + ", the temporary file " + whose);
            }
        } catch (IOException e) {
            said.add("cannot remove " + temp.getFileName() + ", the temporary file " + whose + " ("
                    + WriteFailure.reason(e) + ")");
        }
    }
}
