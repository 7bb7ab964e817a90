package org.scratchpadinspector.ui.main;

import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.scratchpadinspector.engine.history.GitHistory;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.history.Recorder;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The window's Record toggle: while it is on, every settled change of the open memory's files is recorded as a
 * version in the inspector's own data folder, exactly as {@code record DIR} does. It is offered for a source whose
 * files can be recorded and whose history is not already a git work tree's; opening another directory turns it off.
 */
public final class RecordViewModel {
    private static final String STARTING = "starting the recording…";
    private final TaskRunner runner;
    private final Runnable recorded;
    private final BooleanProperty recording = new SimpleBooleanProperty(this, "recording");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private MemorySource source;
    private Recorder recorder;
    private boolean quiet;

    /** {@code recorded} runs on the UI thread after each recorded version (the list rereads its source). */
    public RecordViewModel(TaskRunner runner, Runnable recorded) {
        this.runner = runner;
        this.recorded = recorded;
        recording.addListener((obs, was, now) -> {
            if (!quiet) {
                if (now) {
                    start();
                } else {
                    stop();
                }
            }
        });
    }

    /** The open source changed (null: none, or a seed-000 scratchpad): recording stops. */
    public void source(MemorySource opened) {
        setQuietly(false);
        stop();
        source = opened;
        boolean canRecord = opened != null && opened.facet(MemoryFiles.class).isPresent();
        available.set(canRecord);
        status.set("");
    }

    private void start() {
        MemorySource from = source;
        if (from == null || from.facet(MemoryFiles.class).isEmpty()) {
            setQuietly(false);
            return;
        }
        MemoryFiles files = from.facet(MemoryFiles.class).get();
        status.set(STARTING);
        runner.submit("start recording " + from.directory(), cancel -> {
            if (GitHistory.ofWorkTree(from.directory(), files).isPresent()) {
                throw new IllegalStateException(from.directory() + " is in a git work tree: its commits are its history");
            }
            return Recorder.start(from.directory(), from.format(), files, new Callbacks(), DirectoryWatcher.DEFAULT_QUIET,
                    DirectoryWatcher.DEFAULT_MAX_DELAY);
        }, started -> {
            if (source != from || !recording.get()) {
                runner.fireAndForget("stop recording", cancel -> {
                    started.close();
                    return null;
                });
                return;
            }
            recorder = started;
            if (status.get().equals(STARTING)) {
                status.set("recording into " + started.repository().location());
            }
            recorded.run();
        }, error -> {
            setQuietly(false);
            status.set("not recording: " + (error.getMessage() == null ? error.toString() : error.getMessage()));
        });
    }

    private void stop() {
        if (recorder != null) {
            Recorder stopping = recorder;
            recorder = null;
            status.set("recording stopped");
            runner.fireAndForget("stop recording", cancel -> {
                stopping.close();
                return null;
            });
        }
    }

    private void setQuietly(boolean on) {
        quiet = true;
        recording.set(on);
        quiet = false;
    }

    /** Stops recording when the window closes. */
    public void close() {
        setQuietly(false);
        stop();
    }

    /** On, the open memory is being recorded; the menu's check item is bound to it both ways. */
    public BooleanProperty recordingProperty() {
        return recording;
    }

    /** Whether the open source's files can be recorded at all. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** One line: where it records, the newest version recorded, or why it does not. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    private final class Callbacks implements Recorder.Listener {
        @Override
        public void recorded(String id, List<String> files, boolean gap) {
            runner.onUiThread(() -> {
                status.set(id + (gap ? " (gap)" : "") + " recorded: " + String.join(", ", files));
                recorded.run();
            });
        }

        @Override
        public void trouble(String message) {
            runner.onUiThread(() -> status.set(message));
        }
    }
}
