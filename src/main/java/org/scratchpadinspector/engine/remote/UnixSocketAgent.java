package org.scratchpadinspector.engine.remote;

import java.io.EOFException;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.List;
import org.apache.sshd.agent.SshAgent;
import org.apache.sshd.agent.SshAgentFactory;
import org.apache.sshd.agent.SshAgentServer;
import org.apache.sshd.agent.common.AbstractAgentProxy;
import org.apache.sshd.client.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.common.FactoryManager;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;

/**
 * The operator's SSH agent ({@code SSH_AUTH_SOCK}) reached through Java's own Unix domain sockets. The library
 * speaks the agent protocol ({@link AbstractAgentProxy}); this class only carries its messages, since the
 * library's own Unix-socket agent needs a native library. Nothing is ever added to or removed from the agent.
 */
final class UnixSocketAgent extends AbstractAgentProxy {
    /** An answer larger than this is no agent's (OpenSSH caps its messages at 256 KiB). */
    private static final int MAX_MESSAGE = 256 * 1024;

    private final SocketChannel channel;

    private UnixSocketAgent(SocketChannel channel) {
        super(null);
        this.channel = channel;
    }

    static UnixSocketAgent connect(Path socket) throws IOException {
        SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.connect(UnixDomainSocketAddress.of(socket));
            return new UnixSocketAgent(channel);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw new IOException("the SSH agent at " + socket + " cannot be reached: " + e.getMessage(), e);
        }
    }

    @Override
    protected synchronized Buffer request(Buffer buffer) throws IOException {
        ByteBuffer out = ByteBuffer.wrap(buffer.array(), buffer.rpos(), buffer.available());
        while (out.hasRemaining()) {
            channel.write(out);
        }
        ByteBuffer length = ByteBuffer.allocate(4);
        readFully(length);
        int size = length.flip().getInt();
        if (size <= 0 || size > MAX_MESSAGE) {
            throw new IOException("the SSH agent answered a message of " + size + " bytes");
        }
        ByteBuffer body = ByteBuffer.allocate(size);
        readFully(body);
        return new ByteArrayBuffer(body.array());
    }

    private void readFully(ByteBuffer into) throws IOException {
        while (into.hasRemaining()) {
            if (channel.read(into) < 0) {
                throw new EOFException("the SSH agent closed the connection");
            }
        }
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public void close() throws IOException {
        try {
            super.close();
        } finally {
            channel.close();
        }
    }

    /**
     * Agents for the client's sessions: the configured socket, or the host's {@code IdentityAgent} from
     * {@code ~/.ssh/config} ({@code none} turns the agent off for that host).
     */
    static final class Factory implements SshAgentFactory {
        private final Path socket;

        Factory(Path socket) {
            this.socket = socket;
        }

        @Override
        public List<ChannelFactory> getChannelForwardingFactories(FactoryManager manager) {
            return List.of();
        }

        @Override
        public SshAgent createClient(Session session, FactoryManager manager) throws IOException {
            String configured = session == null ? null : session.getAttribute(UserAuthPublicKey.IDENTITY_AGENT);
            Path target = socket;
            if (configured != null && !configured.isBlank()) {
                if (configured.equalsIgnoreCase("none")) {
                    return null;
                }
                if (!configured.equals("SSH_AUTH_SOCK")) {
                    target = Path.of(configured.startsWith("~/")
                            ? System.getProperty("user.home") + configured.substring(1) : configured);
                }
            }
            if (target == null) {
                return null;
            }
            try {
                return connect(target);
            } catch (IOException e) {
                return null; // the key files are still tried; a failed login names what was tried
            }
        }

        @Override
        public SshAgentServer createServer(ConnectionService service) {
            throw new UnsupportedOperationException("the inspector forwards no agent");
        }
    }
}
