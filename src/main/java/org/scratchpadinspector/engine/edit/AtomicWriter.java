package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.files.SymlinkCheck;

/**
 * Rule 5: a file is replaced by writing a temporary file in the same directory, forcing it to disk, and
 * renaming it over the target atomically, so a reader (the agent's wake) sees the old bytes or the new
 * ones, never a mix. The target's POSIX permissions are kept; a new file gets the process's umask.
 *
 * <p>A temporary file is named {@code .NAME.<pid>-<tag>.inspector-tmp}: the pid lets the next command tell the
 * leftover of a writer that was killed from the file of one still writing ({@link WriteRecovery}). Only
 * {@code java.nio.file} calls on the path's own file system, so that the same write works on a remote one.
 */
public final class AtomicWriter {
    public static final String TEMP_SUFFIX = ".inspector-tmp";
    private static final Pattern TEMP_NAME = Pattern.compile("\\..+\\.(\\d+)-[0-9a-z-]+" + Pattern.quote(TEMP_SUFFIX));

    private AtomicWriter() {
    }

    /**
     * Replaces (or creates) {@code target} with {@code bytes}; a symbolic link is followed and kept when its
     * target is in the same directory, and refused (nothing written) when it points elsewhere or loops.
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, bytes, null);
    }

    /** The same, giving a new file the permissions of {@code permissionsOf} when that exists. */
    public static void write(Path target, byte[] bytes, Path permissionsOf) throws IOException {
        Path real = realTarget(target);
        Set<PosixFilePermission> permissions = permissionsOf(Files.exists(real) ? real : permissionsOf);
        Path temp = tempFor(real, randomTag());
        try {
            writeDurably(temp, bytes);
            if (permissions != null) {
                Files.setPosixFilePermissions(temp, permissions);
            }
            Files.move(temp, real, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        forceDirectory(real.toAbsolutePath().getParent());
    }

    /** The file a write of {@code target} replaces: the target, or the file its same-directory link names. */
    static Path realTarget(Path target) throws IOException {
        String refusal = SymlinkCheck.refusal(target);
        if (refusal != null) {
            throw new IOException(target.getFileName() + ": " + refusal.replace(": not read", ": not written"));
        }
        return Files.isSymbolicLink(target) ? target.toRealPath() : target;
    }

    /** The temporary file of a write of {@code real} by this process, told apart by {@code tag}. */
    static Path tempFor(Path real, String tag) {
        return real.toAbsolutePath().getParent().resolve("." + real.getFileName() + "." + ProcessHandle.current().pid()
                + "-" + tag + TEMP_SUFFIX);
    }

    /** The pid in the name of one of our temporary files, or -1 when the name is not one. */
    static long writerPid(String fileName) {
        Matcher m = TEMP_NAME.matcher(fileName);
        if (!m.matches()) {
            return -1;
        }
        try {
            return Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Creates {@code file} (it must not exist), writes {@code bytes} and forces them to the device. */
    static void writeDurably(Path file, byte[] bytes) throws IOException {
        try (SeekableByteChannel channel = openNew(file)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            if (channel instanceof FileChannel fc) {
                fc.force(true);
            }
        }
    }

    private static SeekableByteChannel openNew(Path file) throws IOException {
        try {
            return FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (UnsupportedOperationException noFileChannel) {
            return Files.newByteChannel(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
    }

    /** The POSIX permissions of {@code file}, or null when it is missing or its file system has none. */
    static Set<PosixFilePermission> permissionsOf(Path file) throws IOException {
        if (file == null || !Files.exists(file) || Files.getFileAttributeView(file, PosixFileAttributeView.class) == null) {
            return null;
        }
        try {
            return Files.getPosixFilePermissions(file);
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    /** Makes a rename durable; not every platform lets a directory be opened, which is harmless. */
    static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // the rename itself happened; only its durability across a power cut is weaker here
        }
    }

    static String randomTag() {
        byte[] bytes = new byte[6];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
