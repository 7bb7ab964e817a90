package org.scratchpadinspector.engine.history;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;

/**
 * The inspector's recording of one directory: a bare git repository in the user's data folder
 * ({@link InspectorData#historyOf}), whose commits on {@code main} are the recorded versions, each holding every
 * memory file of the directory at that moment. Its {@code description} names the directory. Anyone can read it with
 * {@code git --git-dir=... log}. Writers (a recorder, the window, an edit) take one lock, so two never interleave.
 */
public final class RecordingRepository implements AutoCloseable {
    public static final String BRANCH = "refs/heads/main";
    /** Where an edit keeps the files it replaced when the directory's history is the agent's own git. */
    public static final String KEPT = "refs/inspector/kept";
    static final String EMAIL = "recorder@scratchpad-inspector.invalid";
    private static final Map<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    private final Path location;
    private final Repository repository;

    private RecordingRepository(Path location, Repository repository) {
        this.location = location;
        this.repository = repository;
    }

    /** The recording of {@code dir}, when one was ever made. */
    public static Optional<RecordingRepository> open(Path dir) {
        Path location = InspectorData.historyOf(dir);
        if (!Files.isRegularFile(location.resolve("HEAD"))) {
            return Optional.empty();
        }
        try {
            return Optional.of(new RecordingRepository(location,
                    new FileRepositoryBuilder().setGitDir(location.toFile()).setBare().setMustExist(true).build()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The recording of {@code dir}, made (empty) if there is none yet. */
    public static RecordingRepository openOrCreate(Path dir) throws IOException {
        Optional<RecordingRepository> existing = open(dir);
        if (existing.isPresent()) {
            return existing.get();
        }
        Path location = InspectorData.historyOf(dir);
        Files.createDirectories(location.getParent());
        Repository repository = new FileRepositoryBuilder().setGitDir(location.toFile()).setBare().build();
        if (!Files.isRegularFile(location.resolve("HEAD"))) {
            repository.create(true);
            RefUpdate head = repository.getRefDatabase().newUpdate(Constants.HEAD, false);
            head.link(BRANCH);
            Files.writeString(location.resolve("description"), InspectorData.realPath(dir) + "\n", StandardCharsets.UTF_8);
        }
        return new RecordingRepository(location, repository);
    }

    public Path location() {
        return location;
    }

    /** Notes which memory format the recording is of, so the directory is recognised by it even with few files. */
    public void setFormat(String format) throws IOException {
        org.eclipse.jgit.lib.StoredConfig config = repository.getConfig();
        if (!format.equals(config.getString("inspector", null, "format"))) {
            config.setString("inspector", null, "format", format);
            config.save();
        }
    }

    /** The format a recording of {@code dir} was made of, when there is a recording that says. */
    public static Optional<String> recordedFormat(Path dir) {
        Path config = InspectorData.historyOf(dir).resolve("config");
        if (!Files.isRegularFile(config)) {
            return Optional.empty();
        }
        try {
            org.eclipse.jgit.storage.file.FileBasedConfig parsed = new org.eclipse.jgit.storage.file.FileBasedConfig(
                    config.toFile(), org.eclipse.jgit.util.FS.DETECTED);
            parsed.load();
            return Optional.ofNullable(parsed.getString("inspector", null, "format"));
        } catch (IOException | org.eclipse.jgit.errors.ConfigInvalidException e) {
            return Optional.empty();
        }
    }

    public Repository repository() {
        return repository;
    }

    /** The history as versions {@code r1}, {@code r2} ... */
    public GitHistory history() {
        return GitHistory.ofRecording(repository);
    }

    /**
     * Runs {@code work} holding the recording's lock: one lock per repository in this process, and a file lock for
     * other processes (a recorder in another terminal, the window).
     */
    public <T> T locked(IoSupplier<T> work) throws IOException {
        ReentrantLock lock = LOCKS.computeIfAbsent(location, k -> new ReentrantLock());
        lock.lock();
        try (FileChannel channel = FileChannel.open(location.resolve("inspector.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock ignored = channel.lock()) {
            return work.get();
        } finally {
            lock.unlock();
        }
    }

    /** A piece of work that may fail with an {@link IOException}. */
    public interface IoSupplier<T> {
        T get() throws IOException;
    }

    /** The files of the newest recorded version, path → blob; empty before the first. */
    public Map<String, ObjectId> newest() throws IOException {
        ObjectId head = repository.resolve(BRANCH);
        return head == null ? Map.of() : history().filesAt(head, path -> true);
    }

    /**
     * Records {@code files} as the next version unless they are what the newest version holds already (and unless
     * there are none before the first version).
     *
     * @return the new version's id ({@code r12}), or empty when nothing changed
     */
    public Optional<String> record(Map<String, byte[]> files, String author, String message, List<String> flags,
                                   Instant time) throws IOException {
        return commit(BRANCH, files, author, message, flags, time).map(c -> "r" + c.sequence());
    }

    /** Keeps {@code files} (what an edit is about to replace) on {@link #KEPT}; returns the commit's id. */
    public String keep(Map<String, byte[]> files, String message, Instant time) throws IOException {
        Optional<Committed> made = commit(KEPT, files, "inspector", message, List.of(), time);
        if (made.isPresent()) {
            return made.get().id().name();
        }
        ObjectId same = repository.resolve(KEPT);
        return same == null ? null : same.name();
    }

    private record Committed(ObjectId id, int sequence) {
    }

    private Optional<Committed> commit(String ref, Map<String, byte[]> files, String author, String message,
                                    List<String> flags, Instant time) throws IOException {
        ObjectId parent = repository.resolve(ref);
        try (ObjectInserter inserter = repository.newObjectInserter(); RevWalk walk = new RevWalk(repository)) {
            DirCache index = DirCache.newInCore();
            DirCacheBuilder builder = index.builder();
            for (Map.Entry<String, byte[]> file : new java.util.TreeMap<>(files).entrySet()) {
                DirCacheEntry entry = new DirCacheEntry(file.getKey());
                entry.setFileMode(FileMode.REGULAR_FILE);
                entry.setObjectId(inserter.insert(Constants.OBJ_BLOB, file.getValue()));
                builder.add(entry);
            }
            builder.finish();
            ObjectId tree = index.writeTree(inserter);
            RevCommit parentCommit = parent == null ? null : walk.parseCommit(parent);
            if (parentCommit == null ? files.isEmpty() : parentCommit.getTree().equals(tree)) {
                return Optional.empty();
            }
            int sequence = parentCommit == null ? 1 : sequenceOf(walk, parentCommit) + 1;
            PersonIdent who = new PersonIdent(author, EMAIL, time, ZoneId.of("UTC"));
            CommitBuilder commit = new CommitBuilder();
            commit.setTreeId(tree);
            if (parent != null) {
                commit.setParentId(parent);
            }
            commit.setAuthor(who);
            commit.setCommitter(who);
            StringBuilder text = new StringBuilder(message.strip()).append("\n\n");
            text.append(SEQUENCE_TRAILER).append(sequence).append('\n');
            if (!flags.isEmpty()) {
                text.append(GitHistory.FLAGS_TRAILER).append(String.join(",", flags)).append('\n');
            }
            commit.setMessage(text.toString());
            ObjectId id = inserter.insert(commit);
            inserter.flush();
            RefUpdate update = repository.updateRef(ref);
            update.setNewObjectId(id);
            update.setExpectedOldObjectId(parent == null ? ObjectId.zeroId() : parent);
            update.setRefLogMessage("inspector: " + message.lines().findFirst().orElse(""), false);
            RefUpdate.Result result = update.update(walk);
            if (result != RefUpdate.Result.NEW && result != RefUpdate.Result.FAST_FORWARD) {
                throw new IOException("cannot move " + ref + " in " + location + ": " + result);
            }
            return Optional.of(new Committed(id, sequence));
        }
    }

    /** The trailer that numbers a recorded version, so the next number needs no walk of the history. */
    static final String SEQUENCE_TRAILER = "Inspector-Version: r";

    private static int sequenceOf(RevWalk walk, RevCommit commit) throws IOException {
        for (String line : commit.getFullMessage().split("\n")) {
            if (line.startsWith(SEQUENCE_TRAILER)) {
                try {
                    return Integer.parseInt(line.substring(SEQUENCE_TRAILER.length()).strip());
                } catch (NumberFormatException e) {
                    break;
                }
            }
        }
        int n = 0;
        walk.reset();
        walk.setFirstParent(true);
        walk.markStart(walk.parseCommit(commit));
        for (RevCommit ignored : walk) {
            n++;
        }
        return n;
    }

    @Override
    public void close() {
        repository.close();
    }
}
