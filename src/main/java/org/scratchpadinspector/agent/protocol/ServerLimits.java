package org.scratchpadinspector.agent.protocol;

import java.time.Duration;

/**
 * What a {@link ControlServer} lets its clients hold (docs/control-protocol.md, section 1 "Limits"):
 * connections open at once (one more is answered 503 and closed), requests and event streams served at once
 * (503 beyond), how long a client may take to send its request line and headers, to go on with a kept-alive
 * connection, to send each part of a body, and to take each part of an answer (past any of these the server
 * closes the connection), and the size of a request's head (431 beyond).
 */
public record ServerLimits(int maxConnections, int maxRequests, int maxStreams, Duration headerTimeout,
                           Duration idleTimeout, Duration bodyTimeout, Duration writeTimeout, int maxHeadBytes) {
    /** The bounds of decision 0090: half of a 1,024 open-file limit at most, and seconds, not minutes. */
    public static final ServerLimits DEFAULT = new ServerLimits(512, 32, 16, Duration.ofSeconds(10),
            Duration.ofSeconds(30), Duration.ofSeconds(10), Duration.ofSeconds(30), 16 * 1024);

    public ServerLimits {
        if (maxConnections < 1 || maxRequests < 1 || maxStreams < 1 || maxHeadBytes < 256) {
            throw new IllegalArgumentException("every bound must be positive");
        }
    }

    /** The same bounds with other timeouts for the head and a kept-alive connection (tests of the timeouts). */
    public ServerLimits withTimeouts(Duration header, Duration idle, Duration body) {
        return new ServerLimits(maxConnections, maxRequests, maxStreams, header, idle, body, writeTimeout, maxHeadBytes);
    }

    /** The same with another connection bound (tests of the 503). */
    public ServerLimits withMaxConnections(int connections) {
        return new ServerLimits(connections, maxRequests, maxStreams, headerTimeout, idleTimeout, bodyTimeout,
                writeTimeout, maxHeadBytes);
    }
}
