package org.scratchpadinspector.ui.agent;

import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.ObservableList;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StreamProblem;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * What an attached agent tells the panel: its status (re-read after events), the live event log, passing stream
 * trouble, and its state in memory against the cycle's _before. UI thread, except {@link #onEvent}.
 */
public final class AgentFeed {
    private static final int EVENT_ROWS = 2000;

    private final TaskRunner runner;
    private final Supplier<ControlClient> client;
    private final Supplier<MemorySource> source;
    private final ReadOnlyObjectWrapper<AgentStatus> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyObjectWrapper<MemoryDiff> memory = new ReadOnlyObjectWrapper<>(this, "memory");
    private final ReadOnlyStringWrapper warning = new ReadOnlyStringWrapper(this, "warning");
    private final BooleanProperty follow = new SimpleBooleanProperty(this, "follow", true);
    private final OutputBuffer<AgentEventRow> events;
    private final StatusRefresh refresh;
    private final java.util.function.Consumer<Throwable> showProblem;
    private boolean streamTrouble;
    private final java.util.concurrent.atomic.AtomicLong statusAsked = new java.util.concurrent.atomic.AtomicLong();
    private long statusShown;

    AgentFeed(TaskRunner runner, Supplier<ControlClient> client, Supplier<MemorySource> source,
              java.util.function.Consumer<Throwable> showProblem, java.util.function.Consumer<Throwable> onLost) {
        this.runner = runner;
        this.client = client;
        this.source = source;
        this.showProblem = showProblem;
        this.events = new OutputBuffer<>(runner, EVENT_ROWS);
        this.refresh = new StatusRefresh(runner, client, this, onLost);
    }

    /** Any thread (the event stream's): logs the event, then updates the status and the memory view. */
    void onEvent(AgentEvent event) {
        events.add(AgentEventText.row(event));
        runner.onUiThread(() -> {
            if (client.get() == null) {
                return;
            }
            if (streamTrouble) {
                // events flow again: the stall or reconnect warning is over (a malformed-event warning stays)
                streamTrouble = false;
                warning.set(null);
            }
            if (AgentEvent.PAUSED.equals(event.type()) && event.text("cycle_id") != null) {
                refreshMemory();
            }
            if (!AgentEvent.SNAPSHOT_WRITTEN.equals(event.type())) {
                refresh.request();
            }
        });
    }

    /** A stream problem the stream recovers from by itself (a refusal is the connection's business). */
    void onPassingProblem(StreamProblem p) {
        switch (p.kind()) {
            case MALFORMED_EVENT -> {
                log(AgentEventRow.Severity.WARNING, p.message());
                warning.set("The agent sent a malformed event; it was skipped and the stream goes on.");
            }
            case STALLED -> trouble("No events from the agent for a while: " + p.message());
            case DISCONNECTED -> trouble("Event stream lost; reconnecting… (" + p.message() + ")");
            case REFUSED -> { }
        }
    }

    void trouble(String text) {
        streamTrouble = true;
        warning.set(text);
    }

    /** Re-reads the agent's status now (its queue grew: an edit was sent to it from elsewhere in the window). */
    public void refreshStatus() {
        refresh.request();
    }

    /** Fetches the agent's state now and diffs it against the state its unit started from (between units, the newest unit's last state). */
    public void refreshMemory() {
        ControlClient c = client.get();
        MemorySource open = source.get();
        if (c == null || open == null) {
            return;
        }
        runner.submit("read the agent's state", cancel -> MemoryDiffs.of(c.state(), open, cancel),
                memory::set, showProblem);
    }

    void log(AgentEventRow.Severity severity, String text) {
        events.add(new AgentEventRow(AgentEventText.clock(java.time.Instant.now().toString()), "panel", text, severity));
    }

    /**
     * Any thread, just before asking the agent for its status: the answer is shown only if no answer to a later
     * question was shown first (a step command's answer, read before the agent paused, can arrive after the status
     * read because of the pause event, and would otherwise stay on screen as the last word).
     */
    long askingStatus() {
        return statusAsked.incrementAndGet();
    }

    void setStatus(AgentStatus next, long asked) {
        if (asked < statusShown) {
            return;
        }
        statusShown = asked;
        status.set(next);
    }

    /** Detached: nothing to show about the agent any more (the log stays for reading back). */
    void reset() {
        status.set(null);
        warning.set(null);
        streamTrouble = false;
    }

    /** Another directory: a clean slate. */
    void clearAll() {
        reset();
        events.clear();
        memory.set(null);
    }

    public void clearEvents() {
        events.clear();
    }

    public ReadOnlyObjectProperty<AgentStatus> statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<MemoryDiff> memoryProperty() {
        return memory.getReadOnlyProperty();
    }

    /** A passing trouble (reconnecting, a malformed event skipped), or null. */
    public ReadOnlyStringProperty warningProperty() {
        return warning.getReadOnlyProperty();
    }

    public BooleanProperty followProperty() {
        return follow;
    }

    public ObservableList<AgentEventRow> events() {
        return events.lines();
    }
}
