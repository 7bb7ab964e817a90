package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.sftp.client.SftpClient;

/**
 * Read-ahead for one remote file system, as a disk's page cache reads ahead: the first read of a small file of a
 * folder listed moments ago also fetches the next {@value #BATCH} small files of that listing in one pipelined
 * exchange ({@link PipelinedReads}), and their readers take the bytes from here. Bytes are handed out once, only
 * within {@value #FRESH_MILLIS} ms of their fetch, and only when the size and time the reader was last told for
 * the file (its lstat) are those the file had when it was read; anything else reads from the server as usual.
 */
final class ReadAhead implements AutoCloseable {
    static final int BATCH = 48;
    static final long FRESH_MILLIS = 2_000;
    static final long LISTING_MILLIS = 120_000;
    static final int READS_BEFORE_LISTING = 4;
    private static final long MAX_BYTES_HELD = 32L * 1024 * 1024;
    private static final int MAX_REMEMBERED = 200_000;

    private final Map<String, Listing> listings = new ConcurrentHashMap<>();
    private final Map<String, Pending> fetched = new ConcurrentHashMap<>();
    private final Map<String, long[]> lastTold = new ConcurrentHashMap<>();
    private final Map<String, Integer> unlistedReads = new ConcurrentHashMap<>();
    private final AtomicLong bytesHeld = new AtomicLong();
    private volatile int dropAt = 4 * BATCH;
    private final PipelinedChannels channels;

    /**
     * A folder's listing, with the entries read ahead since it was made: each once. Eight readers each going
     * through 64 cycles of their own read up to a batch past their end, into files another reader had taken
     * already: half the files of 10,000 cycles were fetched twice (decision 0167).
     */
    private record Listing(String[] names, long[] sizes, long nanos, BitSet readAhead) {
    }

    /** A file read ahead: its bytes, the attributes its handle had just after the read, and when. */
    record Fetched(byte[] bytes, SftpClient.Attributes attributes, long nanos) {
        long size() {
            return attributes.getSize();
        }

        long mtime() {
            return ReadAhead.mtime(attributes);
        }
    }

    /**
     * A file being read ahead. Its reader waits on a latch, not on a CompletableFuture: a summariser is a fork-join
     * worker, and a CompletableFuture's wait there makes the pool start a thread in its place (33 threads for 8).
     */
    private static final class Pending {
        private final CountDownLatch done = new CountDownLatch(1);
        private volatile Fetched value;

        void complete(Fetched fetched) {
            value = fetched;
            done.countDown();
        }

        boolean isDone() {
            return done.getCount() == 0;
        }

        Fetched now() {
            return value;
        }

