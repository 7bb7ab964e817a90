package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;

/**
 * The one safe write of a memory file, the same for every format (README, "Editing memory"). In order:
 * <ol>
 * <li>the file is read complete ({@link CheckedFile}) and must still be the version the edit was computed on;
 *     an empty file, or one being written, is never a base;</li>
 * <li>the version it replaces is kept in {@code .inspector/history/} (bounded, {@link PreviousVersions});</li>
 * <li>the journal gets the write's {@code intended} line, forced to disk: a write the journal cannot record is
 *     not made;</li>
 * <li>a temporary file in the same directory is written and forced, given the file's permissions, and renamed
 *     over the file atomically;</li>
 * <li>the file that was read is checked once more through the channel kept open on it: an agent that saves in
 *     place and saved between the check and the rename wrote into the file just replaced. Its save is then put
 *     back (atomically) and the write is a {@link Raced conflict}, never "written";</li>
 * <li>the journal gets the verdict line (same id), and the result says what happened.</li>
 * </ol>
 * A process killed anywhere in between leaves an intent without a verdict and perhaps a temporary file;
 * {@link WriteRecovery} finds both at the next command. Only {@code java.nio.file} calls on the path's own
 * file system are used; where that system lacks a feature (file keys, permissions, forcing a directory) the
 * write goes on without it.
 */
public final class SafeWrite {
    /** The watcher's settle time: a file changed more recently than this may still be being written. */
    public static final Duration SETTLE = DirectoryWatcher.DEFAULT_QUIET;
    /** How long a file may keep being written before a write gives up on it. */
    public static final Duration PATIENCE = Duration.ofSeconds(2);
    /** How many times the agent's save is put back when it keeps saving during the put-back itself. */
    static final int PUT_BACK_ROUNDS = 5;

    /** The writes of this process between their intent and their verdict: recovery leaves them alone. */
    private static final Set<String> IN_FLIGHT = ConcurrentHashMap.newKeySet();

    private final Path home;
    private final Journal journal;
    private final PreviousVersions versions;
    private final Clock clock;
    private final Duration settle;
    private final Duration patience;
    private Checkpoint checkpoint = step -> { };

    /** The steps a test may stop a write at, to let a real writer act in between. */
    public interface Checkpoint {
        void reached(String step) throws IOException;
    }

    /**
     * What can be judged about a file's bytes by its format alone: null when they are a complete file, else why
     * they are not ("" when they are simply empty), said after "active.yaml is empty or being written".
     */
    @FunctionalInterface
    public interface Completeness {
        /** Any bytes (a whole-file replacement or a restore does not build on them). */
        Completeness ANY = bytes -> null;
        /** Not empty: an empty file is what an in-place save leaves between its truncation and its write. */
        Completeness NOT_EMPTY = bytes -> bytes.length == 0 ? "" : null;

        String problem(byte[] bytes);
    }

    /**
     * One write.
     *
     * @param target       the file to replace (or create)
     * @param baseHash     the SHA-256 of the bytes the edit was computed on ({@link Hashes#ABSENT}: a missing file)
     * @param bytes        the new contents
     * @param entry        the journal line as it reads once written: operation, sections, status
     *                     ({@code applied}, or {@code undone} for an undo), what the format adds; the write fills
     *                     in the hashes, the file, the previous version and the time written
     * @param versionLabel the name of the previous version's copy after its time, e.g. {@code <16 hex>.yaml}
     * @param completeness what the format can tell of a complete file; {@link Completeness#NOT_EMPTY} at least
     *                     for an edit computed on the file
     */
    public record Request(Path target, String baseHash, byte[] bytes, JournalEntry entry, String versionLabel,
                          Completeness completeness) {
        public Request {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(baseHash, "baseHash");
            Objects.requireNonNull(bytes, "bytes");
            Objects.requireNonNull(entry, "entry");
            Objects.requireNonNull(versionLabel, "versionLabel");
            completeness = completeness == null ? Completeness.NOT_EMPTY : completeness;
        }
    }

    /** What a write gave. Only {@link Written} leaves the new bytes in the file. */
    public sealed interface Result {
        Path target();

        /** One line: what happened to the file. */
        String message();
    }

