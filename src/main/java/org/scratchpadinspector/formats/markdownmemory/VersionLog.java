package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.history.DiskFiles;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.history.GitHistory;
import org.scratchpadinspector.engine.history.LoggedVersion;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.history.RecordingRepository;
import org.scratchpadinspector.engine.markdown.SectionChanges;
import org.scratchpadinspector.model.Cancellation;

/**
 * A memory directory's versions, from the first history that has them: the git work tree holding the directory,
 * else the inspector's recording of it; the files as they are now are one more version, {@code worktree}, when
 * they differ from the newest (or when there is no history at all). The committed versions are kept while the
 * history's newest commit stays the same; the {@code worktree} version is read again each time.
 */
final class VersionLog {
    enum Kind { GIT, RECORDED, NONE }

    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");
    private final Path root;
    private final Profile profile;
    private GitHistory history;
    private Kind kind = Kind.NONE;
    private Blobs blobs = new Blobs(null);
    private ObjectId cachedHead;
    private List<Version> committed = List.of();
    private Map<String, ObjectId> newestFiles = Map.of();
    private List<String> notes = List.of();

    VersionLog(Path root, Profile profile) {
        this.root = root;
        this.profile = profile;
        Optional<GitHistory> git = GitHistory.ofWorkTree(root, profile);
        if (git.isPresent()) {
            history = git.get();
            kind = Kind.GIT;
            blobs = new Blobs(history);
        }
    }

    synchronized Kind kind() {
        return kind;
    }

    synchronized GitHistory history() {
        return history;
    }

    synchronized Blobs blobs() {
        return blobs;
    }

    /** What the listing should say about the directory itself (files left out, where the history comes from). */
    synchronized List<String> notes() {
        return notes;
    }

    private MemoryFiles readFilter() {
        return kind == Kind.RECORDED ? path -> true : profile;
    }

    /** Every version, oldest first, the {@code worktree} version last when there is one. */
    synchronized List<Version> versions(Cancellation cancel) throws IOException {
        if (kind == Kind.NONE) {
            Optional<RecordingRepository> recording = RecordingRepository.open(root);
            if (recording.isPresent()) {
                history = recording.get().history();
                kind = Kind.RECORDED;
                blobs = new Blobs(history);
            }
        }
        List<String> lines = new ArrayList<>();
        if (history != null) {
            ObjectId head = history.head();
            if (head == null || !head.equals(cachedHead)) {
                VersionCache cache = VersionCache.of(history.repository().getDirectory().toPath(), history.prefix(), profile);
                committed = walk(history.versions(readFilter(), cancel, cache.changes), cache, cancel);
                cache.save();
                newestFiles = committed.isEmpty() ? Map.of() : history.filesAt(committed.get(committed.size() - 1).logged().commit(), readFilter());
                cachedHead = head;
            }
        }
        List<Version> all = new ArrayList<>(committed);
        worktree(lines).ifPresent(all::add);
        lines.add(0, describeHistory(committed.size()));
        notes = List.copyOf(lines);
        return all;
    }

    private String describeHistory(int versions) {
        return switch (kind) {
            case GIT -> "history: " + versions + " commit(s) of the git work tree " + history.workTree()
                    + " changed these memory files";
            case RECORDED -> "history: " + versions + " version(s) recorded by the inspector in "
                    + history.repository().getDirectory();
            case NONE -> "history: none (not in a git work tree, never recorded); the files as they are now are the one"
                    + " version, `record " + root + "` keeps every change from now on";
        };
    }

    private List<Version> walk(List<LoggedVersion> logged, VersionCache cache, Cancellation cancel) {
        List<Version> versions = new ArrayList<>(logged.size());
        Map<String, ObjectId> running = new TreeMap<>();
        unreadableRunning.clear();
        walking = true;
        try {
            walkInto(versions, logged, running, cache, cancel);
        } finally {
            walking = false;
        }
        return versions;
    }

    private void walkInto(List<Version> versions, List<LoggedVersion> logged, Map<String, ObjectId> running,
                          VersionCache cache, Cancellation cancel) {
        boolean fromCache = false;
        for (LoggedVersion v : logged) {
            cancel.check();
            for (FileChange change : v.changes()) {
                if (change.after() == null) {
                    running.remove(change.path());
                } else {
                    running.put(change.path(), change.after());
                }
            }
            ObjectId commit = v.commit();
            VersionCache.Judged known = cache.judged.get(commit);
            if (known != null) {
                versions.add(new Version(v, Version.id(v.id(), v.sequence()), known.sections(), known.findings(),
                        known.unreadable()));
                fromCache = true;
                continue;
            }
            if (fromCache) {
                unreadableRunning.clear();
                MemoryAt now = new MemoryAt(running, blobs, profile, root, path -> false);
                running.keySet().forEach(path -> {
                    MemoryFile file = now.file(path);
                    if (!file.readable()) {
                        unreadableRunning.put(path, file.problem());
                    }
                });
                fromCache = false;
            }
            Version judged = judge(v, running, path -> existsInCommit(commit, path));
            cache.judged.put(commit, new VersionCache.Judged(judged.sectionsChanged(), judged.findings(), judged.unreadable()));
            versions.add(judged);
        }
    }

