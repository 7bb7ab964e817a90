package org.scratchpadinspector.agent.link;

import org.scratchpadinspector.model.OwnsThreads;

import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.EventStream;
import org.scratchpadinspector.agent.protocol.StreamProblem;

/**
 * The Agent panel's connection to one agent: finds {@code .agent/control.json} in the open directory, attaches
 * (and detaches), retries, and tells a stale control file, a refused token and a dead agent apart. Every failure
 * becomes a state with a sentence the operator can act on. The panel's thread only, except {@link #close()}; the
 * blocking work goes through the {@link LinkRunner}.
 */
@OwnsThreads("listens to the agent's event stream")
public final class AgentConnection {
    public enum State { NO_DIRECTORY, NO_AGENT, ATTACHING, ATTACHED, DETACHED, STALE, REFUSED, UNREACHABLE }

    private static final String NO_AGENT = "No agent: none has written .agent/control.json here";

    private final LinkRunner runner;
    private final ControlClient.Options options;
    private final ConnectionListener listener;
    private State state = State.NO_DIRECTORY;
    private Path directory;
    private ScheduledExecutorService discovery;
    private ControlClient client;
    private EventStream stream;
    private ControlFile attachedFile;
    private String detachedToken;
    /** Attached by URL and token (an agent elsewhere): the directory's control.json says nothing about it. */
    private boolean byHand;
    private ControlFile handFile;
    private boolean checking;
    private int generation;

    public AgentConnection(LinkRunner runner, ControlClient.Options options, ConnectionListener listener) {
        this.runner = runner;
        this.options = options;
        this.listener = listener;
    }

    /** Looks for an agent once a second. */
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

    /** Another directory (null: none): forgets the agent of the previous one and looks for one here. */
    public void open(Path dir) {
        disconnect();
        detachedToken = null;
        byHand = false;
        directory = dir;
        listener.directoryChanged();
        listener.agentUnknown();
        setState(dir == null ? State.NO_DIRECTORY : State.NO_AGENT, dir == null ? "No directory open" : NO_AGENT, null);
        checkForAgent();
    }

    /** Reads the control file (off the panel's thread) and attaches to a live agent that the operator did not detach. */
    public void checkForAgent() {
        Path dir = directory;
        if (dir == null || checking || state == State.ATTACHING) {
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
        State now = state;
        if (byHand && now != State.DETACHED) {
            return;
        }
        if (found.missing()) {
            if (now == State.ATTACHED) {
                listener.log(false, "the agent exited: its control file was removed");
                listener.agentGone("it exited (its control file was removed)");
            }
            if (now != State.NO_AGENT) {
                disconnect();
                setState(State.NO_AGENT, NO_AGENT, null);
            }
            return;
        }
        if (found.unreadable() != null) {
            if (now != State.ATTACHED) {
                setState(State.STALE, "Control file unreadable", found.unreadable());
            }
            return;
        }
        ControlFile file = found.file();
        boolean same = attachedFile != null && attachedFile.token().equals(file.token());
        if (found.staleReason() != null) {
            if (now == State.ATTACHED) {
                listener.log(true, "the agent is gone: " + found.staleReason());
            }
            listener.agentGone(found.staleReason());
            if (now != State.STALE) {
                disconnect();
                setState(State.STALE, "Stale control file", "The agent's control file is stale: "
                        + found.staleReason() + ". Start the agent again: the panel attaches when it writes a new one.");
            }
            return;
        }
        if (now == State.ATTACHED && same) {
            return;
        }
        if (file.token().equals(detachedToken) || (now == State.REFUSED && same)) {
            return;
        }
        attach(file);
    }

    /** Attaches to the agent the control file names (Retry and Attach both end here). */
    public void attach() {
        detachedToken = null;
        byHand = false;
        if (directory == null) {
            return;
        }
        disconnect();
        setState(State.NO_AGENT, "Looking for an agent…", null);
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
        setState(State.ATTACHING, "Attaching to " + file.url() + "…", null);
        runner.submit("attach to " + file.url(), () -> AgentLink.connect(file, options), attached -> {
            if (gen != generation) {
                attached.client().close();
                return;
            }
            client = attached.client();
            listener.clientChanged(client);
            attachedFile = file;
            setState(State.ATTACHED, "Attached to " + file.url()
                    + (file.pid() > 0 ? " (pid " + file.pid() + ")" : ""), null);
            listener.attached(file.pid(), attached.status());
            stream = client.subscribe(listener::event, p -> runner.onUiThread(() -> onStreamProblem(p)));
        }, error -> {
            if (gen != generation) {
                return;
            }
            attachedFile = file;
            if (AgentLink.isConnectionRefused(error)) {
                listener.agentGone("nothing answers at " + file.url() + " (connection refused)");
            }
            setState(AgentLink.isRefusedToken(error) ? State.REFUSED : State.UNREACHABLE,
                    "Not attached", AgentLink.explain(error, options));
        });
    }

    /** Stops following the agent; it keeps running, and is not re-attached until the operator asks. */
    public void detach() {
        if (attachedFile != null) {
            detachedToken = attachedFile.token();
        }
        disconnect();
        listener.agentUnknown();
        setState(State.DETACHED, "Detached: the agent keeps running. Attach to follow it again.", null);
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
        listener.clientChanged(null);
        attachedFile = null;
        listener.statusLost();
    }

    private void onStreamProblem(StreamProblem p) {
        if (client == null) {
            return;
        }
        if (p.kind() != StreamProblem.Kind.REFUSED) {
            listener.passingProblem(p);
            if (p.kind() == StreamProblem.Kind.DISCONNECTED) {
                checkForAgent();
            }
            return;
        }
        ControlFile file = attachedFile;
        disconnect();
        attachedFile = file;
        setState(State.REFUSED, "Not attached", "The agent refused the event stream: "
                + p.message() + ". Retry reads the control file again.");
    }

    /** A request to the attached agent failed without an answer: says so, and checks whether the agent is there. */
    public void lost(Throwable error) {
        if (directory == null || client == null) {
            return;
        }
        listener.trouble(AgentLink.explain(error, options));
        checkForAgent();
    }

    private void setState(State next, String text, String problem) {
        state = next;
        listener.connectionChanged(next, text, problem);
    }

    /** Stops discovery and the event stream (when the window closes); callable from any thread. */
    public void close() {
        if (discovery != null) {
            discovery.shutdownNow();
        }
        // any thread (the window may close from a test's thread): stop the work, leave the state alone
        generation++;
        if (stream != null) {
            stream.close();
        }
        if (client != null) {
            client.close();
        }
    }

    public State state() {
        return state;
    }

    /** The client of the attached agent, or null when not attached. */
    public ControlClient client() {
        return client;
    }
}
