package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.config.hosts.ConfigFileHostEntryResolver;
import org.apache.sshd.client.config.hosts.HostConfigEntry;
import org.apache.sshd.client.future.ConnectFuture;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.client.session.forward.ExplicitPortForwardingTracker;
import org.apache.sshd.common.SshException;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.sftp.client.fs.SftpFileSystem;
import org.scratchpadinspector.engine.files.Locations;

/**
 * The SSH connections of this process, one per {@code [user@]host[:port]}, each with its SFTP file system; a
 * directory on a host already connected reuses the connection. At most {@value #MAX_HANDSHAKES} connections are
 * being set up at once and at most {@value #MAX_CONNECTIONS} are kept (the least recently used goes first). A
 * connection that dropped is opened again on the next use. The library runs the connections on its own threads.
 */
public final class SshConnections implements AutoCloseable {
    public static final int MAX_CONNECTIONS = 64;
    public static final int MAX_HANDSHAKES = 8;

    private final SshSettings settings;
    private final SshClient client;
    private final RemoteFileSystemProvider provider;
    private final KeyFiles keyFiles;
    private final Semaphore handshakes = new Semaphore(MAX_HANDSHAKES);
    private final LinkedHashMap<String, Connection> connections = new LinkedHashMap<>(16, 0.75f, true);
    private boolean closed;

    public SshConnections(SshSettings settings) {
        this.settings = settings;
        this.client = SshClient.setUpDefaultClient();
        HostKeyCheck hostKeys = new HostKeyCheck(settings.knownHosts());
        client.setServerKeyVerifier(hostKeys);
        client.addSessionListener(hostKeys);
        client.setHostConfigEntryResolver(new ConfigFileHostEntryResolver(settings.config()));
        this.keyFiles = new KeyFiles(settings.identities());
        client.setKeyIdentityProvider(keyFiles);
        if (settings.agentSocket() != null) {
            client.setAgentFactory(new UnixSocketAgent.Factory(settings.agentSocket()));
        }
        client.setCipherFactories(CipherOrder.ciphers(client.getCipherFactories()));
        CoreModuleProperties.HEARTBEAT_INTERVAL.set(client, Duration.ofSeconds(30));
        // every SFTP exchange is a small request waiting for its answer: Nagle's algorithm held requests back
        // for the server's delayed ACK, and listing a folder of 20,000 files took two to four times as long
        CoreModuleProperties.TCP_NODELAY.set(client, true);
        CoreModuleProperties.AUTH_TIMEOUT.set(client, settings.connectTimeout());
        client.start();
        this.provider = new RemoteFileSystemProvider(client);
    }

    public SshSettings settings() {
        return settings;
    }

    /**
     * The remote directory as a path of its machine's file system, connecting first when needed.
     *
     * @throws IOException with one line naming the host and why it cannot be reached (refused, unknown host, no
     *                     answer, host key not known or changed with its fingerprint, login refused)
     */
    public Path open(RemoteAddress address) throws IOException {
        return connection(address).fileSystem(address).getPath(address.path());
    }

    /**
     * A port on this machine's loopback that reaches {@code remotePort} on the remote machine's loopback through
     * the connection of {@code address} (the control protocol of an agent there); the same port on every call
     * while the connection lasts.
     */
    public int forward(RemoteAddress address, int remotePort) throws IOException {
        return connection(address).forward(address, remotePort);
    }

    /** Closes every connection (and its forwards) and stops the client. */
    @Override
    public void close() {
        List<Connection> all;
        synchronized (connections) {
            closed = true;
            all = new ArrayList<>(connections.values());
            connections.clear();
        }
        all.forEach(Connection::close);
        try {
            client.stop();
        } catch (RuntimeException e) {
            // stopping what is already stopped
        }
    }

    private Connection connection(RemoteAddress address) throws IOException {
        Connection evicted = null;
        Connection c;
        synchronized (connections) {
            if (closed) {
                throw new IOException("the SSH connections are closed");
            }
            c = connections.computeIfAbsent(address.connectionKey(), k -> new Connection());
            if (connections.size() > MAX_CONNECTIONS) {
                Iterator<Connection> eldest = connections.values().iterator();
                evicted = eldest.next();
                eldest.remove();
            }
        }
        if (evicted != null) {
            evicted.close();
        }
        return c;
    }

    /** One host's session, its file system and its forwards; set up on first use, again after it dropped. */
    private final class Connection {
        private ClientSession session;
        private SftpFileSystem fileSystem;
        private final Map<Integer, ExplicitPortForwardingTracker> forwards = new HashMap<>();

