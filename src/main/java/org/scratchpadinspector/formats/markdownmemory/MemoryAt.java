package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.eclipse.jgit.lib.ObjectId;

/**
 * The whole memory at one version, as a profile's rules see it: which memory files exist (path → content), each
 * parsed on demand, and whether any other path of the directory existed then (an import's target need not be a
 * memory file).
 */
final class MemoryAt {
    private final Map<String, ObjectId> files;
    private final Blobs blobs;
    private final Profile profile;
    private final Path root;
    private final Predicate<String> anyPath;

    MemoryAt(Map<String, ObjectId> files, Blobs blobs, Profile profile, Path root, Predicate<String> anyPath) {
        this.files = Collections.unmodifiableMap(files);
        this.blobs = blobs;
        this.profile = profile;
        this.root = root;
        this.anyPath = anyPath;
    }

    Set<String> paths() {
        return files.keySet();
    }

    Map<String, ObjectId> files() {
        return files;
    }

    boolean has(String path) {
        return files.containsKey(path);
    }

    /** The file at {@code path}, or null when it does not exist at this version. */
    MemoryFile file(String path) {
        ObjectId id = files.get(path);
        return id == null ? null : blobs.file(path, id, profile.entries(path));
    }

    /** The file {@code path} with content {@code id} (a content before a change), or null for none. */
    MemoryFile content(String path, ObjectId id) {
        return id == null ? null : blobs.file(path, id, profile.entries(path));
    }

    /** Whether {@code relativePath} (memory file or not) existed in the directory at this version. */
    boolean exists(String relativePath) {
        return files.containsKey(relativePath) || anyPath.test(relativePath);
    }

    /** The directory the memory is in (on disk now). */
    Path root() {
        return root;
    }
}
