package org.scratchpadinspector.engine.watch;

import org.scratchpadinspector.model.OwnsThreads;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Watches a scratchpad directory (not recursively) and, optionally, its logs directory, and delivers
 * debounced {@link ChangeBatch}es. All callbacks run on one daemon thread named {@value #THREAD_NAME};
 * listeners hand results to their UI thread themselves. Changes made after {@link #start} returns are
 * delivered. The first callback is {@link WatcherStatus#STARTING}, the last is {@link WatcherStatus#STOPPED}.
 */
@OwnsThreads("the watch service's poller")
public final class DirectoryWatcher implements Watcher {
    public static final String THREAD_NAME = "scratchpad-watcher";
    public static final Duration DEFAULT_QUIET = Duration.ofMillis(75);
    public static final Duration DEFAULT_MAX_DELAY = Duration.ofMillis(250);
    static final Duration DIRECTORY_CHECK_INTERVAL = Duration.ofSeconds(1);

    private static final System.Logger LOG = System.getLogger(DirectoryWatcher.class.getName());

    /** Receives changes and status on the watcher thread; must not block for long. */
    public interface Listener {
        void onChanges(ChangeBatch batch);

        void onStatus(WatcherStatus status, String message);
    }

    private final WatchedPaths paths;
    private final Listener listener;
    private final DebounceBuffer buffer;
    private final WatchRegistrations registrations;
    private final Thread thread;
    private volatile boolean closed;
    private IOException startupFailure;
    private String goneMessage;

    public static DirectoryWatcher start(Path dir, Path logsDirOrNull, Listener listener) {
        return start(dir, logsDirOrNull, listener, DEFAULT_QUIET, DEFAULT_MAX_DELAY);
    }

    public static DirectoryWatcher start(Path dir, Path logsDirOrNull, Listener listener,
            Duration quiet, Duration maxDelay) {
        Objects.requireNonNull(dir, "dir");
        Objects.requireNonNull(listener, "listener");
        if (quiet.isNegative() || maxDelay.isNegative()) {
            throw new IllegalArgumentException("quiet and maxDelay must not be negative");
        }
        DirectoryWatcher watcher = new DirectoryWatcher(new WatchedPaths(dir, logsDirOrNull), listener,
                new DebounceBuffer(quiet.toNanos(), maxDelay.toNanos()));
        watcher.thread.start();
        return watcher;
    }

    private DirectoryWatcher(WatchedPaths paths, Listener listener, DebounceBuffer buffer) {
        this.paths = paths;
        this.listener = listener;
        this.buffer = buffer;
        this.registrations = openRegistrations(paths);
        this.thread = new Thread(this::run, THREAD_NAME);
        thread.setDaemon(true);
    }

    /** Registering here, not on the thread, is what makes "changes after start() returns are delivered" hold. */
    private WatchRegistrations openRegistrations(WatchedPaths paths) {
        try {
            WatchRegistrations opened = new WatchRegistrations(paths);
            if (!opened.registerDirectory()) {
                goneMessage = paths.directory() + " does not exist; waiting for it to appear";
            }
            opened.registerLogsIfMissing();
            opened.registerParentIfMissing();
            return opened;
        } catch (IOException e) {
            startupFailure = e;
            return null;
        }
    }

    /** Stops the watcher thread promptly; on return no callback will arrive after {@code STOPPED}. */
    @Override
    public void close() {
        closed = true;
        closeWatchService();
        if (Thread.currentThread() == thread) {
            return; // closed from inside a callback: the loop ends when the callback returns
        }
        try {
            thread.join(2_000);
            if (thread.isAlive()) {
                // Only a listener stuck in a callback gets here; interrupt it as a last resort.
                thread.interrupt();
                thread.join(1_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        try {
            report(WatcherStatus.STARTING, "Starting to watch " + paths.directory());
            if (startupFailure != null) {
                throw startupFailure;
            }
            if (goneMessage != null) {
                report(WatcherStatus.DIRECTORY_GONE, goneMessage);
            } else {
                report(WatcherStatus.WATCHING, "Watching " + paths.directory());
            }
            watchLoop();
        } catch (ClosedWatchServiceException | InterruptedException e) {
            // close() was called
        } catch (IOException | RuntimeException e) {
            if (!closed) {
                report(WatcherStatus.FAILED, "Cannot watch " + paths.directory() + ": " + describe(e));
            }
        } finally {
            closeWatchService();
            report(WatcherStatus.STOPPED, "Stopped watching " + paths.directory());
        }
    }

    private void watchLoop() throws IOException, InterruptedException {
        long checkInterval = DIRECTORY_CHECK_INTERVAL.toNanos();
        long nextCheck = System.nanoTime() + checkInterval;
        while (!closed) {
            long now = System.nanoTime();
            if (now - nextCheck >= 0) {
                checkDirectories(now);
                nextCheck = now + checkInterval;
            }
            if (buffer.isDue(now)) {
                deliver(buffer.drain());
                continue;
            }
            long wait = Math.max(0, Math.min(buffer.nanosUntilDue(now), nextCheck - now));
            WatchKey key = registrations.poll(wait);
            while (key != null) {
                handle(key, System.nanoTime());
                key = registrations.pollNow();
            }
        }
    }

    private void handle(WatchKey key, long now) throws IOException {
        List<WatchEvent<?>> events = key.pollEvents();
        boolean stillValid = key.reset();
        if (registrations.isParent(key)) {
            handleParentEvents(events, now);
        }
        if (goneMessage == null && (registrations.isDirectory(key) || registrations.isLogs(key))) {
            collect(registrations.isDirectory(key), events, now);
        }
        if (!stillValid && registrations.invalidated(key) && goneMessage == null) {
            goGone(paths.directory() + " no longer exists; waiting for it to reappear");
        }
    }

    private void collect(boolean fromDirectory, List<WatchEvent<?>> events, long now) {
        for (WatchEvent<?> event : events) {
            if (event.kind() == OVERFLOW) {
                buffer.markRescan(now);
                continue;
            }
            String name = event.context().toString();
            if (event.kind() == ENTRY_CREATE) {
                buffer.addCreated(name, now);
            } else {
                buffer.add(name, now);
            }
            if (fromDirectory && paths.isLogsDirectory(paths.directory(), name)) {
                registerLogsAfterStart(now);
            }
        }
    }

    /** The parent tells us about a rename of the directory, which inotify does not report on the directory. */
    private void handleParentEvents(List<WatchEvent<?>> events, long now) throws IOException {
        for (WatchEvent<?> event : events) {
            if (event.kind() == OVERFLOW) {
                checkDirectories(now);
                continue;
            }
            String name = event.context().toString();
            if (name.equals(paths.directoryName())) {
                // The check skips a stale DELETE that arrives after the directory already came back.
                if (event.kind() == ENTRY_DELETE && goneMessage == null && !registrations.directoryStillThere()) {
                    goGone(paths.directory() + " was deleted or renamed; waiting for it to reappear");
                } else if (event.kind() == ENTRY_CREATE && goneMessage != null) {
                    tryResume(now);
                }
            } else if (event.kind() == ENTRY_CREATE && goneMessage == null
                    && paths.isLogsDirectory(paths.parent(), name)) {
                registerLogsAfterStart(now);
            }
        }
    }

    private void checkDirectories(long now) throws IOException {
        if (goneMessage == null && !registrations.directoryStillThere()) {
            goGone(paths.directory() + " was deleted, renamed or replaced; waiting for it to reappear");
        }
        if (goneMessage != null) {
            tryResume(now);
        }
        if (goneMessage == null) {
            registerLogsAfterStart(now);
        }
        registrations.registerParentIfMissing();
    }

    private void goGone(String message) {
        goneMessage = message;
        buffer.clear(); // the rescan after the directory returns covers whatever was pending
        registrations.forgetDirectory();
        report(WatcherStatus.DIRECTORY_GONE, message);
    }

    private void tryResume(long now) throws IOException {
        if (!registrations.registerDirectory()) {
            return;
        }
        goneMessage = null;
        report(WatcherStatus.WATCHING, paths.directory() + " is back; re-reading it");
        registrations.registerLogsIfMissing();
        buffer.markRescan(now);
    }

    private void registerLogsAfterStart(long now) {
        if (registrations.registerLogsIfMissing()) {
            buffer.markRescan(now); // files written before the registration produced no event
        }
    }

    private void closeWatchService() {
        if (registrations == null) {
            return;
        }
        try {
            registrations.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing the watch service failed", e);
        }
    }

    private void deliver(ChangeBatch batch) {
        if (closed) {
            return;
        }
        try {
            listener.onChanges(batch);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "change listener failed", e);
        }
    }

    private void report(WatcherStatus status, String message) {
        if (closed && status != WatcherStatus.STOPPED) {
            return;
        }
        try {
            listener.onStatus(status, message);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "status listener failed", e);
        }
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null ? "" : " (" + message + ")");
    }
}
