package org.scratchpadinspector.engine.files;

import java.nio.file.FileSystem;
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
