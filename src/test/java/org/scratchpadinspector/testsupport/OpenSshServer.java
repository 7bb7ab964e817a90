package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.engine.remote.SshSettings;

/**
 * A real OpenSSH server ({@code /usr/sbin/sshd} from Debian's openssh-server) on a free loopback port, with a
 * temporary host key and one authorized client key, for the remote tests; one per test class. The client side
 * gets its own temporary ssh folder (key, known_hosts, config), never the user's {@code ~/.ssh}.
 */
public final class OpenSshServer implements AutoCloseable {
    private static final Path SSHD = Path.of("/usr/sbin/sshd");
    private static final Duration START = Duration.ofSeconds(15);

    private final Process process;
    private final int port;
    private final Path folder;
    private final Path clientFolder;

    private OpenSshServer(Process process, int port, Path folder, Path clientFolder) {
        this.process = process;
        this.port = port;
        this.folder = folder;
        this.clientFolder = clientFolder;
    }

    /** Starts sshd with its files in {@code folder}; the client's ssh folder is {@code folder/client}. */
    public static OpenSshServer start(Path folder) throws IOException, InterruptedException {
        if (!Files.isExecutable(SSHD)) {
            throw new IllegalStateException(SSHD + " is missing: the remote tests need Debian's openssh-server"
                    + " (apt-get install openssh-server; .ci/run installs it)");
        }
        Files.createDirectories(Path.of("/run/sshd"));
        Files.createDirectories(folder);
        Path clientFolder = Files.createDirectories(folder.resolve("client"));
        Path hostKey = folder.resolve("host_ed25519");
        Path clientKey = clientFolder.resolve("id_ed25519");
        keygen(hostKey, "host");
        keygen(clientKey, "client");
        Files.copy(Path.of(clientKey + ".pub"), folder.resolve("authorized_keys"));
        int port = freePort();
        Path config = folder.resolve("sshd_config");
        Files.writeString(config, String.join("\n",
                "ListenAddress 127.0.0.1",
                "Port " + port,
                "HostKey " + hostKey,
                "AuthorizedKeysFile " + folder.resolve("authorized_keys"),
                "PidFile " + folder.resolve("sshd.pid"),
                "UsePAM no",
                "StrictModes no",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "PermitRootLogin prohibit-password",
                "AllowTcpForwarding yes",
                "Subsystem sftp internal-sftp",
                "MaxSessions 64",
                "MaxStartups 64",
                "") );
        Process process = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("sshd.log").toFile()).start();
        OpenSshServer server = new OpenSshServer(process, port, folder, clientFolder);
        server.awaitListening();
        server.trustHostKey();
        return server;
    }

    private static void keygen(Path key, String comment) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f",
                key.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IOException("ssh-keygen failed: " + out);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    private void awaitListening() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("sshd exited at once: " + Files.readString(folder.resolve("sshd.log")));
            }
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        close();
        throw new IOException("sshd did not listen on " + port + " within " + START.toSeconds() + " s");
    }

    /** Writes the host key into the client's known_hosts, as {@code ssh-keyscan} would. */
    public void trustHostKey() throws IOException {
        String publicKey = Files.readString(folder.resolve("host_ed25519.pub")).trim();
        String[] parts = publicKey.split(" ");
        Files.writeString(knownHosts(), "[127.0.0.1]:" + port + " " + parts[0] + " " + parts[1] + "\n");
    }

    /** The host key's {@code SHA256:...} fingerprint, as {@code ssh-keygen -lf} prints it. */
    public String hostKeyFingerprint() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("ssh-keygen", "-l", "-E", "sha256", "-f",
                folder.resolve("host_ed25519.pub").toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        p.waitFor();
        return out.split(" ")[1];
    }

    public int port() {
        return port;
    }

    public String user() {
        return System.getProperty("user.name");
    }

    /** {@code ssh://user@127.0.0.1:PORT/dir} for a local directory (the server is this machine). */
    public String url(Path dir) {
        return "ssh://" + user() + "@127.0.0.1:" + port + dir.toAbsolutePath().normalize();
    }

    /** The client's ssh folder: id_ed25519, known_hosts, config. */
    public Path clientFolder() {
        return clientFolder;
    }

    public Path knownHosts() {
        return clientFolder.resolve("known_hosts");
    }

    /** The client's settings: the temporary folder, no agent. */
    public SshSettings settings() {
        return SshSettings.inFolder(clientFolder, null);
    }

    /** The command line of a subprocess's environment that points the inspector at the client folder. */
    public List<String> environment() {
        return List.of("SCRATCHPAD_INSPECTOR_SSH_DIR=" + clientFolder);
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