    /**
     * Written: the file holds the new bytes; {@code previous} holds what it replaced; {@code line} is the
     * journal's verdict line. {@code warning} says what went wrong after the write (its verdict line could not be
     * journaled: the next command records it), or is null.
     */
    public record Written(Path target, String hashBefore, String hashAfter, Path previous, JournalEntry line,
                          String warning) implements Result {
        @Override
        public String message() {
            return target.getFileName() + " written (" + Hashes.shortHash(hashBefore) + " → "
                    + Hashes.shortHash(hashAfter) + ")";
        }
    }

    /**
     * Nothing written: the file is not the version the edit was computed on. {@code current} is what it holds
     * now (null: missing); {@code duringWrite} when it changed while this write was being made.
     */
    public record Changed(Path target, byte[] current, String currentHash, boolean duringWrite) implements Result {
        @Override
        public String message() {
            return target.getFileName() + (duringWrite ? " changed while the edit was being written"
                    : current == null ? " was removed since the edit was made" : " changed since the edit was made")
                    + ": nothing was written";
        }
    }

    /**
     * Nothing written: the file is empty or being written, so it is no base for an edit; {@code detail} says how
     * that was seen ("" when it is simply empty).
     */
    public record Incomplete(Path target, String detail) implements Result {
        @Override
        public String message() {
            return say(target.getFileName().toString(), detail);
        }

