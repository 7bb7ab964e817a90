package org.scratchpadinspector.ui.agent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.scratchpadinspector.agent.link.AgentConnection;
import org.scratchpadinspector.agent.link.AgentLink;
import org.scratchpadinspector.agent.link.ConnectionListener;
import org.scratchpadinspector.agent.link.LinkRunner;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.agent.protocol.StreamProblem;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Attached mode: shows the agent's state, steps / pauses / resumes it, follows its events live and shows the
 * mid-cycle state against the cycle's {@code _before}. Finding, attaching, detaching and retrying are the
 * {@link AgentConnection}'s; this class shows its state as properties. Every failure becomes a message with a
 * Retry; the rest of the window is unaffected.
 */
public final class AgentPanelViewModel {
    public enum Connection { NO_DIRECTORY, NO_AGENT, ATTACHING, ATTACHED, DETACHED, STALE, REFUSED, UNREACHABLE }

    private final ControlClient.Options options;
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection",
            Connection.NO_DIRECTORY);
    private final ReadOnlyStringWrapper connectionText = new ReadOnlyStringWrapper(this, "connectionText",
            "No directory open");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem");
    private final AgentFeed feed;
    private final AgentLiveness liveness;
    private final AgentConnection link;
    private final BooleanProperty requestInFlight = new SimpleBooleanProperty(this, "requestInFlight");
    private final ReadOnlyObjectWrapper<ControlClient> attachedClient = new ReadOnlyObjectWrapper<>(this, "attachedClient");
    /** Where the agent's iteration events go, for the Iterations view. */
    private final org.scratchpadinspector.agent.link.ReportedSteps reported;
    private final java.util.List<Consumer<AgentEvent>> pausedListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    public AgentPanelViewModel(InspectorContext context) {
        this(context, AgentLink.DEFAULT_OPTIONS);
    }

    /** With other timeouts (tests of a slow agent). */
    public AgentPanelViewModel(InspectorContext context, ControlClient.Options options) {
        this.options = options;
        this.runner = context.runner();
        this.reported = context.reportedSteps();
        this.link = new AgentConnection(onRunner(runner), options, new Shown());
        this.feed = new AgentFeed(runner, link::client, context::source,
                error -> problem.set(AgentLink.explain(error, options)), link::lost);
        this.liveness = new AgentLiveness(context, feed.statusProperty());
        context.sourceProperty().addListener((obs, was, now) -> open(now));
        open(context.source());
    }

    private static LinkRunner onRunner(TaskRunner runner) {
        return new LinkRunner() {
            @Override
            public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
                runner.submit(name, work, onSuccess, onFailure);
            }

            @Override
            public void onUiThread(Runnable action) {
                runner.onUiThread(action);
            }
        };
    }

    /** Shows what the connection tells: its state in the properties, the agent's news in the feed and liveness. */
    private final class Shown implements ConnectionListener {
        @Override
        public void connectionChanged(AgentConnection.State state, String text, String problemText) {
            connection.set(Connection.valueOf(state.name()));
            connectionText.set(text);
            problem.set(problemText);
        }

        @Override
        public void clientChanged(ControlClient client) {
            attachedClient.set(client);
        }

        @Override
        public void attached(long pid, AgentStatus status) {
            feed.setStatus(status, feed.askingStatus());
            liveness.attached(pid, status);
        }

        @Override
        public void statusLost() {
            feed.reset();
        }

        @Override
        public void directoryChanged() {
            feed.clearAll();
        }

        @Override
        public void agentGone(String reason) {
            liveness.gone(reason);
        }

        @Override
        public void agentUnknown() {
            liveness.unknown();
        }

        @Override
        public void log(boolean error, String text) {
            feed.log(error ? AgentEventRow.Severity.ERROR : AgentEventRow.Severity.WARNING, text);
        }

        @Override
        public void event(AgentEvent event) {
            reported.accept(event);
            feed.onEvent(event);
            if (AgentEvent.PAUSED.equals(event.type()) && !pausedListeners.isEmpty()) {
                runner.onUiThread(() -> pausedListeners.forEach(listener -> listener.accept(event)));
            }
        }

        @Override
        public void passingProblem(StreamProblem p) {
            feed.onPassingProblem(p);
        }

        @Override
        public void trouble(String text) {
            feed.trouble(text);
        }
    }

    /** Also tells {@code listener} every {@code paused} event of the attached agent, on the UI thread (the Watchpoints tab). */
    public void onPaused(Consumer<AgentEvent> listener) {
        pausedListeners.add(listener);
    }

    /** Looks for an agent once a second (the window calls this; tests call {@link #checkForAgent()}). */
    public void startDiscovery() {
        link.startDiscovery();
    }

    /** A source whose agent can be reached ({@link LiveControl}): the folder its control file is announced in. */
    private void open(MemorySource source) {
        link.open(source == null ? null : source.facet(LiveControl.class)
                .map(control -> control.controlFile().getParent().getParent()).orElse(null));
    }

    /** Reads the control file (off the UI thread) and attaches to a live agent that the operator did not detach. */
    public void checkForAgent() {
        link.checkForAgent();
    }

    /** Attaches to the agent the control file names (Retry and Attach both end here). */
    public void attach() {
        link.attach();
    }

    /** Attaches by hand to an agent elsewhere (e.g. through an SSH tunnel to its loopback port). */
    public void attachTo(String url, String token) {
        link.attachTo(url, token);
    }

    /** Tries again: the same URL and token if they were given by hand, else the directory's control file. */
    public void retry() {
        link.retry();
    }

    /** Stops following the agent; it keeps running, and is not re-attached until the operator asks. */
    public void detach() {
        link.detach();
    }

    public void stepCycle() {
        request("step cycle", c -> c.step(StepUnit.CYCLE));
    }

    public void stepIteration() {
        request("step iteration", c -> c.step(StepUnit.ITERATION));
    }

    public void pause() {
        request("pause", ControlClient::pause);
    }

    public void resume() {
        request("resume", ControlClient::resume);
    }

    private interface Call {
        void run(ControlClient client) throws Exception;
    }

    private void request(String name, Call call) {
        ControlClient c = link.client();
        if (c == null || requestInFlight.get()) {
            return;
        }
        requestInFlight.set(true);
        problem.set(null);
        runner.submit(name, () -> {
            call.run(c);
            long asked = feed.askingStatus();
            return new AskedStatus(asked, c.status());
        }, answer -> {
            requestInFlight.set(false);
            if (c == link.client()) {
                feed.setStatus(answer.status(), answer.asked());
            }
        }, error -> {
            requestInFlight.set(false);
            if (c == link.client()) {
                problem.set(AgentLink.explain(error, options));
                if (!(error instanceof org.scratchpadinspector.agent.protocol.ProtocolException)) {
                    link.lost(error);
                }
            }
        });
    }

    /** Stops discovery and the event stream (when the window closes); callable from any thread. */
    public void close() {
        link.close();
    }

    /** The client of the attached agent (for injections), or null when not attached. */
    public ReadOnlyObjectProperty<ControlClient> attachedClientProperty() {
        return attachedClient.getReadOnlyProperty();
    }

    /** What the panel tells the running / interrupted rule about the agent; null when it knows nothing. */
    public ReadOnlyObjectProperty<org.scratchpadinspector.model.AttachedAgent> livenessProperty() {
        return liveness.verdictProperty();
    }

    public ReadOnlyObjectProperty<Connection> connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty connectionTextProperty() {
        return connectionText.getReadOnlyProperty();
    }

    /** A failure the operator must act on (shown with Retry), or null. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** What the attached agent tells: status, events, memory, stream warnings. */
    /**
     * Re-reads the agent's status whenever {@code sent} (the injections the window's edits, restores and undos sent
     * to the agent) grows: the agent's "Queued edits" then counts each one until it is applied.
     */
    public void countQueuedEditsOf(javafx.beans.value.ObservableIntegerValue sent) {
        sent.addListener((obs, was, now) -> feed.refreshStatus());
    }

    public AgentFeed feed() {
        return feed;
    }

    public BooleanBinding attachedBinding() {
        return Bindings.createBooleanBinding(() -> connection.get() == Connection.ATTACHED, connection);
    }

    public BooleanBinding canStepBinding() {
        return Bindings.createBooleanBinding(() -> connection.get() == Connection.ATTACHED && !requestInFlight.get()
                && status().get() != null && !AgentStatus.RUNNING.equals(status().get().state()),
                connection, requestInFlight, status());
    }

    public BooleanBinding canPauseBinding() {
        return Bindings.createBooleanBinding(() -> connection.get() == Connection.ATTACHED && !requestInFlight.get()
                && status().get() != null && AgentStatus.LOOP.equals(status().get().mode()),
                connection, requestInFlight, status());
    }

    public BooleanBinding canResumeBinding() {
        return Bindings.createBooleanBinding(() -> connection.get() == Connection.ATTACHED && !requestInFlight.get()
                && status().get() != null && !AgentStatus.LOOP.equals(status().get().mode()),
                connection, requestInFlight, status());
    }

    private ReadOnlyObjectProperty<AgentStatus> status() {
        return feed.statusProperty();
    }

}
