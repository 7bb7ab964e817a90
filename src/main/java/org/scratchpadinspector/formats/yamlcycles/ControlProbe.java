package org.scratchpadinspector.formats.yamlcycles;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import java.util.Set;

/**
 * The sign of life an attached agent leaves: {@code <scratchpad>/.agent/control.json} names its pid and the
 * loopback url it serves. Alive means the pid runs on this machine and a TCP connect to the port succeeds.
 * Blocking (at most {@link #CONNECT_TIMEOUT_MS}).
 */
final class ControlProbe {
    static final int CONNECT_TIMEOUT_MS = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** File systems whose files may come from another machine, where a pid says nothing here. */
    private static final Set<String> REMOTE_TYPES = Set.of("nfs", "nfs4", "cifs", "smb3", "smbfs", "fuse.sshfs",
            "sshfs", "sftp", "9p", "afs", "ceph", "fuse.glusterfs", "glusterfs", "virtiofs", "fuse.rclone");

    record Result(boolean alive, String reason) {
    }

    private ControlProbe() {
    }

    /**
     * The verdict of the directory's control file, or null when it gives none: no file, not a control file,
     * or a file on a network mount (its pid belongs to another machine). A live agent whose control file is
     * newer than the cycle's {@code _before} ({@code beforeWritten}) started after the cycle began.
     */
    static Result probe(Path scratchpad, Instant beforeWritten) {
        Path file = scratchpad.resolve(".agent").resolve("control.json");
        if (!Files.isRegularFile(file) || onRemoteFileSystem(file)) {
            return null;
        }
        Instant controlWritten;
        long pid;
        URI url;
        try {
            JsonNode node = JSON.readTree(Files.readAllBytes(file));
            if (node == null || !node.path("pid").canConvertToLong() || !node.path("url").isTextual()) {
                return null;
            }
            pid = node.path("pid").asLong();
            controlWritten = Files.getLastModifiedTime(file).toInstant();
            url = URI.create(node.path("url").asText());
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
        if (pid <= 0 || url.getHost() == null || url.getPort() <= 0) {
            return null;
        }
        if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            return new Result(false, "pid " + pid + " is gone (from .agent/control.json)");
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), CONNECT_TIMEOUT_MS);
            if (beforeWritten != null && controlWritten.isAfter(beforeWritten)) {
                // an agent writes its control file when it starts, before any cycle of its own
                return new Result(false, "the agent (pid " + pid + ") answering on port " + url.getPort()
                        + " started after this cycle began: it is not running it");
            }
            return new Result(true, "the agent (pid " + pid + ") answers on port " + url.getPort());
        } catch (SocketTimeoutException e) {
            return new Result(false, "control port " + url.getPort() + " does not answer within "
                    + CONNECT_TIMEOUT_MS + " ms (pid " + pid + ")");
        } catch (IOException e) {
            return new Result(false, "control port " + url.getPort() + " does not answer (pid " + pid + " is alive: "
                    + e.getMessage() + ")");
        }
    }

    private static boolean onRemoteFileSystem(Path file) {
        try {
            return REMOTE_TYPES.contains(Files.getFileStore(file).type().toLowerCase(Locale.ROOT));
        } catch (IOException e) {
            return false;
        }
    }
}
