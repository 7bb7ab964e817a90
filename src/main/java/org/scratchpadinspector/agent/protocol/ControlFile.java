package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

/**
 * Discovery: {@code <scratchpad>/.agent/control.json}, written by an agent when its server listens (mode
 * 0600, atomically) and removed on a clean exit.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ControlFile(int protocol, String url, String token, long pid, String started, String agent) {
    public static final String DIRECTORY = ".agent";
    public static final String NAME = "control.json";

    /** Where the file of the scratchpad directory {@code scratchpad} (the one holding active.yaml) is. */
    public static Path path(Path scratchpad) {
        return scratchpad.resolve(DIRECTORY).resolve(NAME);
    }

    /** Reads the file at {@code file}; IOException when it is missing or not a control file. */
    public static ControlFile read(Path file) throws IOException {
        ControlFile control;
        try {
            control = ProtocolJson.MAPPER.readValue(Files.readString(file, StandardCharsets.UTF_8), ControlFile.class);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException(file + " is not a control file: " + e.getOriginalMessage(), e);
        }
        if (control.url() == null || control.token() == null) {
            throw new IOException(file + " is not a control file: it has no url or token");
        }
        return control;
    }

    /**
     * Writes this to {@code file}: a 0600 temporary file in the same directory, renamed over it. The directory
     * is made (or set to) 0700, owner only, so that no one else can even list what is in it.
     */
    public void write(Path file) throws IOException {
        Path dir = file.getParent();
        ownerOnlyDirectory(dir);
        Path tmp = dir.resolve("." + NAME + "." + ProcessHandle.current().pid() + ".tmp");
        Files.deleteIfExists(tmp);
        try {
            Files.createFile(tmp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            Files.createFile(tmp);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("cannot create " + tmp, e);
        }
        Files.writeString(tmp, ProtocolJson.write(this) + "\n", StandardCharsets.UTF_8);
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void ownerOnlyDirectory(Path dir) throws IOException {
        if (dir.getParent() != null) {
            Files.createDirectories(dir.getParent());
        }
        try {
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (FileAlreadyExistsException e) {
            // made by an earlier run, perhaps with wider permissions: narrowed below
        } catch (UnsupportedOperationException e) {
            Files.createDirectories(dir);
            return;
        }
        try {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: nothing to narrow
        }
    }

    /** Whether the process that wrote this file is alive on this machine. */
    public boolean pidAlive() {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * Why this file is stale (its pid is not alive, or nothing listens at its url), or empty when the agent
     * seems to be there.
     */
    public Optional<String> staleReason() {
        if (!pidAlive()) {
            return Optional.of("the agent's process " + pid + " is not running");
        }
        URI uri = URI.create(url);
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 2000);
            return Optional.empty();
        } catch (ConnectException e) {
            return Optional.of("nothing listens at " + url + " (connection refused)");
        } catch (IOException e) {
            return Optional.of("cannot reach " + url + ": " + e.getMessage());
        }
    }
}
