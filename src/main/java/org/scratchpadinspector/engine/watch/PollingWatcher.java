package org.scratchpadinspector.engine.watch;

import org.scratchpadinspector.model.OwnsThreads;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.engine.files.Locations;

/**
 * Watches directories where no change notification reaches us (on another machine, over SFTP) by listing them
 * every {@code interval} and comparing each entry's size and time with the last listing. What changed goes
 * through the same debounce as {@link DirectoryWatcher} and {@link TreeWatcher}, named the same way: by file name
 * for a directory and its logs directory, by path relative to the root for a tree. A listing that fails says so
 * once ({@link WatcherStatus#DIRECTORY_GONE}) and is tried again at the next tick; when it works again, everything
 * is read again. All callbacks run on one daemon thread named {@value #THREAD_NAME}.
 */
@OwnsThreads("polls a remote directory on its own schedule")
public final class PollingWatcher implements Watcher {
    public static final String THREAD_NAME = "remote-poller";
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(2);

    private final List<Path> roots;
    private final boolean tree;
    private final Duration interval;
    private final DirectoryWatcher.Listener listener;
    private final DebounceBuffer buffer = new DebounceBuffer(DirectoryWatcher.DEFAULT_QUIET.toNanos(),
            DirectoryWatcher.DEFAULT_MAX_DELAY.toNanos());
    private final Thread thread;
    private final Object wake = new Object();
    private volatile boolean closed;
    private Map<String, Long> last;

    private PollingWatcher(List<Path> roots, boolean tree, Duration interval, DirectoryWatcher.Listener listener) {
        this.roots = roots;
        this.tree = tree;
        this.interval = interval;
        this.listener = listener;
        this.thread = new Thread(this::run, THREAD_NAME);
        thread.setDaemon(true);
    }

    /**
     * Polls {@code dir} and, when not null, {@code logsDirOrNull}; changes are named by file name. The first listing
     * is made before this returns, so that a change made after it is delivered.
     */
    public static PollingWatcher start(Path dir, Path logsDirOrNull, Duration interval, DirectoryWatcher.Listener listener) {
        List<Path> roots = new ArrayList<>(List.of(dir));
        if (logsDirOrNull != null && !logsDirOrNull.equals(dir)) {
            roots.add(logsDirOrNull);
        }
        return started(new PollingWatcher(roots, false, interval, listener));
    }

    /** Polls {@code root} and its folders ({@link TreeWatcher}'s depth); changes are named relative to the root. */
    public static PollingWatcher startTree(Path root, Duration interval, DirectoryWatcher.Listener listener) {
        return started(new PollingWatcher(List.of(root), true, interval, listener));
    }

    private static PollingWatcher started(PollingWatcher watcher) {
        Objects.requireNonNull(watcher.listener, "listener");
        try {
            watcher.last = watcher.list();
        } catch (IOException e) {
            watcher.last = null;
        }
        watcher.thread.start();
        return watcher;
    }

    private void run() {
        String where = Locations.display(roots.get(0));
        listener.onStatus(WatcherStatus.STARTING, "Starting to poll " + where + " every " + interval.toMillis() + " ms");
        listener.onStatus(last == null ? WatcherStatus.DIRECTORY_GONE : WatcherStatus.WATCHING,
                last == null ? where + " cannot be listed; trying again" : "Polling " + where + " every "
                        + interval.toMillis() + " ms");
        long nextPoll = System.nanoTime() + interval.toNanos();
        try {
            while (!closed) {
                long now = System.nanoTime();
                if (now >= nextPoll) {
                    poll(where, now);
                    nextPoll = now + interval.toNanos();
                }
                if (buffer.isDue(System.nanoTime())) {
                    listener.onChanges(buffer.drain());
                }
                long sleep = Math.min(nextPoll - System.nanoTime(), buffer.nanosUntilDue(System.nanoTime()));
                if (sleep > 0) {
                    synchronized (wake) {
                        if (!closed) {
                            TimeUnit.NANOSECONDS.timedWait(wake, sleep);
                        }
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            listener.onStatus(WatcherStatus.FAILED, "Cannot poll " + where + ": " + e.getMessage());
        } finally {
            listener.onStatus(WatcherStatus.STOPPED, "Stopped polling " + where);
        }
    }

    private void poll(String where, long now) {
        Map<String, Long> current;
        try {
            current = list();
        } catch (IOException e) {
            if (last != null) {
                listener.onStatus(WatcherStatus.DIRECTORY_GONE, where + " cannot be listed (" + e.getMessage()
                        + "); trying again every " + interval.toMillis() + " ms");
            }
            last = null;
            return;
        }
        if (last == null) {
            listener.onStatus(WatcherStatus.WATCHING, where + " can be listed again; re-reading it");
            buffer.markRescan(now);
        } else {
            for (Map.Entry<String, Long> e : current.entrySet()) {
                if (!e.getValue().equals(last.get(e.getKey()))) {
                    buffer.add(e.getKey(), now);
                }
            }
            for (String gone : last.keySet()) {
                if (!current.containsKey(gone)) {
                    buffer.add(gone, now);
                }
            }
        }
        last = current;
    }

    /** Every entry's name with a stamp of its size and time. */
    private Map<String, Long> list() throws IOException {
        Map<String, Long> entries = new HashMap<>();
        if (tree) {
            listTree(roots.get(0), "", 0, entries);
        } else {
            for (int i = 0; i < roots.size(); i++) {
                try {
                    listInto(roots.get(i), "", entries, null);
                } catch (IOException e) {
                    if (i == 0) {
                        throw e; // a missing logs directory is no failure of the watch
                    }
                }
            }
        }
        return entries;
    }

    private void listTree(Path dir, String prefix, int depth, Map<String, Long> entries) throws IOException {
        List<Path> folders = new ArrayList<>();
        listInto(dir, prefix, entries, depth < TreeWatcher.MAX_DEPTH ? folders : null);
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            try {
                listTree(folder, prefix + name + "/", depth + 1, entries);
            } catch (IOException e) {
                // a folder removed between two listings shows as its entries gone
            }
        }
    }

    private static void listInto(Path dir, String prefix, Map<String, Long> entries, List<Path> folders)
            throws IOException {
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path entry : stream) {
                String name = entry.getFileName().toString();
                BasicFileAttributes a;
                try {
                    a = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                } catch (IOException e) {
                    continue;
                }
                entries.put(prefix + name, a.size() * 31 + a.lastModifiedTime().toMillis());
                if (folders != null && a.isDirectory() && !name.startsWith(".")) {
                    folders.add(entry);
                }
            }
        }
    }

    /** Stops polling; no callback arrives after {@link WatcherStatus#STOPPED}. */
    @Override
    public void close() {
        closed = true;
        synchronized (wake) {
            wake.notifyAll();
        }
        if (Thread.currentThread() != thread) {
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
