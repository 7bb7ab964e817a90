package org.scratchpadinspector.engine.edit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.scratchpadinspector.engine.watch.FileStability;

/**
 * A file read whole at a moment nobody was writing it, with a channel kept open on what was read. A writer
 * that saves in place ({@code open(path, 'w')}) writes into that same file, so after the file at the path has
 * been replaced the channel still shows whether anybody wrote to the old one since it was read.
 *
 * <p>Read only complete: a file whose size, time or identity moved while it was read, that another process
 * holds open for writing ({@link OpenWriters}), or that was modified within the settle time and then changed,
 * is read again after the settle time, up to a patience; past it the file is called being written.
 */
public final class CheckedFile implements AutoCloseable {
    private final Path path;
    private final byte[] bytes;
    private final FileStability.Stamp stamp;
    private final SeekableByteChannel channel;
    private final String beingWritten;

    private CheckedFile(Path path, byte[] bytes, FileStability.Stamp stamp, SeekableByteChannel channel,
                        String beingWritten) {
        this.path = path;
        this.bytes = bytes;
        this.stamp = stamp;
        this.channel = channel;
        this.beingWritten = beingWritten;
    }

    /** Reads {@code path} once it is complete; a missing file is {@link #absent()}. */
    public static CheckedFile read(Path path, Duration settle, Duration patience) throws IOException {
        long deadline = System.nanoTime() + patience.toNanos();
        String why;
        while (true) {
            FileStability.Stamp before;
            SeekableByteChannel channel;
            try {
                before = FileStability.Stamp.of(path);
                channel = Files.newByteChannel(path, StandardOpenOption.READ);
            } catch (NoSuchFileException e) {
                return new CheckedFile(path, null, null, null, null);
            }
            boolean keep = false;
            try {
                byte[] read = readAll(channel);
                FileStability.Stamp after = stampOrNull(path);
                List<Long> writers = OpenWriters.of(path, false);
                boolean still = after != null && before.sameAs(after) && read.length == after.size()
                        && channel.size() == read.length;
                if (still && writers.isEmpty()) {
                    if (!recent(after, settle) || unchangedAfter(settle, path, channel, after, read)) {
                        keep = true;
                        return new CheckedFile(path, read, after, channel, null);
                    }
                    why = "it changed within " + settle.toMillis() + " ms";
                } else {
                    why = writers.isEmpty() ? "it changed while it was read"
                            : "process " + writers.get(0) + " has it open for writing";
                }
            } finally {
                if (!keep) {
                    channel.close();
                }
            }
            if (System.nanoTime() > deadline) {
                return new CheckedFile(path, null, null, null, why);
            }
            pause(settle);
        }
    }

    /** Whether the read is usable: false when the file kept being written for the whole patience. */
    public boolean complete() {
        return beingWritten == null;
    }

    /** Why the file is taken to be still being written; null when it was read complete. */
    public String beingWritten() {
        return beingWritten;
    }

    public boolean absent() {
        return complete() && bytes == null;
    }

    /** What was read; null when the file is missing or was never read complete. */
    public byte[] bytes() {
        return bytes;
    }

    public String hash() {
        return bytes == null ? Hashes.ABSENT : Hashes.sha256(bytes);
    }

    /**
     * True when the file read is still the one at the path and nobody wrote to it since: same size, time and
     * identity there, the same bytes through the channel. A missing file must still be missing.
     */
    boolean unchangedAtPath() throws IOException {
        FileStability.Stamp now = stampOrNull(path);
        if (bytes == null) {
            return now == null;
        }
        return now != null && now.sameAs(stamp) && !writtenSinceRead();
    }

    /**
     * True when something was written to the file read (at the path or not) since it was read: its size or its
     * bytes, seen through the channel kept open on it, differ. Always false for a file that was missing.
     */
    boolean writtenSinceRead() throws IOException {
        return channel != null && holdsOtherThan(channel, bytes);
    }

    /** The file read as it is now, once a writer that is still at it has finished (bounded by {@code patience}). */
    byte[] settledNow(Duration settle, Duration patience) throws IOException {
        return settled(channel, path, settle, patience);
    }

    /** Whether {@code channel} now holds anything but {@code expected}. */
    static boolean holdsOtherThan(SeekableByteChannel channel, byte[] expected) throws IOException {
        return channel.size() != expected.length || !Arrays.equals(readAll(channel), expected);
    }

    /**
     * What {@code channel} holds once nobody writes to it any more: the same bytes a settle time apart, not
     * empty, and no process holding a file of that name (replaced or not) open for writing; past {@code patience}
     * whatever it holds then.
     */
    static byte[] settled(SeekableByteChannel channel, Path name, Duration settle, Duration patience)
            throws IOException {
        long deadline = System.nanoTime() + patience.toNanos();
        byte[] last = readAll(channel);
        while (System.nanoTime() < deadline) {
            pause(settle);
            byte[] now = readAll(channel);
            if (Arrays.equals(now, last) && now.length > 0 && OpenWriters.of(name, true).isEmpty()) {
                return now;
            }
            last = now;
        }
        return last;
    }

    static byte[] readAll(SeekableByteChannel channel) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(Integer.MAX_VALUE - 8, channel.size()));
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        channel.position(0);
        int n;
        while ((n = channel.read(buffer)) > 0) {
            out.write(buffer.array(), 0, n);
            buffer.clear();
        }
        return out.toByteArray();
    }

    private static boolean recent(FileStability.Stamp stamp, Duration settle) {
        return stamp.lastModified().toInstant().isAfter(Instant.now().minus(settle));
    }

    /** Waits the settle time and tells whether the file at the path is still exactly what was read. */
    private static boolean unchangedAfter(Duration settle, Path path, SeekableByteChannel channel,
                                          FileStability.Stamp stamp, byte[] read) throws IOException {
        pause(settle);
        FileStability.Stamp now = stampOrNull(path);
        return now != null && now.sameAs(stamp) && !holdsOtherThan(channel, read) && OpenWriters.of(path, false).isEmpty();
    }

    private static FileStability.Stamp stampOrNull(Path path) throws IOException {
        try {
            return FileStability.Stamp.of(path);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    public static void pause(Duration time) throws InterruptedIOException {
        try {
            Thread.sleep(time.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for a file to be complete");
        }
    }

    @Override
    public void close() throws IOException {
        if (channel != null) {
            channel.close();
        }
    }
}
