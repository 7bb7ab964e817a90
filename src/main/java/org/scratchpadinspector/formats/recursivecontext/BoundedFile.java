package org.scratchpadinspector.formats.recursivecontext;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.Untrusted;

/**
 * One file of a run read whole, or the one line that says why it was not: missing, not a regular file (a pipe
 * is never opened: it would block), a link out of the run folder, empty, or over the size bound.
 *
 * @param bytes   the content, null when not read
 * @param problem why not, null when read (a missing file is neither: both null)
 */
record BoundedFile(byte[] bytes, String problem) {
    /** Files over this are not parsed; the same bound as the cycle format's snapshots. */
    static final long MAX_BYTES = AgentJson.MAX_FILE_BYTES;

    static BoundedFile read(Path file) {
        return read(file, file.toAbsolutePath().getParent(), MAX_BYTES);
    }

    /** Reads {@code file} of the memory directory {@code root}: a link out of {@code root} is not followed. */
    static BoundedFile read(Path file, Path root) {
        return read(file, root, MAX_BYTES);
    }

    static BoundedFile read(Path file, long maxBytes) {
        return read(file, file.toAbsolutePath().getParent(), maxBytes);
    }

    static BoundedFile read(Path file, Path root, long maxBytes) {
        String name = Untrusted.line(file.getFileName().toString());
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new BoundedFile(null, null);
        }
        String link = SymlinkCheck.refusal(file, root);
        if (link != null) {
            return new BoundedFile(null, name + ": " + link);
        }
        if (Files.isDirectory(file)) {
            return new BoundedFile(null, name + ": a directory, not a file");
        }
        if (!Files.isRegularFile(file)) {
            return new BoundedFile(null, name + ": not a regular file (a named pipe or device): not opened");
        }
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                return new BoundedFile(null, name + ": " + megabytes(size) + ", over the " + megabytes(maxBytes)
                        + " bound: not parsed");
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                // the file may grow while it is read: never more than the bound
                bytes = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 16));
            }
            if (bytes.length > maxBytes) {
                return new BoundedFile(null, name + ": grew past the " + megabytes(maxBytes) + " bound while read: not parsed");
            }
            if (isBlank(bytes)) {
                return new BoundedFile(null, name + ": empty file" + (bytes.length == 0 ? "" : " (only white space)")
                        + ": being written, or cut short");
            }
            return new BoundedFile(bytes, null);
        } catch (IOException e) {
            return new BoundedFile(null, name + ": cannot be read: " + e.getMessage());
        }
    }

    boolean missing() {
        return bytes == null && problem == null;
    }

    boolean readable() {
        return bytes != null;
    }

    static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }
}
