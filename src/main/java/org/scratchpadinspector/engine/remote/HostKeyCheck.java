package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.keyverifier.RejectAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.kex.KexProposalOption;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.common.util.net.SshdSocketAddress;

/**
 * Host keys checked against {@code known_hosts} and nothing else: a key in it for the host is accepted; an unknown
 * key or a changed one is refused, and the refusal says the key's SHA256 fingerprint and the command that would
 * accept it. Nothing is ever written to {@code known_hosts}: accepting a key is the operator's act.
 *
 * <p>As OpenSSH does, the key types {@code known_hosts} already holds for the host are asked for first, so a
 * server with an Ed25519 and an ECDSA key is not refused as "changed" because it offered the type not on file.
 */
final class HostKeyCheck extends KnownHostsServerKeyVerifier implements SessionListener {
    /** Why the session's host key was refused, read when its connection fails. */
    static final AttributeKey<String> REFUSAL = new AttributeKey<>();

    private final Path knownHosts;

    HostKeyCheck(Path knownHosts) {
        super(RejectAllServerKeyVerifier.INSTANCE, knownHosts);
        this.knownHosts = knownHosts;
    }

    @Override
    protected boolean acceptUnknownHostKey(ClientSession session, SocketAddress remote, PublicKey key) {
        HostName host = HostName.of(session, remote);
        session.setAttribute(REFUSAL, "the host key of " + host + " is not known: " + describe(key)
                + " is in no line of " + knownHosts + "; refused. If that fingerprint is the server's (ask its"
                + " operator, or run ssh-keygen -lf on its /etc/ssh/ssh_host_*_key.pub), accept it with: "
                + host.keyscan(key) + " >> " + knownHosts);
        return false;
    }

    @Override
    public boolean acceptModifiedServerKey(ClientSession session, SocketAddress remote, KnownHostEntry entry,
                                           PublicKey expected, PublicKey actual) {
        HostName host = HostName.of(session, remote);
        session.setAttribute(REFUSAL, "the host key of " + host + " has CHANGED: the server offers " + describe(actual)
                + " where " + knownHosts + " holds " + describe(expected) + "; refused, this may be an attack. If the"
                + " server's key was replaced on purpose, remove the old line with: ssh-keygen -f " + knownHosts
                + " -R '" + host.knownHostsName() + "', then accept the new one with: " + host.keyscan(actual)
                + " >> " + knownHosts);
        return false;
    }

    @Override
    protected void handleRevokedKey(ClientSession session, SocketAddress remote, PublicKey key) {
        session.setAttribute(REFUSAL, "the host key of " + HostName.of(session, remote) + " (" + describe(key)
                + ") is marked @revoked in " + knownHosts + "; refused");
    }

    @Override
    protected boolean acceptIncompleteHostKeys(ClientSession session, SocketAddress remote, PublicKey key,
                                               Throwable reason) {
        session.setAttribute(REFUSAL, knownHosts + " cannot be read (" + reason.getMessage() + "); the host key "
                + describe(key) + " of " + HostName.of(session, remote) + " is refused");
        return false;
    }

    static String describe(PublicKey key) {
        return keyName(KeyUtils.getKeyType(key)) + " key " + KeyUtils.getFingerPrint(key);
    }

    private static String keyName(String type) {
        if (type.startsWith("ssh-ed25519")) {
            return "ED25519";
        }
        if (type.startsWith("ecdsa")) {
            return "ECDSA";
        }
        if (type.startsWith("ssh-rsa")) {
            return "RSA";
        }
        return type;
    }

    /** Asks for the key types on file for the host first (the proposal is built once per session). */
    @Override
    public void sessionNegotiationOptionsCreated(Session session, Map<KexProposalOption, String> proposal) {
        if (!(session instanceof ClientSession client) || client.getConnectAddress() == null) {
            return;
        }
        Set<String> known = knownTypes(HostName.of(client, client.getConnectAddress()));
        String offered = proposal.get(KexProposalOption.SERVERKEYS);
        if (known.isEmpty() || offered == null) {
            return;
        }
        List<String> first = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (String algorithm : offered.split(",")) {
            (known.contains(keyTypeOf(algorithm)) ? first : rest).add(algorithm);
        }
        first.addAll(rest);
        proposal.put(KexProposalOption.SERVERKEYS, String.join(",", first));
    }

    private Set<String> knownTypes(HostName host) {
        Set<String> types = new LinkedHashSet<>();
        if (!Files.isRegularFile(knownHosts)) {
            return types;
        }
        try {
            for (KnownHostEntry entry : KnownHostEntry.readKnownHostEntries(knownHosts)) {
                if (entry.getKeyEntry() != null && !"revoked".equals(entry.getMarker())
                        && entry.isHostMatch(host.host(), host.port())) {
                    types.add(entry.getKeyEntry().getKeyType());
                }
            }
        } catch (IOException | RuntimeException e) {
            // the check itself reads the file again and refuses with the reason
        }
        return types;
    }

    /** The key type a host key algorithm signs with: rsa-sha2-512 is an ssh-rsa key. */
    private static String keyTypeOf(String algorithm) {
        return algorithm.startsWith("rsa-sha2-") ? "ssh-rsa" : algorithm;
    }

    /** The host as the operator named it (the connect address), with its port. */
    record HostName(String host, int port) {
        static HostName of(ClientSession session, SocketAddress remote) {
            SocketAddress address = session.getConnectAddress() != null ? session.getConnectAddress() : remote;
            if (address instanceof InetSocketAddress inet) {
                return new HostName(inet.getHostString(), inet.getPort());
            }
            SshdSocketAddress sshd = SshdSocketAddress.toSshdSocketAddress(address);
            return new HostName(sshd.getHostName(), sshd.getPort());
        }

        /** How known_hosts and ssh-keygen -R name it: {@code host}, or {@code [host]:port} off port 22. */
        String knownHostsName() {
            return port == 22 ? host : "[" + host + "]:" + port;
        }

        String keyscan(PublicKey key) {
            String type = keyName(KeyUtils.getKeyType(key)).toLowerCase(java.util.Locale.ROOT);
            return "ssh-keyscan" + (port == 22 ? "" : " -p " + port) + " -t " + type + " " + host;
        }

        @Override
        public String toString() {
            return knownHostsName();
        }
    }
}
