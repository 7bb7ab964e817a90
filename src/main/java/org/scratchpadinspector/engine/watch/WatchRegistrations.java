package org.scratchpadinspector.engine.watch;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * The WatchService and the keys of the watched directory, its logs directory and its parent. The parent is
 * watched because inotify reports neither a rename of the watched directory nor its replacement on the
 * directory's own key. Owned by the watcher thread, except {@link #close()}.
 */
final class WatchRegistrations {
    private final WatchedPaths paths;
    private final WatchService service;
    private WatchKey directoryKey;
    private Object directoryIdentity;
    private WatchKey logsKey;
    private WatchKey parentKey;

    WatchRegistrations(WatchedPaths paths) throws IOException {
        this.paths = paths;
        this.service = paths.directory().getFileSystem().newWatchService();
    }

    WatchKey poll(long nanos) throws InterruptedException {
        return service.poll(nanos, TimeUnit.NANOSECONDS);
    }

    WatchKey pollNow() {
        return service.poll();
    }

    boolean isDirectory(WatchKey key) {
        return key == directoryKey;
    }

    boolean isLogs(WatchKey key) {
        return key == logsKey;
    }

    boolean isParent(WatchKey key) {
        return key == parentKey;
    }

    /** Returns false when the directory is missing; other failures (permissions, inotify limits) throw. */
    boolean registerDirectory() throws IOException {
        try {
            Object identity = Files.readAttributes(paths.directory(), BasicFileAttributes.class).fileKey();
            directoryKey = register(paths.directory());
            directoryIdentity = identity;
            return true;
        } catch (NoSuchFileException | NotDirectoryException e) {
            return false;
        }
    }

    /** False once the directory's key died or the path now names another directory (or nothing). */
    boolean directoryStillThere() {
        if (directoryKey == null || !directoryKey.isValid()) {
            return false;
        }
        try {
            BasicFileAttributes attributes = Files.readAttributes(paths.directory(), BasicFileAttributes.class);
            return attributes.isDirectory() && Objects.equals(directoryIdentity, attributes.fileKey());
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Cancels the directory's key, so a renamed directory's events stop, and the logs key, since the logs
     * directory may live inside the gone one.
     */
    void forgetDirectory() {
        cancel(directoryKey);
        directoryKey = null;
        cancel(logsKey);
        logsKey = null;
    }

    /**
     * Registers the logs directory if it is configured, exists and is not registered yet. It is optional,
     * so failures are not reported: the next directory check retries.
     *
     * @return true when it was registered now
     */
    boolean registerLogsIfMissing() {
        Path logs = paths.logsDirectory();
        if (logs == null || (logsKey != null && logsKey.isValid()) || !Files.isDirectory(logs)) {
            return false;
        }
        try {
            logsKey = register(logs);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Best effort: without the parent a rename is still noticed by the periodic directory check. */
    void registerParentIfMissing() {
        Path parent = paths.parent();
        if (parent == null || (parentKey != null && parentKey.isValid()) || !Files.isDirectory(parent)) {
            return;
        }
        try {
            parentKey = register(parent);
        } catch (IOException e) {
            parentKey = null;
        }
    }

    /** Forgets a key that {@link WatchKey#reset()} reported invalid; returns true if it was the directory's. */
    boolean invalidated(WatchKey key) {
        if (key == logsKey) {
            logsKey = null;
        }
        if (key == parentKey) {
            parentKey = null;
        }
        if (key == directoryKey) {
            directoryKey = null;
            return true;
        }
        return false;
    }

    void close() throws IOException {
        service.close();
    }

    private WatchKey register(Path dir) throws IOException {
        // Every directory gets all kinds: registering one directory twice replaces the kinds of its key.
        return dir.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY);
    }

    private static void cancel(WatchKey key) {
        if (key != null) {
            key.cancel();
        }
    }
}
