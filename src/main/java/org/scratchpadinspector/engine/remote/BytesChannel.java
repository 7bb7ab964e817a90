package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/** A read-only file channel over bytes already read from the server (by {@link ReadAhead}). */
final class BytesChannel extends FileChannel {
    private final byte[] bytes;
    private long position;

    BytesChannel(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    public synchronized int read(ByteBuffer dst) throws IOException {
        int n = read(dst, position);
        if (n > 0) {
            position += n;
        }
        return n;
    }

    @Override
    public synchronized long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            int n = read(dsts[i]);
            if (n < 0) {
                return total == 0 ? -1 : total;
            }
            total += n;
        }
        return total;
    }

    @Override
    public int read(ByteBuffer dst, long at) throws IOException {
        ensureOpen();
        if (at >= bytes.length) {
            return -1;
        }
        int n = (int) Math.min(dst.remaining(), bytes.length - at);
        dst.put(bytes, (int) at, n);
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) {
        throw new NonWritableChannelException();
    }

    @Override
    public int write(ByteBuffer src, long at) {
        throw new NonWritableChannelException();
    }

    @Override
    public synchronized long position() throws IOException {
        ensureOpen();
        return position;
    }

    @Override
    public synchronized FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        position = newPosition;
        return this;
    }

    @Override
    public long size() throws IOException {
        ensureOpen();
        return bytes.length;
    }

    @Override
    public FileChannel truncate(long size) {
        throw new NonWritableChannelException();
    }

    @Override
    public void force(boolean metaData) throws IOException {
        ensureOpen();
    }

    @Override
    public long transferTo(long at, long count, WritableByteChannel target) throws IOException {
        ensureOpen();
        if (at >= bytes.length) {
            return 0;
        }
        return target.write(ByteBuffer.wrap(bytes, (int) at, (int) Math.min(count, bytes.length - at)));
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long at, long count) {
        throw new NonWritableChannelException();
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long at, long size) {
        throw new UnsupportedOperationException("a remote file cannot be mapped");
    }

    @Override
    public FileLock lock(long at, long size, boolean shared) {
        throw new UnsupportedOperationException("a remote file cannot be locked");
    }

    @Override
    public FileLock tryLock(long at, long size, boolean shared) {
        throw new UnsupportedOperationException("a remote file cannot be locked");
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    @Override
    protected void implCloseChannel() {
        // nothing held
    }
}
