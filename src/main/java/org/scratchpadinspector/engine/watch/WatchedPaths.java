package org.scratchpadinspector.engine.watch;

import java.nio.file.Path;

/** The absolute paths one watcher cares about; the logs directory is null when not watched. */
record WatchedPaths(Path directory, Path logsDirectory) {
    WatchedPaths {
        directory = directory.toAbsolutePath().normalize();
        logsDirectory = logsDirectory == null ? null : logsDirectory.toAbsolutePath().normalize();
        if (directory.equals(logsDirectory)) {
            logsDirectory = null; // already watched as the directory itself
        }
    }

    /** Null for a root directory. */
    Path parent() {
        return directory.getParent();
    }

    String directoryName() {
        Path name = directory.getFileName();
        return name == null ? "" : name.toString();
    }

    boolean isLogsDirectory(Path container, String entryName) {
        return logsDirectory != null && container != null && logsDirectory.equals(container.resolve(entryName));
    }
}
