package org.scratchpadinspector.engine.remote;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.fs.SftpPath;

/**
 * What folder listings of the last {@link #LISTED_NANOS} said of their entries (each entry's lstat), standing for
 * the next look at an entry, once: a listing gives every entry's lstat in a few round trips, where asking file by
 * file costs one each, and a reader that lists a folder then reads its files looks at each file right after
 * (decision 0126). A look at the very entry a listing handed out uses what the listing said and leaves it for the
 * next look by name, as the entries of the JDK's directory streams on Windows keep their attributes for a file
 * tree walk (decision 0159). When what a listing said is older than the window and nothing has looked at it yet,
 * the folder is listed again, once for all its entries, rather than each file asked on its own: reading 10,000
 * cycles on a loaded machine outlasted the window and sent 10,000 lstats to the server one by one (decision 0167).
 * What is older than two windows is dropped (a look long after is one lstat, not a listing). A file this process
 * writes, moves or deletes is asked of the server on its next look.
 */
final class ListedAttributes {
    /** How long a listing's attributes stand for an lstat of the entry. */
    static final long LISTED_NANOS = TimeUnit.SECONDS.toNanos(10);
    private static final int MAX_REMEMBERED = 200_000;

    private final Map<String, Listed> entries = new ConcurrentHashMap<>();
    private final Map<String, Long> folders = new ConcurrentHashMap<>();
    private final Map<String, Object> relisting = new ConcurrentHashMap<>();

    private record Listed(SftpClient.Attributes attributes, long nanos) {
        boolean expired() {
            return System.nanoTime() - nanos >= LISTED_NANOS;
        }

        /** Older than two windows: a reader that went through the folder moments ago is not still at it. */
        boolean abandoned() {
            return System.nanoTime() - nanos >= 2 * LISTED_NANOS;
        }
    }

    /** Lists a folder for its entries' attributes; null when it cannot. */
    interface Lister {
        List<SftpClient.DirEntry> list(SftpPath folder);
    }

    /** What a listing of {@code folder} made at {@code nanos} said of {@code entries} (paths carrying it). */
    void listed(SftpPath folder, List<SftpPath> listedEntries, long nanos) {
        if (entries.size() + listedEntries.size() > MAX_REMEMBERED) {
            entries.clear();
            folders.clear();
        }
        for (SftpPath entry : listedEntries) {
            entries.put(key(entry), new Listed(entry.getAttributes(), nanos));
        }
        folders.put(key(folder), nanos);
    }

    /**
     * A listing made at {@code nanos} is handed out again ({@link RecentListings}): what it said stands again for
     * the next look at each entry that has been used up since; what was learnt later is kept.
     */
    void relisted(List<SftpPath> listedEntries, long nanos) {
        for (SftpPath entry : listedEntries) {
            entries.putIfAbsent(key(entry), new Listed(entry.getAttributes(), nanos));
        }
    }

    /**
     * What a listing said of {@code path} for this look (used up unless {@code path} is the very entry the listing
     * handed out), or null to ask the server: never listed, used up, or a symbolic link asked of without {@code
     * noFollow}.
     */
    SftpClient.Attributes answer(SftpPath path, boolean noFollow, Lister lister) {
        String key = key(path);
        Listed listed = entries.get(key);
        if (listed == null) {
            return null;
        }
        boolean sameEntry = path.getAttributes() == listed.attributes();
        if (listed.abandoned()) {
            entries.remove(key, listed);
            return null;
        }
        if (listed.expired()) {
            SftpPath folder = path.toAbsolutePath().getParent();
            if (folder == null) {
                return null;
            }
            listAgain(folder, lister);
            listed = entries.get(key);
            if (listed == null || listed.expired()) {
                return null;
            }
            sameEntry = false;
        }
        if (!sameEntry) {
            entries.remove(key, listed);
        }
        return noFollow || !listed.attributes().isSymbolicLink() ? listed.attributes() : null;
    }

    private void listAgain(SftpPath folder, Lister lister) {
        String folderKey = key(folder);
        synchronized (relisting.computeIfAbsent(folderKey, k -> new Object())) {
            Long at = folders.get(folderKey);
            if (at != null && System.nanoTime() - at < LISTED_NANOS) {
                return; // listed again meanwhile
            }
            long now = System.nanoTime();
            List<SftpClient.DirEntry> listed = lister.list(folder);
            folders.put(folderKey, now); // also when it failed: its entries are then asked one by one, this window
            if (listed == null) {
                return;
            }
            List<SftpPath> paths = new java.util.ArrayList<>(listed.size());
            for (SftpClient.DirEntry e : listed) {
                if (!ListedDirectory.isDots(e.getFilename())) {
                    paths.add(ListedDirectory.entry(folder, e.getFilename(), e.getAttributes()));
                }
            }
            listed(folder, paths, now);
        }
    }

    /**
     * What the handle of a file read ahead said of it just after its bytes were read ({@code nanos}): newer than
     * its listing, it stands for the next look in the listing's place (a reader that checks the file did not
     * change while it was read, or reads it again as the next cycle's baseline, asks no more).
     */
    void read(SftpPath path, SftpClient.Attributes attributes, long nanos) {
        entries.put(key(path), new Listed(attributes, nanos));
    }

    /** Forgets what a listing said of {@code path}: this process writes, moves or deletes it. */
    void changed(SftpPath path) {
        entries.remove(key(path));
    }

    /** Drops what is kept for the file system {@code id} (being closed). */
    void forget(String id) {
        entries.keySet().removeIf(k -> k.startsWith(id));
        folders.keySet().removeIf(k -> k.startsWith(id));
        relisting.keySet().removeIf(k -> k.startsWith(id));
    }

    static String key(SftpPath path) {
        return path.getFileSystem().getId() + path.toAbsolutePath();
    }
}