        synchronized SftpFileSystem fileSystem(RemoteAddress address) throws IOException {
            if (session == null || !session.isOpen() || fileSystem == null || !fileSystem.isOpen()) {
                closeQuietly();
                session = connect(address);
                try {
                    String id = org.apache.sshd.sftp.client.fs.SftpFileSystemProvider.getFileSystemIdentifier(session);
                    SftpFileSystem stale = provider.removeFileSystem(id);
                    if (stale != null) {
                        stale.close();
                    }
                    fileSystem = provider.newFileSystem(session);
                } catch (IOException | RuntimeException e) {
                    closeQuietly();
                    throw new IOException(address.withPath("/") + ": no SFTP on the server (" + e.getMessage() + ")", e);
                }
                Locations.register(fileSystem, prefix(address));
            }
            return fileSystem;
        }

        synchronized int forward(RemoteAddress address, int remotePort) throws IOException {
            fileSystem(address);
            ExplicitPortForwardingTracker tracker = forwards.get(remotePort);
            if (tracker == null || !tracker.isOpen()) {
                tracker = session.createLocalPortForwardingTracker(new SshdSocketAddress("127.0.0.1", 0),
                        new SshdSocketAddress("127.0.0.1", remotePort));
                forwards.put(remotePort, tracker);
            }
            return tracker.getBoundAddress().getPort();
        }

        synchronized void close() {
            closeQuietly();
        }

        private void closeQuietly() {
            for (ExplicitPortForwardingTracker t : forwards.values()) {
                try {
                    t.close();
                } catch (IOException | RuntimeException ignored) {
                    // the session's end closes it too
                }
            }
            forwards.clear();
            if (fileSystem != null) {
                provider.forget(fileSystem);
                try {
                    fileSystem.close();
                } catch (IOException | RuntimeException ignored) {
                    // closed with its session below
                }
                fileSystem = null;
            }
            if (session != null) {
                session.close(true);
                session = null;
            }
        }
    }

    private static String prefix(RemoteAddress address) {
        String whole = address.withPath("/").toString();
        return whole.substring(0, whole.length() - 1);
    }

    private ClientSession connect(RemoteAddress address) throws IOException {
        String where = address.withPath("/").toString();
        long timeout = settings.connectTimeout().toMillis();
        try {
            if (!handshakes.tryAcquire(timeout, TimeUnit.MILLISECONDS)) {
                throw new IOException(where + ": no answer within " + timeout / 1000 + " s (other connections"
                        + " are being set up)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while connecting to " + where);
        }
        ClientSession session = null;
        try {
            HostConfigEntry entry = client.getHostConfigEntryResolver().resolveEffectiveHost(address.host(),
                    Math.max(0, address.port()), null, address.user(), null, null);
            if (entry == null) {
                entry = new HostConfigEntry(address.host(), address.host(),
                        address.port() > 0 ? address.port() : 22, address.user());
            }
            if (entry.getUsername() == null || entry.getUsername().isBlank()) {
                entry.setUsername(System.getProperty("user.name"));
            }
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeout);
            ConnectFuture future = client.connect(entry, null, null);
            if (!future.await(timeout, TimeUnit.MILLISECONDS)) {
                future.cancel();
                throw new IOException(where + ": no answer within " + timeout / 1000 + " s");
            }
            if (future.getException() != null) {
                throw future.getException();
            }
            session = future.getSession();
            long left = Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
            session.auth().verify(left, TimeUnit.MILLISECONDS);
            return session;
        } catch (IOException | RuntimeException e) {
            String refusal = session == null ? null : session.getAttribute(HostKeyCheck.REFUSAL);
            if (session != null) {
                session.close(true);
            }
            throw new IOException(where + ": " + (refusal != null ? refusal : reason(e, session)), e);
        } catch (Throwable e) {
            if (session != null) {
                session.close(true);
            }
            throw new IOException(where + ": " + reason(e, null), e);
        } finally {
            handshakes.release();
        }
    }

    private String reason(Throwable e, ClientSession session) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            if (root instanceof SshException && root.getMessage() != null && root.getMessage().contains("No more authentication methods")) {
                break;
            }
            root = root.getCause();
        }
        if (root instanceof ConnectException) {
            return "connection refused (is sshd running there, on that port?)";
        }
        if (root instanceof UnknownHostException || root instanceof UnresolvedAddressException) {
            return "unknown host";
        }
        if (root instanceof NoRouteToHostException) {
            return "no route to host";
        }
        String message = String.valueOf(e.getMessage());
        if (session != null && session.isOpen() || message.contains("authentication")
                || message.contains("No more authentication methods")) {
            return "the server accepted none of the keys: "
                    + (settings.agentSocket() == null ? "no SSH agent (SSH_AUTH_SOCK is not set)"
                    : "the agent's at " + settings.agentSocket()) + ", then " + keyFiles.tried();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }
}
