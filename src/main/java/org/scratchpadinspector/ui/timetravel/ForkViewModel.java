package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Forker;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * "Fork from this cycle…": the operator's DEST (a free name beside the source is suggested), then the fork made
 * off the UI thread: a new agent root whose history is the cycles before the chosen one and whose active.yaml is
 * its {@code _before}. The source is only read. A refusal is one line and nothing is created.
 */
public final class ForkViewModel {
    private final TaskRunner runner;
    private final Clock clock;
    private final StringProperty destination = new SimpleStringProperty(this, "destination", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<Forker.Fork> fork = new ReadOnlyObjectWrapper<>(this, "fork");
    private Path source;
    private CycleId cycle;
    private Consumer<Forker.Fork> onForked = made -> { };

    public ForkViewModel(TaskRunner runner, Clock clock) {
        this.runner = runner;
        this.clock = clock;
    }

    /** Forking {@code sourceDir} (agent root or scratchpad directory) at {@code id}; suggests a destination. */
    public void prepare(Path sourceDir, CycleId id) {
        source = sourceDir;
        cycle = id;
        fork.set(null);
        message.set("");
        Path root = ScratchpadLocation.agentRootOf(sourceDir);
        title.set("Fork " + root + " at cycle " + id);
        runner.submit("suggest a fork destination", () -> ForkDestinations.suggest(root, id), dest -> {
            if (destination.get() == null || destination.get().isBlank()) {
                destination.set(dest.toString());
            }
        }, error -> { });
    }

    /** Called on the UI thread with each fork made. */
    public void onForked(Consumer<Forker.Fork> listener) {
        onForked = listener;
    }

    public void fork() {
        String dest = destination.get() == null ? "" : destination.get().strip();
        if (source == null || cycle == null) {
            message.set("Select a cycle to fork from.");
            return;
        }
        if (dest.isEmpty()) {
            message.set("Enter DEST: a new or empty directory outside the source.");
            return;
        }
        busy.set(true);
        message.set("Forking…");
        Path from = source;
        CycleId at = cycle;
        runner.submit("fork at " + at, () -> {
            try {
                return new Forker(clock).fork(from, at, Path.of(dest));
            } catch (Forker.Refused refused) {
                return refused.getMessage();
            }
        }, outcome -> {
            busy.set(false);
            if (outcome instanceof Forker.Fork made) {
                message.set("Forked into " + made.root() + ": " + made.historyCycles() + " earlier cycle"
                        + (made.historyCycles() == 1 ? "" : "s") + " (" + (made.linked() ? "hard links" : "copies")
                        + "), active.yaml = " + made.cycle() + "_before.yaml"
                        + (made.codeFiles() > 0 ? "; the rest of the agent root copied (" + made.codeFiles()
                        + (made.codeFiles() == 1 ? " file" : " files") + "): step it with the source's command" : ""));
                fork.set(made);
                onForked.accept(made);
            } else {
                message.set("Refused: " + outcome + " (nothing was created)");
            }
        }, error -> {
            busy.set(false);
            message.set("Could not fork: " + error.getMessage());
        });
    }

    public StringProperty destinationProperty() {
        return destination;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The fork made, or null. */
    public ReadOnlyObjectProperty<Forker.Fork> forkProperty() {
        return fork.getReadOnlyProperty();
    }

    /** The source the fork is made from, as given. */
    public Path source() {
        return source;
    }

    public CycleId cycle() {
        return cycle;
    }
}