    private boolean existsInCommit(ObjectId commit, String path) {
        try {
            return history.existsAt(commit, path);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private Version judge(LoggedVersion v, Map<String, ObjectId> files, Predicate<String> anyPath) {
        MemoryAt now = new MemoryAt(files, blobs, profile, root, anyPath);
        List<String> sections = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (FileChange change : v.changes()) {
            MemoryFile before = now.content(change.path(), change.before());
            MemoryFile after = now.content(change.path(), change.after());
            if (before != null && !before.readable() || after != null && !after.readable()) {
                continue;
            }
            List<String> keys = profile.entries(change.path())
                    ? SectionChanges.betweenEntries(before == null ? null : before.entryFile().texts(),
                    after == null ? null : after.entryFile().texts())
                    : SectionChanges.between(before == null ? null : before.sections(), after == null ? null : after.sections());
            keys.forEach(key -> sections.add(change.path() + "#" + key));
        }
        unreadable.addAll(unreadableNow(v, now, files));
        List<Finding> findings = profile.check(now, v.changes());
        return new Version(v, Version.id(v.id(), v.sequence()), sections, findings, unreadable);
    }

    /**
     * The files of the memory that cannot be read, kept up to date from each version's changes while the committed
     * versions are walked (a walk of 10,000 versions must not parse every file 10,000 times).
     */
    private final Map<String, String> unreadableRunning = new TreeMap<>();
    private boolean walking;

    private List<String> unreadableNow(LoggedVersion v, MemoryAt now, Map<String, ObjectId> files) {
        Map<String, String> problems = walking ? unreadableRunning : new TreeMap<>();
        if (walking) {
            for (FileChange change : v.changes()) {
                MemoryFile file = change.after() == null ? null : now.file(change.path());
                if (file == null || file.readable()) {
                    problems.remove(change.path());
                } else {
                    problems.put(change.path(), file.problem());
                }
            }
        } else {
            for (String path : files.keySet()) {
                MemoryFile file = now.file(path);
                if (!file.readable()) {
                    problems.put(path, file.problem());
                }
            }
        }
        List<String> lines = new ArrayList<>(problems.size());
        problems.forEach((path, problem) -> lines.add(path + ": " + problem));
        return lines;
    }

    private Optional<Version> worktree(List<String> lines) throws IOException {
        if (!Files.isDirectory(root)) {
            lines.add(root + " is gone: only its history is shown");
            return Optional.empty();
        }
        DiskFiles.Snapshot disk = DiskFiles.read(root, profile);
        disk.skipped().forEach(lines::add);
        Map<String, ObjectId> now = new TreeMap<>();
        disk.files().forEach((path, bytes) -> now.put(path, blobs.add(bytes)));
        List<FileChange> changes = GitHistory.diff(newestFiles, now);
        if (changes.isEmpty()) {
            return Optional.empty();
        }
        String time = null;
        for (FileChange change : changes) {
            if (change.after() != null) {
                try {
                    Instant modified = Files.getLastModifiedTime(root.resolve(change.path())).toInstant();
                    String t = ISO.format(modified.atOffset(ZoneOffset.UTC));
                    time = time == null || t.compareTo(time) > 0 ? t : time;
                } catch (IOException e) {
                    // gone since it was read: no time from it
                }
            }
        }
        LoggedVersion logged = new LoggedVersion(Version.WORKTREE, committed.size() + 1, null, time, null,
                kind == Kind.GIT ? "uncommitted changes" : kind == Kind.RECORDED ? "not recorded yet" : "the files as they are now",
                List.of(), changes);
        return Optional.of(judge(logged, now, path -> Files.exists(root.resolve(path))));
    }

    /** The memory files at a version, path → content. */
    synchronized Map<String, ObjectId> filesAt(Version version) throws IOException {
        if (version.worktree()) {
            Map<String, ObjectId> files = new TreeMap<>(newestFiles);
            for (FileChange change : version.changes()) {
                if (change.after() == null) {
                    files.remove(change.path());
                } else {
                    files.put(change.path(), change.after());
                }
            }
            return files;
        }
        return history.filesAt(version.logged().commit(), readFilter());
    }

    /** The memory files just before a version. */
    synchronized Map<String, ObjectId> filesBefore(Version version) throws IOException {
        Map<String, ObjectId> files = new TreeMap<>(filesAt(version));
        for (FileChange change : version.changes()) {
            if (change.before() == null) {
                files.remove(change.path());
            } else {
                files.put(change.path(), change.before());
            }
        }
        return files;
    }

    /** A memory view of some files, judged against the disk now for paths outside them. */
    MemoryAt view(Map<String, ObjectId> files) {
        return new MemoryAt(files, blobs, profile, root, path -> Files.exists(root.resolve(path)));
    }
}
