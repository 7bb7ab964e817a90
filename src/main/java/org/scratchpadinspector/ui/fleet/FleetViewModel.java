package org.scratchpadinspector.ui.fleet;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.fleet.AgentRow;
import org.scratchpadinspector.engine.fleet.FleetEntry;
import org.scratchpadinspector.engine.fleet.FleetFile;
import org.scratchpadinspector.engine.fleet.FleetScan;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The Fleet view's state: the fleet file's agents, one row each, looked at again every {@code interval} while the
 * view is open, most trouble first. An agent that stops answering keeps the time of its first failure ("unreachable
 * since T"), however many looks fail after it. Opening a row hands its DIR to the window that opens agents.
 */
public final class FleetViewModel {
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(10);

    private final TaskRunner runner;
    private final FleetScan scan;
    private final Duration interval;
    private final Consumer<String> openAgent;
    private final Clock clock;
    private final ObservableList<AgentRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper scanning = new ReadOnlyBooleanWrapper();
    private final Map<String, Instant> unreachableSince = new HashMap<>();
    private List<FleetEntry> entries = List.of();
    private Cancellation next = new Cancellation();
    private boolean closed;

    /**
     * @param scan      looks at the agents (its threads are its own; this model runs it through {@code runner})
     * @param openAgent opens one agent's DIR in a window of its own (on the UI thread)
     */
    public FleetViewModel(TaskRunner runner, FleetScan scan, Duration interval, Consumer<String> openAgent, Clock clock) {
        this.runner = runner;
        this.scan = scan;
        this.interval = interval;
        this.openAgent = openAgent;
        this.clock = clock;
    }

    /** Reads {@code fleetFile} and looks at its agents, then again every interval. */
    public void load(Path fleetFile) {
        status.set("Reading " + fleetFile + "…");
        runner.submit("read fleet file", () -> FleetFile.read(fleetFile), read -> {
            entries = read;
            refresh();
        }, error -> status.set(error.getMessage() == null ? error.toString() : error.getMessage()));
    }

    /** Looks at the given agents (the same rules as a fleet file's), then again every interval. */
    public void watch(List<FleetEntry> agents) {
        entries = List.copyOf(agents);
        refresh();
    }

    /** Looks at every agent now. */
    public void refresh() {
        if (closed || entries.isEmpty()) {
            return;
        }
        next.cancel();
        scanning.set(true);
        List<FleetEntry> agents = entries;
        runner.submit("look at the fleet", () -> scan.scan(agents, FleetScan.DEFAULT_DEADLINE), this::showRows,
                error -> {
                    scanning.set(false);
                    status.set("The fleet could not be looked at: " + error.getMessage());
                    scheduleNext();
                });
    }

    private void showRows(List<AgentRow> scanned) {
        scanning.set(false);
        List<AgentRow> kept = new ArrayList<>();
        for (AgentRow row : scanned) {
            if (row.reachable()) {
                unreachableSince.remove(row.name());
                kept.add(row);
            } else {
                Instant first = unreachableSince.computeIfAbsent(row.name(), n -> sinceOf(row));
                kept.add(row.since(first));
            }
        }
        kept.sort(AgentRow.BY_TROUBLE);
        rows.setAll(kept);
        long troubled = kept.stream().filter(AgentRow::hasProblem).count();
        status.set(kept.size() + " agents, " + (troubled == 0 ? "none with a problem" : troubled + " with a problem")
                + "; looked at " + java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss")
                .withZone(java.time.ZoneId.systemDefault()).format(clock.instant()));
        scheduleNext();
    }

    private Instant sinceOf(AgentRow row) {
        String error = row.error();
        if (error != null && error.startsWith("unreachable since ")) {
            try {
                return Instant.parse(error.substring("unreachable since ".length(), error.indexOf(": ")));
            } catch (RuntimeException e) {
                return clock.instant();
            }
        }
        return clock.instant();
    }

    private void scheduleNext() {
        if (!closed) {
            next = runner.later("look at the fleet again", interval, this::refresh);
        }
    }

    /** Opens the agent of {@code row} in its own window. */
    public void open(AgentRow row) {
        if (row != null) {
            openAgent.accept(row.dir());
        }
    }

    public ObservableList<AgentRow> rows() {
        return rows;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty scanningProperty() {
        return scanning.getReadOnlyProperty();
    }

    /** Stops looking (the view was closed) and lets the scan's threads go. */
    public void close() {
        closed = true;
        next.cancel();
        runner.fireAndForget("stop the fleet scan", cancel -> {
            scan.close();
            return null;
        });
    }
}
