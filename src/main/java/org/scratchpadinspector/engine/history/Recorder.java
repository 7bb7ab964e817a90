package org.scratchpadinspector.engine.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.watch.ChangeBatch;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.engine.watch.TreeWatcher;
import org.scratchpadinspector.engine.watch.WatcherStatus;

/**
 * Records a directory's memory files as they settle: each change, debounced as the watcher debounces (a batch is
 * due once no event came for the quiet time, and never later than the longest delay after its first event),
 * becomes a commit of the recording ({@link RecordingRepository}) when the files differ from the newest recorded
 * version. It writes nothing beside the agent and works on the watcher's own thread, so the agent is never held up.
 * Started again after a stop, it first records what changed meanwhile as one version flagged {@code gap}.
 */
public final class Recorder implements AutoCloseable {
    public static final String UNKNOWN = "unknown";
    public static final String INSPECTOR = "inspector";
    public static final String GAP = "gap";
    static final int MAX_DEPTH = 12;

    /** What a recording tells whoever started it, on the watcher's thread. */
    public interface Listener {
        /** A version was recorded. */
        void recorded(String id, List<String> files, boolean gap);

        /** Watching or recording went wrong; one line. */
        void trouble(String message);
    }

    private final Path dir;
    private final MemoryFiles filter;
    private final RecordingRepository repository;
    private final Listener listener;
    private TreeWatcher watcher;

    private Recorder(Path dir, MemoryFiles filter, RecordingRepository repository, Listener listener) {
        this.dir = dir;
        this.filter = filter;
        this.repository = repository;
        this.listener = listener;
    }

    /**
     * Starts recording {@code dir}: records what is there now (the first version, or a {@code gap} when versions
     * exist and the files changed since the newest), then every settled change until {@link #close()}.
     *
     * @throws IllegalArgumentException with one line when the directory cannot be recorded
     */
    public static Recorder start(Path dir, MemoryFiles filter, Listener listener) throws IOException {
        return start(dir, filter, listener, DirectoryWatcher.DEFAULT_QUIET, DirectoryWatcher.DEFAULT_MAX_DELAY);
    }

    public static Recorder start(Path dir, MemoryFiles filter, Listener listener, Duration quiet, Duration maxDelay)
            throws IOException {
        return start(dir, null, filter, listener, quiet, maxDelay);
    }

    /** Records a directory of a known {@code format} (null when none), which the recording then names. */
    public static Recorder start(Path dir, String format, MemoryFiles filter, Listener listener, Duration quiet,
                                 Duration maxDelay) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot record " + dir + ": " + (Files.exists(dir) ? "not a directory" : "it does not exist"));
        }
        if (InspectorData.isInside(dir)) {
            throw new IllegalArgumentException("cannot record " + dir + ": it is inside the inspector's own data folder "
                    + InspectorData.root());
        }
        Path real = dir.toRealPath();
        RecordingRepository repository = RecordingRepository.openOrCreate(real);
        if (format != null) {
            repository.setFormat(format);
        }
        Recorder recorder = new Recorder(real, filter, repository, listener);
        try {
            recorder.catchUp();
            recorder.watcher = TreeWatcher.start(real, recorder.new Changes(), quiet, maxDelay,
                    folder -> !folder.equals(".git") && !folder.startsWith(".git/") && filter.mayHoldMemory(folder),
                    MAX_DEPTH);
        } catch (IOException | RuntimeException e) {
            repository.close();
            throw e;
        }
        return recorder;
    }

    public RecordingRepository repository() {
        return repository;
    }

    /** Records what changed while no recorder ran: the first version, or one flagged {@code gap}. */
    private void catchUp() throws IOException {
        repository.locked(() -> {
            boolean first = repository.repository().resolve(RecordingRepository.BRANCH) == null;
            DiskFiles.Snapshot now = DiskFiles.read(dir, filter);
            List<String> changed = changedFiles(now.files());
            Optional<String> id = first
                    ? repository.record(now.files(), UNKNOWN, "recording started: " + summary(changed), List.of(), Instant.now())
                    : repository.record(now.files(), UNKNOWN, "changed while recording was off: " + summary(changed),
                    List.of(GAP), Instant.now());
            id.ifPresent(v -> listener.recorded(v, changed, !first));
            return null;
        });
    }

    /** Takes the directory as it is now and records it if it changed; returns the new version's id. */
    public Optional<String> recordNow() throws IOException {
        return repository.locked(() -> {
            DiskFiles.Snapshot now = DiskFiles.read(dir, filter);
            List<String> changed = changedFiles(now.files());
            Optional<String> id = repository.record(now.files(), UNKNOWN, "recorded: " + summary(changed), List.of(),
                    Instant.now());
            id.ifPresent(v -> listener.recorded(v, changed, false));
            return id;
        });
    }

    private List<String> changedFiles(Map<String, byte[]> files) throws IOException {
        Map<String, ObjectId> newest = repository.newest();
        Map<String, ObjectId> now = new java.util.TreeMap<>();
        files.forEach((path, bytes) -> now.put(path, GitHistory.blobId(bytes)));
        return GitHistory.diff(newest, now).stream().map(FileChange::path).toList();
    }

    private static String summary(List<String> files) {
        if (files.isEmpty()) {
            return "no memory files";
        }
        return files.size() <= 3 ? String.join(", ", files) : files.get(0) + " and " + (files.size() - 1) + " more files";
    }

    @Override
    public void close() {
        if (watcher != null) {
            watcher.close();
        }
        repository.close();
    }

    private final class Changes implements DirectoryWatcher.Listener {
        @Override
        public void onChanges(ChangeBatch batch) {
            try {
                recordNow();
            } catch (IOException | RuntimeException e) {
                listener.trouble("cannot record " + dir + ": " + e.getMessage());
            }
        }

        @Override
        public void onStatus(WatcherStatus status, String message) {
            if (status == WatcherStatus.FAILED || status == WatcherStatus.DIRECTORY_GONE) {
                listener.trouble(message);
            }
        }
    }
}
