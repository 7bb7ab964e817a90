package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * The cheap way through a plain file, for the 200,000 of a large scratchpad: one {@code lstat} says it is a regular
 * file (no link to judge) with its size and time, then open without following links, read, close. Every system call
 * counts there: on a virtual machine each costs microseconds, and {@link Files#readAllBytes} makes five per file
 * where this makes three (decision 0073).
 */
final class RegularFiles {
    /** A file modified this recently may still be being written: its reader checks it did not move meanwhile. */
    static final long RACY_NANOS = TimeUnit.SECONDS.toNanos(2);

    private RegularFiles() {
    }

    /** {size, modified nanos} of {@code path} when it is a regular file itself (not a link); null otherwise. */
    static long[] lstat(Path path) {
        try {
            BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return a.isRegularFile() ? new long[] {a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS)} : null;
        } catch (IOException e) {
            return null;
        }
    }

    static boolean isRacy(long modifiedNanos) {
        return modifiedNanos > System.currentTimeMillis() * 1_000_000L - RACY_NANOS;
    }

    /**
     * The bytes of {@code path}, read to its end (it may have grown since {@code expectedSize} was seen), at most
     * {@code limit + 1} of them so that a caller can tell a file over its limit. Refuses to follow a link that
     * replaced the file meanwhile (the open fails).
     */
    static byte[] read(Path path, long expectedSize, long limit) throws IOException {
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = new byte[(int) Math.min(limit + 1, Math.max(0, expectedSize) + 1)];
            int length = 0;
            while (true) {
                if (length == bytes.length) {
                    if (length > limit) {
                        return bytes;
                    }
                    bytes = Arrays.copyOf(bytes, (int) Math.min(limit + 1, Math.max(4096L, length * 2L)));
                }
                int n = channel.read(ByteBuffer.wrap(bytes, length, bytes.length - length));
                if (n < 0) {
                    break;
                }
                length += n;
                // A read short of what was asked is the end of a regular file: no extra call to hear it say so.
                if (length < bytes.length && length >= expectedSize && n > 0) {
                    break;
                }
            }
            return length == bytes.length ? bytes : Arrays.copyOf(bytes, length);
        }
    }
}
