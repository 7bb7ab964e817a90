package org.scratchpadinspector.engine.remote;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Where the SSH client takes what the operator's own {@code ssh} would: the host aliases of {@code config}, the
 * host keys of {@code known_hosts}, the keys {@code id_*}, the agent at {@code SSH_AUTH_SOCK}. Tests give a
 * temporary folder and no agent, never the user's own {@code ~/.ssh}.
 *
 * @param config         the {@code ~/.ssh/config} to read host aliases from (it may not exist)
 * @param knownHosts     the {@code known_hosts} that every host key is checked against; nothing is ever added to it
 * @param identities     key files tried after the agent's keys, in this order (missing ones are skipped)
 * @param agentSocket    the agent's Unix socket, or null for none
 * @param connectTimeout how long a TCP connection, the key exchange and the authentication may take together
 */
public record SshSettings(Path config, Path knownHosts, List<Path> identities, Path agentSocket,
                          Duration connectTimeout) {
    /** The key files OpenSSH tries by default, in its order. */
    static final List<String> DEFAULT_KEY_NAMES = List.of("id_ed25519", "id_ecdsa", "id_ecdsa_sk", "id_ed25519_sk",
            "id_rsa");
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(15);

    public SshSettings {
        identities = List.copyOf(identities);
    }

    /** The user's own: {@code ~/.ssh} and {@code SSH_AUTH_SOCK}. */
    public static SshSettings forUser() {
        String socket = System.getenv("SSH_AUTH_SOCK");
        return inFolder(Path.of(System.getProperty("user.home"), ".ssh"),
                socket == null || socket.isBlank() ? null : Path.of(socket));
    }

    /** {@code config}, {@code known_hosts} and the default key names in {@code sshFolder}. */
    public static SshSettings inFolder(Path sshFolder, Path agentSocket) {
        return new SshSettings(sshFolder.resolve("config"), sshFolder.resolve("known_hosts"),
                DEFAULT_KEY_NAMES.stream().map(sshFolder::resolve).toList(), agentSocket, DEFAULT_CONNECT_TIMEOUT);
    }

    public SshSettings withConnectTimeout(Duration timeout) {
        return new SshSettings(config, knownHosts, identities, agentSocket, timeout);
    }
}
