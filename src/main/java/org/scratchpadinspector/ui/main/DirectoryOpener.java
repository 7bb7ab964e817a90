package org.scratchpadinspector.ui.main;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.scratchpadinspector.engine.edit.WriteRecovery;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.engine.watch.PollingWatcher;
import org.scratchpadinspector.engine.watch.TreeWatcher;
import org.scratchpadinspector.engine.watch.Watcher;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.DirectoryContents;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitIndex;

/**
 * Opens a directory off the UI thread in the format detected there, after settling the edits a killed inspector
 * left unfinished there ({@link WriteRecovery}), and watches it: a source that knows its units from their files'
 * names is watched folder by folder (and listed once more after the watch starts, so that a file written in between
 * is in the listing or in a batch), any other source as a tree; a directory on another machine is polled (the
 * interval is a setting) instead of watched. An empty directory is watched for the files an agent is about to
 * write; a directory in no format is refused with the one line that says what it holds and which formats are known.
 */
final class DirectoryOpener {
    /**
     * What was opened: a source (null while an empty directory waits for files), its watcher, what was said settling
     * the edits a killed inspector left unfinished there ({@code recovered}), and the recent lists.
     */
    record Opened(Path directory, MemorySource source, Watcher watcher, List<Path> recent, List<String> recentRemote,
                  List<String> recovered) {
    }

    private final FormatRegistry formats;
    private final Settings settings;

    DirectoryOpener(FormatRegistry formats, Settings settings) {
        this.formats = formats;
        this.settings = settings;
    }

    Opened open(Path dir, DirectoryWatcher.Listener listener, Cancellation cancel) throws IOException {
        Path given = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(given)) {
            throw new IllegalArgumentException(Files.exists(given) ? Locations.display(given) + " is not a directory"
                    : Locations.display(given) + " does not exist");
        }
        Detection detection = formats.detect(given);
        if (!detection.found()) {
            if (!DirectoryContents.of(given).isEmpty()) {
                throw new IllegalArgumentException(detection.message());
            }
            // an empty folder is watched: the agent may be about to write its first unit there
            return new Opened(given, null, watchTree(given, listener), recent(dir), settings.recentRemote(), List.of());
        }
        Path root = detection.recognition().root();
        List<String> recovered = Locations.isLocal(root)
                ? new WriteRecovery(Clock.systemUTC()).recoverUnder(given, List.of(root)) : List.of();
        MemorySource source = detection.provider().open(detection.recognition(),
                new SourceOptions(null, settings.staleAfter()), cancel);
        UnitIndex index = source.facet(UnitIndex.class).orElse(null);
        Watcher watcher = index == null ? watchTree(root, listener) : watchFolders(index.folders(), listener);
        try {
            if (index != null) {
                index.rescan(cancel);
            }
            return new Opened(source.directory(), source, watcher, recent(dir), settings.recentRemote(), recovered);
        } catch (IOException | RuntimeException e) {
            watcher.close();
            throw e;
        }
    }

    private Watcher watchTree(Path root, DirectoryWatcher.Listener listener) throws IOException {
        return Locations.isLocal(root) ? TreeWatcher.start(root, listener)
                : PollingWatcher.startTree(root, settings.remotePollInterval(), listener);
    }

    private Watcher watchFolders(List<Path> folders, DirectoryWatcher.Listener listener) {
        Path logs = folders.size() > 1 ? folders.get(1) : null;
        return Locations.isLocal(folders.get(0)) ? DirectoryWatcher.start(folders.get(0), logs, listener)
                : PollingWatcher.start(folders.get(0), logs, settings.remotePollInterval(), listener);
    }

    /** A demo copy lives in a temporary directory: reopening it next time would show it without its agent. */
    private List<Path> recent(Path dir) {
        return BundledSample.isCopy(dir) ? settings.recentDirectories() : settings.rememberDirectory(dir);
    }
}