        /** E.g. {@code active.yaml is empty or being written: nothing was written (process 4711 has it open for writing)}. */
        public static String say(String fileName, String detail) {
            return fileName + " is empty or being written: nothing was written"
                    + (detail == null || detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    /**
     * A conflict found after the rename: another writer saved into the file this write replaced. Its save
     * ({@code theirs}) is back in place, the edit is not; {@code line} is the journal's verdict line.
     */
    public record Raced(Path target, byte[] theirs, String theirsHash, JournalEntry line) implements Result {
        @Override
        public String message() {
            return "conflict: " + target.getFileName() + " was saved by another writer (the agent) while the edit was"
                    + " being written; its save was put back (" + Hashes.shortHash(theirsHash)
                    + ") and the edit was not applied";
        }
    }

    /** Writes beside {@code inspectorDir}'s parent: its journal and {@code history/}. */
    public SafeWrite(Path inspectorDir, Clock clock) {
        this(new Journal(inspectorDir.resolve(Journal.FILE_NAME)), new PreviousVersions(inspectorDir.resolve("history")),
                clock);
    }

    public SafeWrite(Journal journal, PreviousVersions versions, Clock clock) {
        this(journal, versions, clock, SETTLE, PATIENCE);
    }

    SafeWrite(Journal journal, PreviousVersions versions, Clock clock, Duration settle, Duration patience) {
        this.journal = journal;
        this.versions = versions;
        this.clock = clock;
        this.settle = settle;
        this.patience = patience;
        this.home = journal.path().toAbsolutePath().getParent().getParent();
    }

    public SafeWrite withCheckpoint(Checkpoint stop) {
        this.checkpoint = stop;
        return this;
    }

    public Journal journal() {
        return journal;
    }

    public PreviousVersions versions() {
        return versions;
    }

    /** Whether the write of journal id {@code id} is under way in this process. */
    static boolean inFlight(String id) {
        return IN_FLIGHT.contains(id);
    }

    /**
     * Makes {@code request}'s write under every rule above.
     *
     * @throws WriteFailure in one line naming the file, when the file cannot be read or written, the previous
     *                      version cannot be kept or the journal cannot be written
     */
    public Result write(Request request) throws IOException {
        Path target = AtomicWriter.realTarget(request.target());
        String name = request.target().getFileName().toString();
        CheckedFile checked;
        try {
            checked = CheckedFile.read(target, settle, patience);
        } catch (IOException e) {
            throw new WriteFailure("cannot read " + name + " (" + WriteFailure.reason(e) + "): nothing was written",
                    true, e);
        }
        try (checked) {
            if (!checked.complete()) {
                return new Incomplete(target, checked.beingWritten());
            }
            if (!checked.hash().equalsIgnoreCase(request.baseHash())) {
                return new Changed(target, checked.bytes(), checked.hash(), false);
            }
            String problem = checked.absent() ? null : request.completeness().problem(checked.bytes());
            if (problem != null) {
                return new Incomplete(target, problem);
            }
            return write(request, target, name, checked);
        }
    }

    private Result write(Request request, Path target, String name, CheckedFile checked) throws IOException {
        String before = checked.hash();
        String after = Hashes.sha256(request.bytes());
        byte[] replaced = checked.absent() ? new byte[0] : checked.bytes();
        Path previous;
        try {
            previous = versions.save(replaced, request.versionLabel(), clock.instant(), target);
        } catch (IOException e) {
            throw new WriteFailure("cannot keep the previous version of " + name + " in " + relative(versions.directory())
                    + " (" + WriteFailure.reason(e) + "): nothing was written", true, e);
        }
        JournalEntry line = request.entry().withHashes(before, after).withFile(relative(target))
                .withHistory(previous.getFileName().toString());
        Path temp = AtomicWriter.tempFor(target, line.id());
        IN_FLIGHT.add(line.id());
        try {
            try {
                journal.appendIntent(line, ProcessHandle.current().pid(), temp.getFileName().toString());
            } catch (IOException e) {
                Files.deleteIfExists(previous);
                throw new WriteFailure("cannot write the journal " + relative(journal.path()) + " ("
                        + WriteFailure.reason(e) + "): nothing was written to " + name, true, e);
            }
            checkpoint.reached("intended");
            return replace(request, target, name, checked, temp, line, previous);
        } finally {
            IN_FLIGHT.remove(line.id());
        }
    }

    private Result replace(Request request, Path target, String name, CheckedFile checked, Path temp,
                           JournalEntry line, Path previous) throws IOException {
        Set<PosixFilePermission> permissions = AtomicWriter.permissionsOf(target);
        SeekableByteChannel placed = null;
        try {
            try {
                AtomicWriter.writeDurably(temp, request.bytes());
                if (permissions != null) {
                    Files.setPosixFilePermissions(temp, permissions);
                }
                placed = Files.newByteChannel(temp, StandardOpenOption.READ);
            } catch (IOException e) {
                Files.deleteIfExists(temp);
                throw notWritten(line, "cannot write " + name + " (" + WriteFailure.reason(e) + ")", e);
            }
            checkpoint.reached("temp written");
            if (!checked.unchangedAtPath()) {
                Files.deleteIfExists(temp);
                CheckedFile now = CheckedFile.read(target, settle, patience);
                try (now) {
                    verdict(line.withStatus(JournalEntry.Status.REJECTED).withHashes(line.hashBefore(), null)
                            .withMessage("conflict: " + name + " changed while the edit was being written: nothing was"
                                    + " written"));
                    return new Changed(target, now.bytes(), now.hash(), true);
                }
            }
            checkpoint.reached("before rename");
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                Files.deleteIfExists(temp);
                throw notWritten(line, "cannot replace " + name + " (" + WriteFailure.reason(e) + ")", e);
            }
            checkpoint.reached("renamed");
            if (checked.writtenSinceRead()) {
                return new PutBack(journal, versions, settle, patience).after(target, name, checked, placed,
                        request.bytes(), line);
            }
            AtomicWriter.forceDirectory(target.toAbsolutePath().getParent());
            Instant writtenAt = Files.getLastModifiedTime(target).toInstant();
            JournalEntry done = line.withWritten(writtenAt, line.expect());
            String warning = null;
            try {
                verdict(done);
            } catch (IOException e) {
                warning = name + " was written, but the journal " + relative(journal.path()) + " could not take its"
                        + " closing line (" + WriteFailure.reason(e) + "): the next command records it";
            }
            return new Written(target, line.hashBefore(), line.hashAfter(), previous, done, warning);
        } finally {
            if (placed != null) {
                placed.close();
            }
            Files.deleteIfExists(temp);
        }
    }

    /** Journals that the write was not made, and gives the failure to throw. */
    private WriteFailure notWritten(JournalEntry line, String what, IOException cause) {
        String message = what + ": nothing was written";
        try {
            verdict(line.withStatus(JournalEntry.Status.REJECTED).withHashes(line.hashBefore(), null).withMessage(message));
        } catch (IOException e) {
            // the intent stays open; the next command finds the file unchanged and journals it then
        }
        return new WriteFailure(message, true, cause);
    }

    private void verdict(JournalEntry line) throws IOException {
        journal.append(line);
    }

    /** A file's name as the journal keeps it and messages show it: relative to the folder that holds {@code .inspector/}. */
    private String relative(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path base = home.normalize();
        return absolute.startsWith(base) ? base.relativize(absolute).toString() : absolute.toString();
    }

    /** Reads {@code path}'s bytes, or null when it is missing. */
    static byte[] bytesOrNull(Path path) throws IOException {
        try {
            return Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            return null;
        }
    }
}
