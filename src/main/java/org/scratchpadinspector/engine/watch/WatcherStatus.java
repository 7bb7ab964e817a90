package org.scratchpadinspector.engine.watch;

/** The life cycle of a {@link DirectoryWatcher}, reported through {@link DirectoryWatcher.Listener#onStatus}. */
public enum WatcherStatus {
    /** The watcher thread started; always the first report. */
    STARTING,
    /** Changes are being delivered. */
    WATCHING,
    /** The scratchpad directory was deleted, renamed or never existed; polling for it to reappear. */
    DIRECTORY_GONE,
    /** The watcher thread ended; always the last report, exactly once. */
    STOPPED,
    /** Watching is impossible (no permission, inotify limits); followed by {@link #STOPPED}. */
    FAILED
}
