package org.scratchpadinspector.engine.remote;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.sftp.client.fs.SftpPath;

/**
 * The last listing of each folder, standing for the next listing of it within {@link #REUSE_NANOS}, once (decision
 * 0183). One {@code ls} lists the scratchpad three times within a second or two (finding the format, the cycle
 * index, the journals): over SSH each is every entry sent again, 0.3-0.5 s for 20,000 entries. A remote file
 * system's client keeps what a listing said for a while, as NFS's does (its directory cache: 30 s); here it is
 * shorter than the 2 s of a remote watch's polling, so each poll lists afresh. A folder in which this process
 * creates, writes, moves or deletes anything is listed afresh on its next listing.
 */
final class RecentListings {
    /** How long a listing stands for the next listing of its folder. */
    static final long REUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(1_000);
    private static final int MAX_FOLDERS = 256;

    /**
     * A folder's entries (paths carrying what the listing said of them), when the listing was asked for (what it
     * said is that old) and when it was complete (it stands for the next listing until {@link #REUSE_NANOS} after).
     */
    record Listing(List<SftpPath> entries, long nanos, long completeNanos) {
    }

    private final Map<String, Listing> listings = new ConcurrentHashMap<>();

    /** The listing of {@code folder} made in the last {@link #REUSE_NANOS}, taken (the next lists afresh), or null. */
    Listing take(SftpPath folder) {
        Listing listing = listings.remove(ListedAttributes.key(folder));
        return listing != null && System.nanoTime() - listing.completeNanos() < REUSE_NANOS ? listing : null;
    }

    /** {@code entries} were listed in {@code folder}, asked for at {@code nanos}, complete now. */
    void listed(SftpPath folder, List<SftpPath> entries, long nanos) {
        if (listings.size() >= MAX_FOLDERS) {
            listings.clear();
        }
        listings.put(ListedAttributes.key(folder), new Listing(entries, nanos, System.nanoTime()));
    }

    /** This process changes {@code path}: the folder holding it is listed afresh next time. */
    void changed(SftpPath path) {
        SftpPath folder = path.toAbsolutePath().getParent();
        if (folder != null) {
            listings.remove(ListedAttributes.key(folder));
        }
        listings.remove(ListedAttributes.key(path));
    }

    /** Drops what is kept for the file system {@code id} (being closed). */
    void forget(String id) {
        listings.keySet().removeIf(k -> k.startsWith(id));
    }
}