        Fetched await() {
            try {
                return done.await(30, TimeUnit.SECONDS) ? value : null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    ReadAhead(ClientSession session) {
        this.channels = new PipelinedChannels(session);
    }

    /** The entries of {@code directory} read with several requests in flight, or null to list it as usual. */
    List<SftpClient.DirEntry> list(String directory) {
        try {
            return channels.with(c -> c.list(directory));
        } catch (IOException | RuntimeException e) {
            return null; // missing, not a folder, unreadable: the usual listing says which
        }
    }

    /** A directory's entries as a listing gave them (their lstat): sizes of regular files, -1 for the rest. */
    void listed(String directory, List<String> names, List<SftpClient.Attributes> attributes) {
        String[] sorted = names.toArray(String[]::new);
        Integer[] order = new Integer[sorted.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (a, b) -> sorted[a].compareTo(sorted[b]));
        String[] byName = new String[sorted.length];
        long[] sizes = new long[sorted.length];
        for (int i = 0; i < order.length; i++) {
            byName[i] = sorted[order[i]];
            SftpClient.Attributes a = attributes.get(order[i]);
            sizes[i] = a != null && a.isRegularFile() ? a.getSize() : -1;
        }
        if (listings.size() > 1024) {
            listings.clear();
        }
        listings.put(directory, new Listing(byName, sizes, System.nanoTime(), new BitSet(byName.length)));
    }

    /**
     * Whether {@code directory}, with no listing of the last {@value #LISTING_MILLIS} ms, is worth listing for this
     * read: the {@value #READS_BEFORE_LISTING}th read in it since it was last listed, as a disk's read-ahead grows
     * once reads come one after the other (1,000 logs of 10,000 cycles read one by one, six round trips each).
     * One file read in a large folder does not list it.
     */
    boolean worthListing(String directory) {
        Listing listing = listings.get(directory);
        if (listing != null && System.nanoTime() - listing.nanos() <= TimeUnit.MILLISECONDS.toNanos(LISTING_MILLIS)) {
            return false;
        }
        if (unlistedReads.size() > 1024) {
            unlistedReads.clear();
        }
        int reads = unlistedReads.merge(directory, 1, Integer::sum);
        if (reads < READS_BEFORE_LISTING) {
            return false;
        }
        unlistedReads.remove(directory);
        return true;
    }

    /** What a caller was just told of {@code path} (an lstat or stat that found a regular file). */
    void told(String path, SftpClient.Attributes attributes) {
        if (lastTold.size() > MAX_REMEMBERED) {
            lastTold.clear();
        }
        lastTold.put(path, new long[] {attributes.getSize(), mtime(attributes)});
    }

    /** {@code path} (a name in {@code directory}) as read ahead, or null to read it as usual. */
    Fetched take(String directory, String path, String name) {
        Pending mine = fetched.remove(path);
        if (mine == null) {
            mine = fetchBatchFrom(directory, path, name);
            if (mine == null) {
                return null;
            }
        }
        Fetched f = mine.await();
        if (f == null) {
            return null;
        }
        bytesHeld.addAndGet(-f.bytes().length);
        long[] told = lastTold.get(path);
        boolean fresh = System.nanoTime() - f.nanos() < TimeUnit.MILLISECONDS.toNanos(FRESH_MILLIS);
        return fresh && told != null && told[0] == f.size() && told[1] == f.mtime() ? f : null;
    }

    private Pending fetchBatchFrom(String directory, String path, String name) {
        Listing listing = listings.get(directory);
        if (listing == null || System.nanoTime() - listing.nanos() > TimeUnit.MILLISECONDS.toNanos(LISTING_MILLIS)
                || bytesHeld.get() > MAX_BYTES_HELD) {
            return null;
        }
        int at = Arrays.binarySearch(listing.names(), name);
        if (at < 0 || !small(listing.sizes()[at])) {
            return null;
        }
        dropStale();
        String prefix = directory.endsWith("/") ? directory : directory + "/";
        List<String> paths = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        List<Pending> futures = new ArrayList<>();
        Pending mine = null;
        synchronized (listing) {
            // the reader's own file even when read ahead before (a second read), then the next ones not read yet
            for (int i = at; i < listing.names().length && paths.size() < BATCH; i++) {
                if (!small(listing.sizes()[i]) || i != at && listing.readAhead().get(i)) {
                    continue;
                }
                String p = prefix + listing.names()[i];
                Pending f = new Pending();
                if (i != at && fetched.putIfAbsent(p, f) != null) {
                    continue; // being read ahead already
                }
                listing.readAhead().set(i);
                if (i == at) {
                    mine = f;
                }
                paths.add(p);
                sizes.add(listing.sizes()[i]);
                futures.add(f);
            }
        }
        try {
            long[] expected = sizes.stream().mapToLong(Long::longValue).toArray();
            List<PipelinedReads.Read> reads = channels.with(c -> c.readAll(paths, expected));
            long now = System.nanoTime();
            for (int i = 0; i < paths.size(); i++) {
                PipelinedReads.Read r = reads.get(i);
                if (r == null) {
                    futures.get(i).complete(null);
                } else {
                    bytesHeld.addAndGet(r.bytes().length);
                    futures.get(i).complete(new Fetched(r.bytes(), r.attributes(), now));
                }
            }
        } catch (IOException | RuntimeException e) {
            futures.forEach(f -> f.complete(null));
            for (String p : paths) {
                fetched.remove(p);
            }
        }
        return mine;
    }

    private static boolean small(long size) {
        return size >= 0 && size < PipelinedReads.MAX_FILE_BYTES;
    }

    /**
     * Drops bytes fetched but never taken once the map has doubled since the last look: looking at every batch
     * walked the whole map each time, a tenth of the client's CPU in reading 10,000 cycles (decision 0160).
     */
    private void dropStale() {
        int size = fetched.size();
        if (size < dropAt) {
            return;
        }
        long limit = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(FRESH_MILLIS);
        fetched.entrySet().removeIf(e -> {
            Fetched f = e.getValue().now();
            if (e.getValue().isDone() && (f == null || f.nanos() < limit)) {
                if (f != null) {
                    bytesHeld.addAndGet(-f.bytes().length);
                }
                return true;
            }
            return false;
        });
        dropAt = Math.max(4 * BATCH, 2 * fetched.size());
    }

    private static long mtime(SftpClient.Attributes a) {
        return a.getModifyTime() == null ? -1 : a.getModifyTime().toMillis();
    }

    @Override
    public void close() {
        channels.close();
    }
}
