package org.scratchpadinspector.engine.watch;

import org.scratchpadinspector.model.OwnsThreads;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Watches a directory and its subdirectories (a few levels, hidden ones skipped), for memory formats whose files
 * live one or two folders down ({@code runs/<run>/debug.json}, {@code sessions/<id>/conversation.json}). A new
 * subdirectory is watched as soon as it appears. Changes arrive debounced, named by their path relative to the
 * root; an overflow, or more directories than the bound, asks for a rescan.
 */
@OwnsThreads("the watch service's poller")
public final class TreeWatcher implements Watcher {
    public static final String THREAD_NAME = "tree-watcher";
    static final int MAX_DEPTH = 3;
    static final int MAX_DIRECTORIES = 4096;

    private final Path root;
    private final DirectoryWatcher.Listener listener;
    private final WatchService service;
    private final DebounceBuffer buffer;
    private final Map<WatchKey, Path> keys = new HashMap<>();
    private final Thread thread;
    private final Predicate<String> folders;
    private final int maxDepth;
    private volatile boolean closed;

    private TreeWatcher(Path root, DirectoryWatcher.Listener listener, Duration quiet, Duration maxDelay,
                        Predicate<String> folders, int maxDepth) throws IOException {
        this.root = root;
        this.listener = listener;
        this.folders = folders;
        this.maxDepth = maxDepth;
        this.service = root.getFileSystem().newWatchService();
        this.buffer = new DebounceBuffer(quiet.toNanos(), maxDelay.toNanos());
        this.thread = new Thread(this::run, THREAD_NAME);
        thread.setDaemon(true);
    }

    /** Starts watching; changes made after this returns are delivered. */
    public static TreeWatcher start(Path root, DirectoryWatcher.Listener listener) throws IOException {
        return start(root, listener, DirectoryWatcher.DEFAULT_QUIET, DirectoryWatcher.DEFAULT_MAX_DELAY);
    }

    public static TreeWatcher start(Path root, DirectoryWatcher.Listener listener, Duration quiet, Duration maxDelay)
            throws IOException {
        return start(root, listener, quiet, maxDelay, TreeWatcher::notHidden, MAX_DEPTH);
    }

    /**
     * Watches the folders {@code folders} accepts (each named by its path relative to the root, {@code /}-separated),
     * down to {@code maxDepth} levels; a hidden folder such as {@code .claude} is watched when accepted, so a format
     * whose memory lives in one is seen. Files in watched folders are reported whatever their names.
     */
    public static TreeWatcher start(Path root, DirectoryWatcher.Listener listener, Duration quiet, Duration maxDelay,
                                    Predicate<String> folders, int maxDepth) throws IOException {
        Objects.requireNonNull(listener, "listener");
        TreeWatcher watcher = new TreeWatcher(root.toAbsolutePath().normalize(), listener, quiet, maxDelay, folders,
                maxDepth);
        watcher.register(watcher.root, 0);
        watcher.thread.start();
        return watcher;
    }

    /** Registers {@code dir} and its subdirectories down to the depth bound; false when the bound was reached. */
    private boolean register(Path dir, int depth) throws IOException {
        if (keys.size() >= MAX_DIRECTORIES) {
            return false;
        }
        keys.put(dir.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY), dir);
        if (depth >= maxDepth) {
            return true;
        }
        boolean complete = true;
        try (DirectoryStream<Path> children = Files.newDirectoryStream(dir)) {
            for (Path child : children) {
                if (Files.isDirectory(child, LinkOption.NOFOLLOW_LINKS) && watched(child)) {
                    complete &= register(child, depth + 1);
                }
            }
        }
        return complete;
    }

    private static boolean hidden(Path p) {
        return p.getFileName() != null && p.getFileName().toString().startsWith(".");
    }

    private static boolean notHidden(String relativePath) {
        for (String part : relativePath.split("/")) {
            if (part.startsWith(".")) {
                return false;
            }
        }
        return true;
    }

    private boolean watched(Path dir) {
        return folders.test(root.relativize(dir).toString().replace('\\', '/'));
    }

    private void run() {
        listener.onStatus(WatcherStatus.WATCHING, "Watching " + root + " and its folders");
        try {
            while (!closed) {
                long now = System.nanoTime();
                if (buffer.isDue(now)) {
                    listener.onChanges(buffer.drain());
                    continue;
                }
                long wait = Math.max(1, Math.min(buffer.nanosUntilDue(now), TimeUnit.SECONDS.toNanos(1)));
                WatchKey key = service.poll(wait, TimeUnit.NANOSECONDS);
                while (key != null) {
                    handle(key, System.nanoTime());
                    key = service.poll();
                }
            }
        } catch (ClosedWatchServiceException | InterruptedException e) {
            // closed
        } catch (IOException | RuntimeException e) {
            if (!closed) {
                listener.onStatus(WatcherStatus.FAILED, "Cannot watch " + root + ": " + e.getMessage());
            }
        } finally {
            listener.onStatus(WatcherStatus.STOPPED, "Stopped watching " + root);
        }
    }

    private void handle(WatchKey key, long now) throws IOException {
        Path dir = keys.get(key);
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == OVERFLOW || dir == null) {
                buffer.markRescan(now);
                continue;
            }
            Path changed = dir.resolve(event.context().toString());
            boolean folder = Files.isDirectory(changed, LinkOption.NOFOLLOW_LINKS);
            if (folder ? !watched(changed) : hidden(changed)) {
                continue;
            }
            if (event.kind() == ENTRY_CREATE && !folder) {
                buffer.addCreated(root.relativize(changed).toString(), now);
            } else {
                buffer.add(root.relativize(changed).toString(), now);
            }
            int depth = root.relativize(changed).getNameCount();
            if (event.kind() == ENTRY_CREATE && depth <= maxDepth && folder && !register(changed, depth)) {
                buffer.markRescan(now);
            }
        }
        if (!key.reset()) {
            keys.remove(key);
            if (key.watchable().equals(root)) {
                listener.onStatus(WatcherStatus.DIRECTORY_GONE, root + " no longer exists");
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            service.close();
        } catch (IOException e) {
            // closing: nothing to do
        }
        if (Thread.currentThread() != thread) {
            try {
                thread.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
