package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.ControlServer;
import org.scratchpadinspector.agent.protocol.EventHub;

/**
 * The reference agent with its control server and its discovery file, {@code .agent/control.json}: what the
 * {@code agent} command runs, and what the window's live demo runs inside the inspector's own process.
 */
public final class ServedAgent implements AutoCloseable {
    private static final Duration KEEPALIVE = Duration.ofSeconds(15);

    private final ReferenceAgent agent;
    private final ControlServer server;
    private final ControlFile control;
    private final Path controlPath;
    private final AtomicBoolean closed = new AtomicBoolean();

    private ServedAgent(ReferenceAgent agent, ControlServer server, ControlFile control, Path controlPath) {
        this.agent = agent;
        this.server = server;
        this.control = control;
        this.controlPath = controlPath;
    }

    /**
     * Serves a new agent on 127.0.0.1:{@code port} (0: any free port) and writes control.json; the agent runs
     * once {@link #start()} is called (register cycle listeners on {@link #agent()} before that).
     */
    public static ServedAgent serve(AgentOptions options, int port) throws IOException {
        EventHub events = new EventHub();
        ReferenceAgent agent = new ReferenceAgent(options, events);
        ControlServer server = ControlServer.start(agent, events, port, KEEPALIVE);
        Path controlPath = ControlFile.path(options.location().directory());
        ControlFile control = new ControlFile(1, server.url(), server.token(), ProcessHandle.current().pid(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), AgentOptions.NAME);
        try {
            control.write(controlPath);
        } catch (IOException e) {
            server.close();
            throw e;
        }
        return new ServedAgent(agent, server, control, controlPath);
    }

    /** Starts the agent's worker: stepped agents wait for a step, others run their loop. */
    public void start() {
        agent.start();
    }

    public ReferenceAgent agent() {
        return agent;
    }

    public String url() {
        return server.url();
    }

    public Path controlPath() {
        return controlPath;
    }

    /**
     * Stops the agent at its next safe point, then the server, and removes control.json if it is still this
     * agent's (a newer agent may have replaced it). Safe to call twice and from a shutdown hook.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        agent.close();
        server.close();
        try {
            if (Files.exists(controlPath) && control.token().equals(ControlFile.read(controlPath).token())) {
                Files.deleteIfExists(controlPath);
            }
        } catch (IOException ignored) {
            // another agent's file, or already gone
        }
    }
}
