package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * "Fork from this unit…" for any source with the {@link TimeTravel} facet: the operator's DEST (a free name beside
 * the source's root is suggested), then the fork made off the UI thread by the facet (seed 000: a new agent root
 * whose history is the cycles before the chosen one and whose active.yaml is its {@code _before}). The source is
 * only read. A refusal is one line and nothing is created.
 */
public final class ForkViewModel {
    private final TaskRunner runner;
    private final StringProperty destination = new SimpleStringProperty(this, "destination", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<Path> fork = new ReadOnlyObjectWrapper<>(this, "fork");
    private MemorySource source;
    private UnitId unit;
    private Consumer<Path> onForked = made -> { };

    public ForkViewModel(TaskRunner runner) {
        this.runner = runner;
    }

    /** Forking {@code from} at {@code id}; suggests a destination beside its root. */
    public void prepare(MemorySource from, UnitId id) {
        source = from;
        unit = id;
        fork.set(null);
        message.set("");
        Path root = rootOf(from);
        title.set("Fork " + root + " at " + kindOf(from) + " " + id);
        runner.submit("suggest a fork destination", () -> ForkDestinations.suggest(root, id), dest -> {
            if (destination.get() == null || destination.get().isBlank()) {
                destination.set(dest.toString());
            }
        }, error -> { });
    }

    /** The folder the source's agent runs in (its {@link LiveControl} root), else the source's directory. */
    static Path rootOf(MemorySource source) {
        return source.facet(LiveControl.class).map(LiveControl::agentRoot).orElse(source.directory());
    }

    /** What the source calls a unit ("cycle", "turn"), from its {@link History} facet. */
    static String kindOf(MemorySource source) {
        return source.unitWord();
    }

    /** Called on the UI thread with the root of each fork made. */
    public void onForked(Consumer<Path> listener) {
        onForked = listener;
    }

    public void fork() {
        String dest = destination.get() == null ? "" : destination.get().strip();
        if (source == null || unit == null) {
            message.set("Select a unit to fork from.");
            return;
        }
        java.util.Optional<TimeTravel> travel = source.facet(TimeTravel.class);
        if (travel.isEmpty()) {
            message.set(source.lacks(TimeTravel.class));
            return;
        }
        if (dest.isEmpty()) {
            message.set("Enter DEST: a new or empty directory outside the source.");
            return;
        }
        busy.set(true);
        message.set("Forking…");
        UnitId at = unit;
        Path into = Path.of(dest).toAbsolutePath().normalize();
        runner.submit("fork at " + at, () -> {
            try {
                return new Made(travel.get().fork(at, into), null);
            } catch (IllegalArgumentException refused) {
                return new Made(null, refused.getMessage());
            }
        }, outcome -> {
            busy.set(false);
            if (outcome.refusal() == null) {
                message.set("Forked into " + into + said(outcome.said(), into, at));
                fork.set(into);
                onForked.accept(into);
            } else {
                message.set("Refused: " + outcome.refusal() + " (nothing was created)");
            }
        }, error -> {
            busy.set(false);
            message.set("Could not fork: " + error.getMessage());
        });
    }

    private record Made(String said, String refusal) {
    }

    /**
     * What the facet said it made, on one line: its lines without the destination it repeats, the "forked at ID"
     * the title already gives, and the command-line hints ("step it:", "compare it:") the window has buttons for.
     */
    static String said(String text, Path into, UnitId at) {
        List<String> parts = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String l = line.strip();
            if (l.isEmpty() || l.equals(into.toString()) || l.matches("^[a-z ]+ it:.*")) {
                continue;
            }
            parts.add(l.startsWith("forked at " + at + ": ") ? l.substring(("forked at " + at + ": ").length()) : l);
        }
        return parts.isEmpty() ? "" : ": " + String.join("; ", parts);
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

    /** The root of the fork made, or null. */
    public ReadOnlyObjectProperty<Path> forkProperty() {
        return fork.getReadOnlyProperty();
    }

    /** The directory of the source the fork is made from. */
    public Path source() {
        return source == null ? null : source.directory();
    }

    /** The source the fork is made from. */
    public MemorySource memorySource() {
        return source;
    }

    public UnitId unit() {
        return unit;
    }
}
