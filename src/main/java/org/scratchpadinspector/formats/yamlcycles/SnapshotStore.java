package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.files.SymlinkCheck;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Reads and parses snapshot files, with a bounded least-recently-used cache keyed by path, size and
 * modification time.
 *
 * <p>A file may be read while its writer is still at work (there is no "write finished" event), so a
 * read is repeated when size or mtime moved during it, and a failed parse of a file that parsed before
 * keeps the last good state, marked stale.
 */
public final class SnapshotStore {
    public static final long DEFAULT_MAX_FILE_BYTES = 48L * 1024 * 1024;
    private static final int READ_ATTEMPTS = 3;

    /*
     * Computing the statuses of a directory reads every snapshot once, in order; only the previous cycle's
     * after is read again (as the next cycle's baseline). A cache bounded by characters alone kept 200,000
     * parsed tiny snapshots (300 MB of maps and strings) alive after opening 100,000 cycles, and copying them
     * made young garbage collections pause the whole window for 100 ms and more. The entry bound keeps the
     * live set small; the character bound keeps a few 5 MB snapshots, what the panes and compare show.
     */
    static final int DEFAULT_MAX_ENTRIES = 256;
    private static final long DEFAULT_MAX_CACHED_CHARS = 48L * 1024 * 1024;
    /** A parsed snapshot costs several times its text: a map, keys and values, the path, the text itself. */
    private static final int ENTRY_OVERHEAD_CHARS = 2048;

    private final long maxFileBytes;
    private final long maxCachedChars;
    private final int maxEntries;
    private final Map<Path, Snapshot> cache = new LinkedHashMap<>(64, 0.75f, true);
    private final Map<Path, Snapshot> lastGood = new LinkedHashMap<>(64, 0.75f, true);
    private final Map<Path, CompletableFuture<Snapshot>> loading = new HashMap<>();
    private final ThreadLocal<Long> largeFileBound = new ThreadLocal<>();
    private long cachedChars;

    public SnapshotStore() {
        this(DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_CACHED_CHARS, DEFAULT_MAX_ENTRIES);
    }

    public SnapshotStore(long maxFileBytes, long maxCachedChars, int maxEntries) {
        this.maxFileBytes = maxFileBytes;
        this.maxCachedChars = maxCachedChars;
        this.maxEntries = maxEntries;
    }

    /** How many parsed snapshots the cache holds now (bounded by entries and by characters). */
    public synchronized int cachedCount() {
        return cache.size();
    }

    /**
     * The snapshot at {@code path}, from the cache when the file has not changed; never throws. Files are
     * read and parsed outside the store's lock, so a slow file (up to the parse deadline) never holds up a
     * read of another; a second read of a file being parsed waits for that parse instead of starting one.
     */
    public Snapshot read(Path path) {
        return read(path, null);
    }

    /**
     * Like {@link #read(Path)}; {@code regular} is what an lstat of {@code path} found moments ago when it was a
     * regular file ({size, modified nanos}), so that it is not asked again, or null to ask here.
     */
    Snapshot read(Path path, long[] regular) {
        long[] plain = regular != null ? regular : RegularFiles.lstat(path);
        long[] stat = plain != null ? plain : stat(path);
        CompletableFuture<Snapshot> mine = new CompletableFuture<>();
        CompletableFuture<Snapshot> theirs;
        synchronized (this) {
            Snapshot cached = cache.get(path);
            if (cached != null && stat != null && cached.size() == stat[0] && cached.modified() == stat[1]) {
                return cached;
            }
            Long bound = largeFileBound.get();
            if (bound != null && stat != null && stat[0] > bound) {
                throw new LargeFileDeferred(path);
            }
            theirs = loading.putIfAbsent(path, mine);
        }
        if (theirs != null) {
            return theirs.join();
        }
        try {
            Snapshot fresh = plain != null ? loadRegular(path, plain) : load(path);
            synchronized (this) {
                remember(path, fresh);
            }
            mine.complete(fresh);
            return fresh;
        } catch (RuntimeException | Error e) {
            mine.completeExceptionally(e);
            throw e;
        } finally {
            synchronized (this) {
                loading.remove(path, mine);
            }
        }
    }

