package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.history.GitHistory;

/**
 * The bytes of every file content a source shows, by git blob id: from the history's repository, or from the files
 * read off the disk now. Each content is parsed once and kept while recently used.
 */
final class Blobs {
    private static final int KEPT = 4096;
    private final GitHistory history;
    private final Map<ObjectId, byte[]> disk = new HashMap<>();
    private record Key(ObjectId id, String path, boolean entries) {
    }

    private final Map<Key, MemoryFile> parsed = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, MemoryFile> eldest) {
            return size() > KEPT;
        }
    };

    Blobs(GitHistory history) {
        this.history = history;
    }

    /** Adds bytes read from the disk; returns their blob id. */
    synchronized ObjectId add(byte[] bytes) {
        ObjectId id = GitHistory.blobId(bytes);
        disk.put(id, bytes);
        return id;
    }

    /** The bytes of a blob, or null when they cannot be read. */
    synchronized byte[] bytes(ObjectId id) {
        byte[] b = disk.get(id);
        if (b != null || history == null) {
            return b;
        }
        try {
            return history.read(id);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The parsed file at {@code path} with content {@code id}; entries or Markdown as the profile reads it. */
    synchronized MemoryFile file(String path, ObjectId id, boolean asEntries) {
        Key key = new Key(id, path, asEntries);
        MemoryFile file = parsed.get(key);
        if (file == null) {
            file = MemoryFile.parse(path, id, bytes(id), asEntries);
            parsed.put(key, file);
        }
        return file;
    }
}
