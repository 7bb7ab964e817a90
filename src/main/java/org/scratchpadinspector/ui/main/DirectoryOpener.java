package org.scratchpadinspector.ui.main;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.function.IntConsumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.format.DirectoryContents;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.SnapshotStore;
import org.scratchpadinspector.engine.edit.WriteRecovery;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.engine.watch.PollingWatcher;
import org.scratchpadinspector.engine.watch.Watcher;
import org.scratchpadinspector.engine.watch.TreeWatcher;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;

/**
 * Opens a directory off the UI thread, watched from before it is read, after settling the edits a killed inspector
 * left unfinished there ({@link WriteRecovery}): its format is detected; seed 000 opens as
 * its scratchpad (its screens are built on it), every other format as a memory source; a directory in no format is
 * refused with the one line that says what it holds and which formats are known. A directory on another machine is
 * polled (the interval is a setting) instead of watched.
 */
final class DirectoryOpener {
    /**
     * What was opened: a seed-000 scratchpad ({@code pad}) or a source of another format ({@code source}), what was
     * said settling the edits a killed inspector left unfinished there ({@code recovered}), and the recent lists.
     */
    record Opened(Scratchpad pad, MemorySource source, Watcher watcher, List<Path> recent, List<String> recentRemote,
                  List<String> recovered) {
    }

    private final FormatRegistry formats;
    private final Settings settings;

    DirectoryOpener(FormatRegistry formats, Settings settings) {
        this.formats = formats;
        this.settings = settings;
    }

    Opened open(Path dir, DirectoryWatcher.Listener listener, Cancellation cancel, IntConsumer progress)
            throws IOException {
        Detection detection = formats.detect(dir);
        if (detection.found() && !YamlCyclesProvider.NAME.equals(detection.provider().name())) {
            return openSource(dir, detection, listener, cancel);
        }
        var location = ScratchpadLocation.resolve(dir);
        List<String> recovered = new WriteRecovery(Clock.systemUTC()).recoverUnder(dir,
                location.hasScratchpad() ? List.of(location.directory()) : List.of());
        if (!location.hasScratchpad()) {
            var contents = DirectoryContents.of(location.directory());
            if (!contents.isEmpty()) {
                // an empty folder is opened and watched: the agent may be about to write its first cycle there
                throw new IllegalArgumentException(contents.noFormatMessage(formats.known()));
            }
        }
        // Watch first, list second: a file written in between is then in the listing or in a batch.
        Watcher w = Locations.isLocal(location.directory())
                ? DirectoryWatcher.start(location.directory(), location.logsDirectory(), listener)
                : PollingWatcher.start(location.directory(), location.logsDirectory(), settings.remotePollInterval(), listener);
        try {
            Scratchpad pad = Scratchpad.open(dir, new SnapshotStore(), cancel, progress);
            pad.liveness().setStaleAfter(settings.staleAfter());
            // a demo copy lives in a temporary directory: reopening it next time would show it without its agent
            List<Path> recentDirs = BundledSample.isCopy(dir) ? settings.recentDirectories() : settings.rememberDirectory(dir);
            return new Opened(pad, null, w, recentDirs, settings.recentRemote(), recovered);
        } catch (IOException | RuntimeException e) {
            w.close();
            throw e;
        }
    }

    private Opened openSource(Path dir, Detection detection, DirectoryWatcher.Listener listener, Cancellation cancel)
            throws IOException {
        // the source's directory and its folders: most formats keep their files one or two folders down
        List<String> recovered = new WriteRecovery(Clock.systemUTC()).recoverUnder(dir,
                List.of(detection.recognition().root()));
        Path root = detection.recognition().root();
        Watcher w = Locations.isLocal(root) ? TreeWatcher.start(root, listener)
                : PollingWatcher.startTree(root, settings.remotePollInterval(), listener);
        try {
            MemorySource opened = detection.provider().open(detection.recognition(), SourceOptions.NOW, cancel);
            return new Opened(null, opened, w, settings.rememberDirectory(dir), settings.recentRemote(), recovered);
        } catch (IOException | RuntimeException e) {
            w.close();
            throw e;
        }
    }
}