    /** Thrown by reads inside {@link #smallFilesOnly} of a file that is large and not parsed yet. */
    public static final class LargeFileDeferred extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LargeFileDeferred(Path path) {
            super(path + " is large: deferred", null, false, false);
        }
    }

    /**
     * Runs {@code work} with every read of an uncached file over {@code maxBytes} refused with
     * {@link LargeFileDeferred}, so that a caller summarising many units can do the small ones first and
     * leave the few that may take up to the parse deadline for later.
     */
    public <T> T smallFilesOnly(long maxBytes, Supplier<T> work) {
        Long previous = largeFileBound.get();
        largeFileBound.set(maxBytes);
        try {
            return work.get();
        } finally {
            if (previous == null) {
                largeFileBound.remove();
            } else {
                largeFileBound.set(previous);
            }
        }
    }

    public synchronized void invalidate(Path path) {
        Snapshot removed = cache.remove(path);
        if (removed != null) {
            cachedChars -= weight(removed);
        }
    }

    private Snapshot load(Path path) {
        String refusal = SymlinkCheck.refusal(path);
        if (refusal != null) {
            // Not read, so not retried, and no last good state shown in its place: the link is what is there now.
            long[] stat = stat(path);
            return Snapshot.failed(path, stat == null ? -1 : stat[0], stat == null ? -1 : stat[1], null, refusal);
        }
        for (int attempt = 1; ; attempt++) {
            Snapshot snapshot = loadOnce(path);
            long[] after = stat(path);
            boolean moved = after != null && (after[0] != snapshot.size() || after[1] != snapshot.modified());
            if (!moved || attempt == READ_ATTEMPTS) {
                return keepLastGood(path, snapshot);
            }
            pause(attempt);
        }
    }

    /**
     * {@link #load} for a file an lstat found regular: no link to judge and no second look at its attributes, and
     * no look after the read unless the file was modified in the last two seconds or read at another size than
     * it had (decision 0073). Anything unusual (it became a link, vanished) goes the long way.
     */
    private Snapshot loadRegular(Path path, long[] stat) {
        for (int attempt = 1; ; attempt++) {
            if (stat[0] > maxFileBytes) {
                return loadOnce(path);
            }
            byte[] bytes;
            try {
                bytes = RegularFiles.read(path, stat[0], maxFileBytes);
            } catch (IOException e) {
                return load(path);
            }
            if (bytes.length > maxFileBytes) {
                return load(path);
            }
            Snapshot snapshot = parse(path, bytes.length, stat[1], bytes);
            if (bytes.length == stat[0] && !RegularFiles.isRacy(stat[1])) {
                return keepLastGood(path, snapshot);
            }
            long[] after = RegularFiles.lstat(path);
            if (after == null) {
                return load(path);
            }
            boolean moved = after[0] != snapshot.size() || after[1] != snapshot.modified();
            if (!moved || attempt == READ_ATTEMPTS) {
                return keepLastGood(path, snapshot);
            }
            pause(attempt);
            stat = after;
        }
    }

    private Snapshot loadOnce(Path path) {
        long size = -1;
        long modified = -1;
        try {
            BasicFileAttributes attrs = Files.readAttributes(path, BasicFileAttributes.class);
            size = attrs.size();
            modified = attrs.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS);
            if (!attrs.isRegularFile()) {
                // Never opened: opening a named pipe would block until something writes to it.
                return Snapshot.failed(path, size, modified, null, attrs.isDirectory()
                        ? "a directory, not a file" : "a named pipe, socket or device, not a file: not read");
            }
            if (size > maxFileBytes) {
                return Snapshot.failed(path, size, modified, null, String.format(
                        "file is %.1f MB, over the %d MB limit for parsing; open it raw with a pager",
                        size / 1e6, maxFileBytes / (1024 * 1024)));
            }
            byte[] bytes = Files.readAllBytes(path);
            return parse(path, bytes.length, modified, bytes);
        } catch (NoSuchFileException e) {
            return Snapshot.failed(path, size, modified, null, "file is missing (deleted or renamed)");
        } catch (AccessDeniedException e) {
            return Snapshot.failed(path, size, modified, null, "permission denied");
        } catch (IOException e) {
            return Snapshot.failed(path, size, modified, null, "cannot read: " + e.getMessage());
        }
    }

    private static Snapshot parse(Path path, long size, long modified, byte[] bytes) {
        // The JDK's String decoding is several times faster than a CharsetDecoder (0.6 s for 20 MB here); it
        // replaces malformed input with U+FFFD, so without one the strict decoder would give the same text.
        String utf8 = new String(bytes, StandardCharsets.UTF_8);
        String text = utf8.indexOf('\uFFFD') < 0 ? utf8 : decodeForDisplay(bytes);
        if (size == 0) {
            return Snapshot.failed(path, size, modified, text, "empty file");
        }
        try {
            Map<String, Object> state = text == utf8 ? YamlReader.parseMapping(bytes, text) : YamlReader.parseMapping(bytes);
            return new Snapshot(path, size, modified, text, state, null, false);
        } catch (YamlProblem problem) {
            return Snapshot.failed(path, size, modified, text, problem.getMessage());
        }
    }

    private synchronized Snapshot keepLastGood(Path path, Snapshot snapshot) {
        if (snapshot.isReadable()) {
            lastGood.put(path, snapshot);
            trimLastGood();
            return snapshot;
        }
        Snapshot good = lastGood.get(path);
        if (good == null || snapshot.text() == null && snapshot.size() < 0) {
            return snapshot;
        }
        return new Snapshot(path, snapshot.size(), snapshot.modified(), snapshot.text(), good.state(),
                snapshot.problem() + " (showing the last good read)", true);
    }

    private void remember(Path path, Snapshot snapshot) {
        Snapshot previous = cache.put(path, snapshot);
        if (previous != null) {
            cachedChars -= weight(previous);
        }
        cachedChars += weight(snapshot);
        var it = cache.entrySet().iterator();
        while ((cachedChars > maxCachedChars || cache.size() > maxEntries) && cache.size() > 1 && it.hasNext()) {
            Snapshot evicted = it.next().getValue();
            it.remove();
            cachedChars -= weight(evicted);
        }
    }

    private void trimLastGood() {
        var it = lastGood.entrySet().iterator();
        while (lastGood.size() > 64 && it.hasNext()) {
            it.next();
            it.remove();
        }
    }

    private static long weight(Snapshot s) {
        return ENTRY_OVERHEAD_CHARS + (s.text() == null ? 0 : s.text().length());
    }

    /** Text for the Raw view of bytes whose lenient decoding has a U+FFFD: UTF-8 when it is, else Latin-1. */
    private static String decodeForDisplay(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static long[] stat(Path path) {
        try {
            BasicFileAttributes attrs = Files.readAttributes(path, BasicFileAttributes.class);
            return new long[] {attrs.size(), attrs.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS)};
        } catch (IOException e) {
            return null;
        }
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(20L * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
