package org.scratchpadinspector.ui.agent;

import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.EventStream;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.agent.protocol.StreamProblem;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Attached mode: finds {@code .agent/control.json} in the open directory, attaches (and detaches), shows the
 * agent's state, steps / pauses / resumes it, follows its events live and shows the mid-cycle state against the
 * cycle's {@code _before}. Every failure becomes a message with a Retry; the rest of the window is unaffected.
 */
public final class AgentPanelViewModel {
    public enum Connection { NO_DIRECTORY, NO_AGENT, ATTACHING, ATTACHED, DETACHED, STALE, REFUSED, UNREACHABLE }

    private final InspectorContext context;
    private final ControlClient.Options options;
    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection",
            Connection.NO_DIRECTORY);
    private final ReadOnlyStringWrapper connectionText = new ReadOnlyStringWrapper(this, "connectionText",
            "No directory open");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem");
    private final AgentFeed feed;
    private final AgentLiveness liveness;
    private final BooleanProperty requestInFlight = new SimpleBooleanProperty(this, "requestInFlight");
    private final ObjectProperty<Path> directory = new SimpleObjectProperty<>(this, "directory");
    private ScheduledExecutorService discovery;
    private ControlClient client;
    private final ReadOnlyObjectWrapper<ControlClient> attachedClient = new ReadOnlyObjectWrapper<>(this, "attachedClient");
    private EventStream stream;
    private ControlFile attachedFile;
    private String detachedToken;
    /** Attached by URL and token (an agent elsewhere): the directory's control.json says nothing about it. */
    private boolean byHand;
    private ControlFile handFile;
    private boolean checking;
    private int generation;

    public AgentPanelViewModel(InspectorContext context) {
        this(context, AgentLink.DEFAULT_OPTIONS);
    }

    /** With other timeouts (tests of a slow agent). */
    public AgentPanelViewModel(InspectorContext context, ControlClient.Options options) {
        this.context = context;
        this.options = options;
        this.runner = context.runner();
        this.feed = new AgentFeed(runner, () -> client, context::scratchpad,
                error -> problem.set(AgentLink.explain(error, options)), this::lost);
        this.liveness = new AgentLiveness(context, feed.statusProperty());
        context.scratchpadProperty().addListener((obs, was, now) -> open(now));
        open(context.scratchpad());
    }

    /** Looks for an agent once a second (the window calls this; tests call {@link #checkForAgent()}). */
    public void startDiscovery() {
        if (discovery == null) {
            discovery = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "agent-discovery");
                t.setDaemon(true);
                return t;
            });
            discovery.scheduleWithFixedDelay(() -> runner.onUiThread(this::checkForAgent), 0, 1, TimeUnit.SECONDS);
        }
    }

    private void open(Scratchpad pad) {
        disconnect();
        detachedToken = null;
        byHand = false;
        directory.set(pad == null ? null : pad.location().directory());
        feed.clearAll();
        liveness.unknown();
        setConnection(pad == null ? Connection.NO_DIRECTORY : Connection.NO_AGENT, pad == null ? "No directory open"
                : "No agent: none has written .agent/control.json here", null);
        checkForAgent();
    }

    /** Reads the control file (off the UI thread) and attaches to a live agent that the operator did not detach. */
    public void checkForAgent() {
        Path dir = directory.get();
        if (dir == null || checking || connection.get() == Connection.ATTACHING) {
            return;
        }
        checking = true;
        int gen = generation;
        runner.submit("look for an agent", () -> AgentLink.discover(dir), found -> {
            checking = false;
            if (gen == generation) {
                onDiscovery(found);
            }
        }, error -> checking = false);
    }

    private void onDiscovery(AgentLink.Discovery found) {
        Connection now = connection.get();
        if (byHand && now != Connection.DETACHED) {
            return;
        }
        if (found.missing()) {
            if (now == Connection.ATTACHED) {
                feed.log(AgentEventRow.Severity.WARNING, "the agent exited: its control file was removed");
                liveness.gone("it exited (its control file was removed)");
            }
            if (now != Connection.NO_AGENT) {
                disconnect();
                setConnection(Connection.NO_AGENT, "No agent: none has written .agent/control.json here", null);
            }
            return;
        }
        if (found.unreadable() != null) {
            if (now != Connection.ATTACHED) {
                setConnection(Connection.STALE, "Control file unreadable", found.unreadable());
            }
            return;
        }
        ControlFile file = found.file();
        boolean same = attachedFile != null && attachedFile.token().equals(file.token());
        if (found.staleReason() != null) {
            if (now == Connection.ATTACHED) {
                feed.log(AgentEventRow.Severity.ERROR, "the agent is gone: " + found.staleReason());
            }
            liveness.gone(found.staleReason());
            if (now != Connection.STALE) {
                disconnect();
                setConnection(Connection.STALE, "Stale control file", "The agent's control file is stale: "
                        + found.staleReason() + ". Start the agent again: the panel attaches when it writes a new one.");
            }
            return;
        }
        if (now == Connection.ATTACHED && same) {
            return;
        }
        if (file.token().equals(detachedToken) || (now == Connection.REFUSED && same)) {
            return;
        }
        attach(file);
    }

    /** Attaches to the agent the control file names (Retry and Attach both end here). */
    public void attach() {
        detachedToken = null;
        byHand = false;
        Path dir = directory.get();
        if (dir == null) {
            return;
        }
        disconnect();
        setConnection(Connection.NO_AGENT, "Looking for an agent…", null);
        checkForAgent();
    }

    /** Attaches by hand to an agent elsewhere (e.g. through an SSH tunnel to its loopback port). */
    public void attachTo(String url, String token) {
        detachedToken = null;
        handFile = new ControlFile(1, url.trim(), token.trim(), -1, null, null);
        attach(handFile);
        byHand = true;
    }

    /** Tries again: the same URL and token if they were given by hand, else the directory's control file. */
    public void retry() {
        if (byHand && handFile != null) {
            attach(handFile);
        } else {
            attach();
        }
    }

    private void attach(ControlFile file) {
        disconnect();
        int gen = generation;
        setConnection(Connection.ATTACHING, "Attaching to " + file.url() + "…", null);
        runner.submit("attach to " + file.url(), () -> AgentLink.connect(file, options), attached -> {
            if (gen != generation) {
                attached.client().close();
                return;
            }
            client = attached.client();
            attachedClient.set(client);
            attachedFile = file;
            setConnection(Connection.ATTACHED, "Attached to " + file.url()
                    + (file.pid() > 0 ? " (pid " + file.pid() + ")" : ""), null);
            feed.setStatus(attached.status(), feed.askingStatus());
            liveness.attached(file.pid(), attached.status());
            stream = client.subscribe(feed::onEvent, p -> runner.onUiThread(() -> onStreamProblem(p)));
        }, error -> {
            if (gen != generation) {
                return;
            }
            attachedFile = file;
            if (AgentLink.isConnectionRefused(error)) {
                liveness.gone("nothing answers at " + file.url() + " (connection refused)");
            }
            setConnection(AgentLink.isRefusedToken(error) ? Connection.REFUSED : Connection.UNREACHABLE,
                    "Not attached", AgentLink.explain(error, options));
        });
    }

    /** Stops following the agent; it keeps running, and is not re-attached until the operator asks. */
    public void detach() {
        if (attachedFile != null) {
            detachedToken = attachedFile.token();
        }
        disconnect();
        liveness.unknown();
        setConnection(Connection.DETACHED, "Detached: the agent keeps running. Attach to follow it again.", null);
    }

    private void disconnect() {
        generation++;
        if (stream != null) {
            stream.close();
            stream = null;
        }
        if (client != null) {
            client.close();
            client = null;
        }
        attachedClient.set(null);
        attachedFile = null;
        feed.reset();
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
        ControlClient c = client;
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
            if (c == client) {
                feed.setStatus(answer.status(), answer.asked());
            }
        }, error -> {
            requestInFlight.set(false);
            if (c == client) {
                problem.set(AgentLink.explain(error, options));
                if (!(error instanceof org.scratchpadinspector.agent.protocol.ProtocolException)) {
                    lost(error);
                }
            }
        });
    }

    private void onStreamProblem(StreamProblem p) {
        if (client == null) {
            return;
        }
        if (p.kind() != StreamProblem.Kind.REFUSED) {
            feed.onPassingProblem(p);
            if (p.kind() == StreamProblem.Kind.DISCONNECTED) {
                checkForAgent();
            }
            return;
        }
        ControlFile file = attachedFile;
        disconnect();
        attachedFile = file;
        setConnection(Connection.REFUSED, "Not attached", "The agent refused the event stream: "
                + p.message() + ". Retry reads the control file again.");
    }

    private void lost(Throwable error) {
        Path dir = directory.get();
        if (dir == null || client == null) {
            return;
        }
        feed.trouble(AgentLink.explain(error, options));
        checkForAgent();
    }

    private void setConnection(Connection state, String text, String problemText) {
        connection.set(state);
        connectionText.set(text);
        problem.set(problemText);
    }

    /** Stops discovery and the event stream (when the window closes); callable from any thread. */
    public void close() {
        if (discovery != null) {
            discovery.shutdownNow();
        }
        // any thread (the window may close from a test's thread): stop the work, leave the properties alone
        generation++;
        if (stream != null) {
            stream.close();
        }
        if (client != null) {
            client.close();
        }
    }

    /** The client of the attached agent (for injections), or null when not attached. */
    public ReadOnlyObjectProperty<ControlClient> attachedClientProperty() {
        return attachedClient.getReadOnlyProperty();
    }

    /** What the panel tells the running / interrupted rule about the agent; null when it knows nothing. */
    public ReadOnlyObjectProperty<org.scratchpadinspector.core.scratchpad.Liveness.AttachedAgent> livenessProperty() {
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
