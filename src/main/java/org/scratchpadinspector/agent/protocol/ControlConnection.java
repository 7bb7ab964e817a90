package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One client connection of a {@link ControlServer}. While it waits for a request head it is read without
 * blocking by the server's accepting thread (a silent client costs a descriptor, no thread); a complete head is
 * served by a worker, which reads the body and writes the answer blocking, each step under a deadline that the
 * accepting thread enforces by closing the connection. Closed exactly once, whoever closes it.
 */
final class ControlConnection {
    /** What reading a head found. */
    enum HeadState { MORE, COMPLETE, ENDED, TOO_LARGE }

    static final long NO_DEADLINE = Long.MAX_VALUE;

    final SocketChannel channel;
    private final AtomicInteger openCount;
    private final AtomicBoolean closed = new AtomicBoolean();
    private byte[] buffer = new byte[2048];
    private int filled;
    private int headEnd;
    /** System.nanoTime() past which the connection is closed; {@link #NO_DEADLINE} while a stream waits for events. */
    volatile long deadline;
    /** Whether it has sent a whole request before (then waiting for a head is "idle", not "slow"). */
    boolean served;

    ControlConnection(SocketChannel channel, AtomicInteger openCount, long deadline) {
        this.channel = channel;
        this.openCount = openCount;
        this.deadline = deadline;
    }

    /** Reads what has arrived (non-blocking) and says whether the head is complete. */
    HeadState readHead(int maxHeadBytes) throws IOException {
        while (true) {
            if (filled == buffer.length) {
                if (buffer.length >= maxHeadBytes) {
                    return HeadState.TOO_LARGE;
                }
                buffer = Arrays.copyOf(buffer, Math.min(maxHeadBytes, buffer.length * 2));
            }
            int n = channel.read(ByteBuffer.wrap(buffer, filled, buffer.length - filled));
            if (n < 0) {
                return HeadState.ENDED;
            }
            if (n == 0) {
                return findHeadEnd() ? HeadState.COMPLETE : HeadState.MORE;
            }
            filled += n;
            if (findHeadEnd()) {
                return HeadState.COMPLETE;
            }
        }
    }

    /** Whether the bytes read so far hold a head (a blank line after the request line and fields). */
    boolean findHeadEnd() {
        for (int i = 0; i < filled; i++) {
            if (buffer[i] != '\n') {
                continue;
            }
            boolean blankAfter = i + 1 < filled && buffer[i + 1] == '\n';
            boolean crlfAfter = i + 2 < filled && buffer[i + 1] == '\r' && buffer[i + 2] == '\n';
            if (blankAfter || crlfAfter) {
                int end = i + (blankAfter ? 2 : 3);
                if (onlyBlankLinesBefore(i)) {
                    continue; // stray CRLFs before the request line
                }
                headEnd = end;
                return true;
            }
        }
        return false;
    }

    private boolean onlyBlankLinesBefore(int i) {
        for (int j = 0; j < i; j++) {
            if (buffer[j] != '\r' && buffer[j] != '\n') {
                return false;
            }
        }
        return true;
    }

    /** The complete head, once {@link #readHead} said so. */
    RequestHead head() throws RequestHead.Malformed {
        return RequestHead.parse(buffer, headEnd);
    }

    /** Forgets the head just served and keeps what came after it (the start of the next request, if any). */
    void consumeHead(InputStream body) throws IOException {
        byte[] rest = body instanceof Input input ? input.unread() : new byte[0];
        buffer = rest.length > 2048 ? rest : Arrays.copyOf(rest, 2048);
        filled = rest.length;
        headEnd = 0;
    }

    /** The body and what follows: the bytes read past the head, then the channel (blocking), each read under a deadline. */
    InputStream input(long readTimeoutNanos) {
        return new Input(Arrays.copyOfRange(buffer, headEnd, filled), readTimeoutNanos);
    }

    /** The channel as a stream whose every write must finish within {@code writeTimeoutNanos}. */
    OutputStream output(long writeTimeoutNanos) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int off, int len) throws IOException {
                deadline = System.nanoTime() + writeTimeoutNanos;
                try {
                    ByteBuffer data = ByteBuffer.wrap(bytes, off, len);
                    while (data.hasRemaining()) {
                        channel.write(data);
                    }
                } finally {
                    deadline = NO_DEADLINE;
                }
            }
        };
    }

    void close() {
        if (closed.compareAndSet(false, true)) {
            openCount.decrementAndGet();
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }

    boolean isClosed() {
        return closed.get();
    }

    /** Reads the bytes already read past the head first, then the channel; never more than asked for. */
    /** Answers a connection that is not taken (non-blocking, best effort: it is closed either way). */
    static void refuseUntaken(SocketChannel channel, byte[] answer) {
        try {
            channel.configureBlocking(false);
            channel.read(ByteBuffer.allocate(8192)); // what the client already sent: closing on it would reset
            channel.write(ByteBuffer.wrap(answer));
            channel.shutdownOutput();
        } catch (IOException ignored) {
            // the client is gone already
        } finally {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }

    /** Answers a taken connection with an error and closes it (non-blocking, best effort). */
    void refuse(int status, String error, String message) {
        try {
            channel.configureBlocking(false);
            channel.write(ByteBuffer.wrap(ControlExchange.refusal(status, error, message)));
        } catch (IOException ignored) {
            // the client is gone already
        }
        close();
    }

    private final class Input extends InputStream {
        private final byte[] pending;
        private int at;
        private final long timeoutNanos;

        Input(byte[] pending, long timeoutNanos) {
            this.pending = pending;
            this.timeoutNanos = timeoutNanos;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (at < pending.length) {
                int n = Math.min(len, pending.length - at);
                System.arraycopy(pending, at, b, off, n);
                at += n;
                return n;
            }
            deadline = System.nanoTime() + timeoutNanos;
            try {
                return channel.read(ByteBuffer.wrap(b, off, len));
            } finally {
                deadline = NO_DEADLINE;
            }
        }

        byte[] unread() {
            return Arrays.copyOfRange(pending, at, pending.length);
        }
    }
}
