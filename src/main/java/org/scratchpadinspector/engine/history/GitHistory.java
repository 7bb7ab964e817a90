package org.scratchpadinspector.engine.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.EmptyTreeIterator;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathFilter;
import org.eclipse.jgit.treewalk.filter.TreeFilter;
import org.scratchpadinspector.model.Cancellation;

/**
 * A memory directory's versions read from a git repository through JGit, read only: the agent's work tree holding
 * the directory (a commit is a version when it changed one of the memory files under the directory), or the
 * inspector's own recording (every commit is one). Commits are walked along first parents from {@code HEAD}, oldest
 * first; a merge is one version holding what it brought in.
 */
public final class GitHistory implements AutoCloseable {
    /** How a history names its versions. */
    public enum Ids {
        /** The commit's first 12 hex digits. */
        COMMIT,
        /** {@code r<n>}, n from 1 along the recording. */
        RECORDED
    }

    /** The trailer line of a recorded commit that names its flags ({@code gap}). */
    public static final String FLAGS_TRAILER = "Inspector-Flags: ";
    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");

    private final Repository repository;
    private final String prefix;
    private final Path workTree;
    private final Ids ids;

    private GitHistory(Repository repository, String prefix, Path workTree, Ids ids) {
        this.repository = repository;
        this.prefix = prefix;
        this.workTree = workTree;
        this.ids = ids;
    }

