package org.scratchpadinspector.engine.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * How a path is named to the operator and in keys, whatever file system it is on: a local path as itself, a
 * path on another machine with the address of its file system in front ({@code ssh://user@host:22/srv/agent}).
 * The remote connections register each file system they open; a key made here never mixes two machines' files
 * that share a path.
 */
public final class Locations {
    private static final Map<FileSystem, String> PREFIXES = new WeakHashMap<>();

    private Locations() {
    }

    /** Names the paths of {@code fs} with {@code prefix} before their absolute path. */
    public static synchronized void register(FileSystem fs, String prefix) {
        PREFIXES.put(fs, prefix);
    }

    /** True when {@code path} is on the machine this process runs on. */
    public static boolean isLocal(Path path) {
        return path.getFileSystem() == FileSystems.getDefault();
    }

    /**
     * Whether the folder's entries can be listed and opened by this user. Locally its read and search permission
     * bits say so; over SFTP, which cannot ask about search permission, a listing is tried: only a refusal says no
     * (another failure is left for the reading that follows to report).
     */
    public static boolean listable(Path folder) {
        if (isLocal(folder)) {
            return Files.isReadable(folder) && Files.isExecutable(folder);
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            return true;
        } catch (AccessDeniedException e) {
            return false;
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }

    /** The path as the operator would type it: local as is, remote as its {@code ssh://} address. */
    public static String display(Path path) {
        if (isLocal(path)) {
            return path.toString();
        }
        String prefix;
        synchronized (Locations.class) {
            prefix = PREFIXES.get(path.getFileSystem());
        }
        String absolute = path.toAbsolutePath().normalize().toString();
        return prefix == null ? path.getFileSystem().provider().getScheme() + ":" + absolute : prefix + absolute;
    }

    /** The absolute, normalised path with its machine: the key of a cache entry or a remembered directory. */
    public static String key(Path path) {
        return isLocal(path) ? path.toAbsolutePath().normalize().toString() : display(path);
    }
}
