package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.util.Map;
import java.util.WeakHashMap;
import org.scratchpadinspector.engine.files.Locations;

/**
 * A DIR as the operator typed it, local or {@code ssh://}, turned into a {@link Path} through this process's one
 * set of {@link SshConnections}, made on the first remote address (a local DIR never loads the SSH client). The
 * connections read {@code ~/.ssh}, or the folder named by {@value #SSH_DIR_ENV} instead.
 */
public final class RemotePaths {
    /** A folder read instead of {@code ~/.ssh} (its config, known_hosts and id_* keys). */
    public static final String SSH_DIR_ENV = "SCRATCHPAD_INSPECTOR_SSH_DIR";

    private static SshConnections shared;
    private static SshSettings settings;
    private static final Map<FileSystem, RemoteAddress> ADDRESSES = new WeakHashMap<>();

    private RemotePaths() {
    }

    /** {@code text} as a path: {@code ssh://} addresses on their machine, anything else on this one. */
    public static Path resolve(String text) throws IOException {
        if (!RemoteAddress.isRemote(text)) {
            return Path.of(text);
        }
        RemoteAddress address = RemoteAddress.parse(text);
        Path path = shared().open(address);
        synchronized (ADDRESSES) {
            ADDRESSES.put(path.getFileSystem(), address.withPath("/"));
        }
        return path;
    }

    /** The address of a remote path ({@code ssh://host/dir}); null for a local one. */
    public static RemoteAddress addressOf(Path path) {
        if (Locations.isLocal(path)) {
            return null;
        }
        RemoteAddress root;
        synchronized (ADDRESSES) {
            root = ADDRESSES.get(path.getFileSystem());
        }
        return root == null ? null : root.withPath(path.toAbsolutePath().normalize().toString());
    }

    /**
     * A local port that reaches {@code remotePort} on the loopback of the machine {@code dir} is on, through the
     * same SSH connection; {@code remotePort} itself for a local directory.
     */
    public static int forward(Path dir, int remotePort) throws IOException {
        RemoteAddress address = addressOf(dir);
        return address == null ? remotePort : shared().forward(address, remotePort);
    }

    /** This process's connections, made with {@link #settings()} on first use. */
    public static synchronized SshConnections shared() {
        if (shared == null) {
            shared = new SshConnections(settings());
        }
        return shared;
    }

    /** What the connections read: set by {@link #use}, else {@value #SSH_DIR_ENV}, else the user's own. */
    public static synchronized SshSettings settings() {
        if (settings == null) {
            String folder = System.getenv(SSH_DIR_ENV);
            settings = folder == null || folder.isBlank() ? SshSettings.forUser()
                    : SshSettings.inFolder(Path.of(folder), System.getenv("SSH_AUTH_SOCK") == null ? null
                            : Path.of(System.getenv("SSH_AUTH_SOCK")));
        }
        return settings;
    }

    /** Closes the connections and reads {@code next} from now on (tests point it at a temporary folder). */
    public static synchronized void use(SshSettings next) {
        closeAll();
        settings = next;
    }

    /** Closes every connection of this process; the next remote address connects again. */
    public static synchronized void closeAll() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }
}
