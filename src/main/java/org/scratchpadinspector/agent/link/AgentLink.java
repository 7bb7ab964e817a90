package org.scratchpadinspector.agent.link;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.ProtocolException;

/**
 * The blocking half of the Agent panel, run through the task runner: reading {@code .agent/control.json},
 * judging it stale, connecting, and turning failures into sentences an operator can act on.
 */
public final class AgentLink {
    public static final ControlClient.Options DEFAULT_OPTIONS = new ControlClient.Options(Duration.ofSeconds(10),
            Duration.ofSeconds(45), Duration.ofSeconds(1));

    /** What is in the directory: no control file, a stale one (with why), or one that looks alive. */
    public record Discovery(ControlFile file, String staleReason, String unreadable) {
        public boolean missing() {
            return file == null && unreadable == null;
        }
    }

    /** A connected client and the status it first read. */
    public record Attached(ControlClient client, AgentStatus status, ControlFile file) {
    }

    private AgentLink() {
    }

    public static Discovery discover(Path scratchpad) {
        Path path = ControlFile.path(scratchpad);
        if (!Files.exists(path)) {
            return new Discovery(null, null, null);
        }
        try {
            ControlFile file = ControlFile.read(path);
            return new Discovery(file, file.staleReason().orElse(null), null);
        } catch (IOException e) {
            return new Discovery(null, null, "cannot read " + path + ": " + e.getMessage());
        }
    }

    public static Attached connect(ControlFile file, ControlClient.Options options) throws IOException {
        ControlClient client = new ControlClient(file.url(), file.token(), options);
        try {
            return new Attached(client, client.status(), file);
        } catch (IOException | RuntimeException e) {
            client.close();
            throw e;
        }
    }

    /** An operator's sentence for a failed request; {@code refused} tells the panel the token is no good. */
    public static String explain(Throwable error, ControlClient.Options options) {
        if (error instanceof ProtocolException p) {
            return switch (p.status()) {
                case 401 -> "The agent refused the token (HTTP 401): the control file may be from an earlier start of "
                        + "the agent, or the token was mistyped. Retry reads the control file again.";
                case 409 -> "The agent is busy: " + p.getMessage() + ". Pause it first, or wait for the step to end.";
                case 422, 400 -> "The agent refused the request: " + p.getMessage();
                default -> "The agent answered HTTP " + p.status() + ": " + p.getMessage();
            };
        }
        if (error instanceof HttpTimeoutException) {
            return "The agent did not answer within " + options.requestTimeout().toSeconds()
                    + " s: it may be stuck or overloaded. Retry when it is responsive.";
        }
        if (error instanceof ConnectException || error.getCause() instanceof ConnectException) {
            return "Nothing answers at the agent's address (connection refused): the agent has probably exited.";
        }
        return "Could not talk to the agent: " + Optional.ofNullable(error.getMessage()).orElse(error.toString());
    }

    public static boolean isConnectionRefused(Throwable error) {
        return error instanceof ConnectException || error.getCause() instanceof ConnectException;
    }

    public static boolean isRefusedToken(Throwable error) {
        return error instanceof ProtocolException p && p.status() == 401;
    }
}