    /**
     * The history of {@code dir} from the git work tree that holds it, when there is one whose commits track at least
     * one of its memory files (a home folder kept in git that never added them is no history of them).
     */
    public static Optional<GitHistory> ofWorkTree(Path dir, MemoryFiles filter) {
        Path real = InspectorData.realPath(dir);
        FileRepositoryBuilder builder = new FileRepositoryBuilder().readEnvironment().findGitDir(real.toFile());
        if (builder.getGitDir() == null) {
            return Optional.empty();
        }
        try {
            Repository repository = builder.setMustExist(true).build();
            if (repository.isBare() || repository.getWorkTree() == null) {
                repository.close();
                return Optional.empty();
            }
            Path top = repository.getWorkTree().toPath().toRealPath();
            if (!real.startsWith(top)) {
                repository.close();
                return Optional.empty();
            }
            String rel = top.relativize(real).toString().replace('\\', '/');
            GitHistory history = new GitHistory(repository, rel.isEmpty() ? "" : rel + "/", top, Ids.COMMIT);
            if (!history.tracksAny(filter)) {
                history.close();
                return Optional.empty();
            }
            return Optional.of(history);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The history of a recording repository (bare; its paths are the directory's). */
    public static GitHistory ofRecording(Repository repository) {
        return new GitHistory(repository, "", null, Ids.RECORDED);
    }

    public Repository repository() {
        return repository;
    }

    /** The work tree's top, or null for a recording. */
    public Path workTree() {
        return workTree;
    }

    /** The directory's place in the work tree, {@code ""} or ending with {@code /}. */
    public String prefix() {
        return prefix;
    }

    private boolean tracksAny(MemoryFiles filter) throws IOException {
        ObjectId head = repository.resolve(Constants.HEAD);
        if (head == null) {
            return false;
        }
        try (RevWalk walk = new RevWalk(repository)) {
            walk.setFirstParent(true);
            walk.markStart(walk.parseCommit(head));
            int looked = 0;
            for (RevCommit commit : walk) {
                if (!filesAt(commit.getTree(), filter).isEmpty()) {
                    return true;
                }
                if (++looked == 200) {
                    return false;
                }
            }
        }
        return false;
    }

    /** The id of {@code HEAD}'s commit, or null before the first commit. */
    public ObjectId head() throws IOException {
        return repository.resolve(Constants.HEAD);
    }

    /** Every version, oldest first: the commits that changed a memory file. */
    public List<LoggedVersion> versions(MemoryFiles filter, Cancellation cancel) throws IOException {
        return versions(filter, cancel, new java.util.HashMap<>());
    }

    /**
     * The same, taking each commit's memory file changes from {@code known} where it holds them (a cache of an
     * earlier walk: a commit never changes) and adding those it computes, none included, to it.
     */
    public List<LoggedVersion> versions(MemoryFiles filter, Cancellation cancel, Map<ObjectId, List<FileChange>> known)
            throws IOException {
        ObjectId head = head();
        List<LoggedVersion> versions = new ArrayList<>();
        if (head == null) {
            return versions;
        }
        try (RevWalk walk = new RevWalk(repository); ObjectReader reader = repository.newObjectReader()) {
            walk.setFirstParent(true);
            walk.sort(RevSort.TOPO, true);
            walk.sort(RevSort.REVERSE, true);
            walk.markStart(walk.parseCommit(head));
            for (RevCommit commit : walk) {
                cancel.check();
                List<FileChange> changes = known.get(commit);
                if (changes == null) {
                    RevCommit parent = commit.getParentCount() == 0 ? null : walk.parseCommit(commit.getParent(0));
                    changes = changes(reader, parent == null ? null : parent.getTree(), commit.getTree(), filter);
                    known.put(commit.copy(), changes);
                }
                if (changes.isEmpty()) {
                    continue;
                }
                int sequence = versions.size() + 1;
                versions.add(version(commit, sequence, changes));
            }
        }
        return versions;
    }

    private LoggedVersion version(RevCommit commit, int sequence, List<FileChange> changes) {
        PersonIdent author = commit.getAuthorIdent();
        String time = ISO.format(ZonedDateTime.ofInstant(author.getWhenAsInstant(), author.getZoneId()));
        List<String> flags = new ArrayList<>();
        StringBuilder message = new StringBuilder();
        for (String line : commit.getFullMessage().split("\n", -1)) {
            if (ids == Ids.RECORDED && line.startsWith(RecordingRepository.SEQUENCE_TRAILER)) {
                continue;
            }
            if (ids == Ids.RECORDED && line.startsWith(FLAGS_TRAILER)) {
                for (String flag : line.substring(FLAGS_TRAILER.length()).split(",")) {
                    if (!flag.isBlank()) {
                        flags.add(flag.strip());
                    }
                }
            } else {
                message.append(line).append('\n');
            }
        }
        String id = ids == Ids.RECORDED ? "r" + sequence : commit.abbreviate(12).name();
        return new LoggedVersion(id, sequence, commit.copy(), time, author.getName(), message.toString().strip(),
                flags, changes);
    }

    private List<FileChange> changes(ObjectReader reader, ObjectId parentTree, ObjectId tree, MemoryFiles filter)
            throws IOException {
        List<FileChange> changes = new ArrayList<>();
        try (TreeWalk tw = new TreeWalk(reader)) {
            if (parentTree == null) {
                tw.addTree(new EmptyTreeIterator());
            } else {
                tw.addTree(parentTree);
            }
            tw.addTree(tree);
            tw.setRecursive(true);
            tw.setFilter(prefix.isEmpty() ? TreeFilter.ANY_DIFF
                    : org.eclipse.jgit.treewalk.filter.AndTreeFilter.create(PathFilter.create(prefix.substring(0, prefix.length() - 1)),
                    TreeFilter.ANY_DIFF));
            while (tw.next()) {
                String rel = tw.getPathString().substring(prefix.length());
                if (!filter.isMemoryFile(rel) || !inHeldFolder(rel, filter)) {
                    continue;
                }
                ObjectId before = blob(tw, 0);
                ObjectId after = blob(tw, 1);
                if (before == null && after == null || before != null && before.equals(after)) {
                    continue;
                }
                changes.add(new FileChange(rel, before, after));
            }
        }
        return changes;
    }

    private static boolean inHeldFolder(String rel, MemoryFiles filter) {
        int slash = rel.lastIndexOf('/');
        return slash < 0 || filter.mayHoldMemory(rel.substring(0, slash));
    }

    private static ObjectId blob(TreeWalk tw, int n) {
        FileMode mode = tw.getFileMode(n);
        if ((mode.getBits() & FileMode.TYPE_MASK) != FileMode.TYPE_FILE && mode != FileMode.SYMLINK) {
            return null;
        }
        return tw.getObjectId(n).copy();
    }

    /** The memory files at a commit, path → blob. */
    public Map<String, ObjectId> filesAt(ObjectId commitOrTree, MemoryFiles filter) throws IOException {
        Map<String, ObjectId> files = new TreeMap<>();
        if (commitOrTree == null) {
            return files;
        }
        try (RevWalk walk = new RevWalk(repository); TreeWalk tw = new TreeWalk(repository)) {
            ObjectId tree = walk.parseAny(commitOrTree) instanceof RevCommit c ? c.getTree() : commitOrTree;
            tw.addTree(tree);
            tw.setRecursive(true);
            if (!prefix.isEmpty()) {
                tw.setFilter(PathFilter.create(prefix.substring(0, prefix.length() - 1)));
            }
            while (tw.next()) {
                String rel = tw.getPathString().substring(prefix.length());
                ObjectId id = blob(tw, 0);
                if (id != null && filter.isMemoryFile(rel) && inHeldFolder(rel, filter)) {
                    files.put(rel, id);
                }
            }
        }
        return files;
    }

    /** Whether a path (relative to the directory) exists in a commit's tree at all, memory file or not. */
    public boolean existsAt(ObjectId commit, String relativePath) throws IOException {
        try (RevWalk walk = new RevWalk(repository)) {
            RevCommit c = walk.parseCommit(commit);
            try (TreeWalk tw = TreeWalk.forPath(repository, prefix + relativePath, c.getTree())) {
                return tw != null;
            }
        }
    }

    /** The bytes of a blob. */
    public byte[] read(ObjectId blob) throws IOException {
        return repository.open(blob, Constants.OBJ_BLOB).getCachedBytes(DiskFiles.MAX_FILE_BYTES > Integer.MAX_VALUE
                ? Integer.MAX_VALUE : (int) DiskFiles.MAX_FILE_BYTES);
    }

    /** The blob id git gives these bytes. */
    public static ObjectId blobId(byte[] bytes) {
        return new ObjectInserter.Formatter().idFor(Constants.OBJ_BLOB, bytes);
    }


    @Override
    public void close() {
        repository.close();
    }

    /** The changes between two snapshots, path → blob (null-safe), in path order. */
    public static List<FileChange> diff(Map<String, ObjectId> before, Map<String, ObjectId> after) {
        TreeMap<String, FileChange> changes = new TreeMap<>();
        before.forEach((path, id) -> {
            ObjectId now = after.get(path);
            if (!id.equals(now)) {
                changes.put(path, new FileChange(path, id, now));
            }
        });
        after.forEach((path, id) -> {
            if (!before.containsKey(path)) {
                changes.put(path, new FileChange(path, null, id));
            }
        });
        return new ArrayList<>(changes.values());
    }

}
