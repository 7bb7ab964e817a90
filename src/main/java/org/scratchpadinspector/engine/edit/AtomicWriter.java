package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;
import org.scratchpadinspector.engine.files.SymlinkCheck;

/**
 * Rule 5: a file is replaced by writing a temporary file in the same directory, forcing it to disk, and
 * renaming it over the target atomically, so a reader (the agent's wake) sees the old bytes or the new
 * ones, never a mix. The target's POSIX permissions are kept; a new file gets the process's umask.
 */
public final class AtomicWriter {
    private AtomicWriter() {
    }

    /**
     * Replaces (or creates) {@code target} with {@code bytes}; a symbolic link is followed and kept when its
     * target is in the same directory, and refused (nothing written) when it points elsewhere or loops.
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        String refusal = SymlinkCheck.refusal(target);
        if (refusal != null) {
            throw new IOException(target.getFileName() + ": " + refusal.replace(": not read", ": not written"));
        }
        Path real = Files.isSymbolicLink(target) ? target.toRealPath() : target;
        Path dir = real.toAbsolutePath().getParent();
        Set<PosixFilePermission> permissions = permissionsOf(real);
        Path temp = dir.resolve("." + real.getFileName() + "." + randomSuffix() + ".inspector-tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            if (permissions != null) {
                Files.setPosixFilePermissions(temp, permissions);
            }
            Files.move(temp, real, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        forceDirectory(dir);
    }

    private static Set<PosixFilePermission> permissionsOf(Path file) throws IOException {
        if (!Files.exists(file) || Files.getFileAttributeView(file, PosixFileAttributeView.class) == null) {
            return null;
        }
        return Files.getPosixFilePermissions(file);
    }

    /** Makes the rename durable; not every platform lets a directory be opened, which is harmless. */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // the rename itself happened; only its durability across a power cut is weaker here
        }
    }

    private static String randomSuffix() {
        byte[] bytes = new byte[6];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
