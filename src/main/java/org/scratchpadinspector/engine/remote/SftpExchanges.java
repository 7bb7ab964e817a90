package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.io.IoWriteFuture;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.apache.sshd.sftp.client.SftpErrorDataHandler;
import org.apache.sshd.sftp.client.SftpVersionSelector;
import org.apache.sshd.sftp.client.impl.DefaultSftpClient;

/**
 * The library's SFTP client on a channel of its own, sending many requests in one write and waking its caller
 * once, when the last of their answers has come. Through the library, each request is a write of its own that
 * waits until the one before is on the wire, and each answer wakes its caller: 82,000 requests and 1.4 million
 * futex calls reading 20,000 small files (decision 0167). Numbers its requests itself, far above the library's
 * (which start at 100 and go through the library's own bookkeeping); one thread at a time uses a channel.
 */
abstract class SftpExchanges extends DefaultSftpClient {
    /** How long the answers to one exchange may take. */
    static final long ANSWER_MILLIS = TimeUnit.SECONDS.toMillis(30);
    private static final int FIRST_ID = 1 << 30;
    private static final int LAST_ID = Integer.MAX_VALUE - (1 << 20);

    private int nextId = FIRST_ID;
    private volatile Awaited awaited;
    private IoWriteFuture lastWrite;

    /** The answers to one group of requests, numbered {@code first} to {@code first + answers.length - 1}. */
    private static final class Awaited {
        final int first;
        final Buffer[] answers;
        final AtomicInteger missing;
        final CountDownLatch done = new CountDownLatch(1);

        Awaited(int first, int count) {
            this.first = first;
            this.answers = new Buffer[count];
            this.missing = new AtomicInteger(count);
        }
    }

    SftpExchanges(ClientSession session, SftpVersionSelector version, SftpErrorDataHandler errors) throws IOException {
        super(session, version, errors);
        getClientChannel().addCloseFutureListener(f -> {
            Awaited a = awaited;
            if (a != null) {
                a.done.countDown();
            }
        });
    }

    /** Requests written one after the other into one buffer, numbered in order. */
    final class Requests {
        private final ByteArrayBuffer buffer;
        private final int first;
        private int count;
        private int lengthAt = -1;

        Requests(int expected) {
            buffer = new ByteArrayBuffer(Math.max(64, expected * 48), false);
            if (nextId > LAST_ID) {
                nextId = FIRST_ID;
            }
            first = nextId;
        }

        /** The buffer to write the body of a request of {@code type} into; {@link #end} closes it. */
        Buffer start(int type) {
            lengthAt = buffer.wpos();
            buffer.putUInt(0);
            buffer.putByte((byte) type);
            buffer.putInt(nextId++);
            count++;
            return buffer;
        }

        void end(Buffer body) {
            if (body != buffer || lengthAt < 0) {
                throw new IllegalStateException("a request ended that was not started here");
            }
            int end = buffer.wpos();
            buffer.wpos(lengthAt);
            buffer.putUInt(end - lengthAt - Integer.BYTES);
            buffer.wpos(end);
            lengthAt = -1;
        }

        int idAt(int index) {
            return first + index;
        }
    }

    /** Sends {@code requests} and waits for every answer, in the order of the requests. */
    final Buffer[] exchange(Requests requests) throws IOException {
        send(requests);
        return awaitAnswers();
    }

    /** Sends {@code requests}; {@link #awaitAnswers} waits for their answers. */
    final void send(Requests requests) throws IOException {
        awaitLastWrite();
        awaited = new Awaited(requests.first, requests.count);
        lastWrite = getClientChannel().getAsyncIn().writeBuffer(requests.buffer);
    }

    /** Sends {@code requests} whose answers nobody reads (they are dropped as they come). */
    final void sendUnanswered(Requests requests) throws IOException {
        awaitLastWrite();
        lastWrite = getClientChannel().getAsyncIn().writeBuffer(requests.buffer);
    }

    /** The answers to the requests of the last {@link #send}, in their order. */
    final Buffer[] awaitAnswers() throws IOException {
        Awaited a = awaited;
        try {
            boolean done = a.done.await(ANSWER_MILLIS, TimeUnit.MILLISECONDS);
            if (lastWrite != null && lastWrite.getException() != null) {
                throw new IOException("SFTP request not sent: " + lastWrite.getException().getMessage(),
                        lastWrite.getException());
            }
            if (!done) {
                throw new IOException("no answer from the SFTP server within " + ANSWER_MILLIS / 1000 + " s");
            }
            if (a.missing.get() > 0) {
                throw new IOException("the SFTP channel closed before it answered");
            }
            return a.answers;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the SFTP server");
        } finally {
            awaited = null;
        }
    }

    private void awaitLastWrite() throws IOException {
        if (lastWrite != null) {
            lastWrite.verify(ANSWER_MILLIS);
            lastWrite = null;
        }
    }

    /** The type of an answer ({@code SSH_FXP_NAME}, {@code SSH_FXP_STATUS}, ...). */
    static int typeOf(Buffer answer) {
        return answer.array()[answer.rpos() + Integer.BYTES] & 0xFF;
    }

    /** An answer to one of this class's requests goes to its exchange; anything else to the library. */
    @Override
    protected void process(Buffer incoming) throws IOException {
        int at = incoming.rpos();
        incoming.rpos(at + Integer.BYTES + 1);
        int id = incoming.getInt();
        incoming.rpos(at);
        if (id < FIRST_ID) {
            super.process(incoming);
            return;
        }
        Awaited a = awaited;
        int index = a == null ? -1 : id - a.first;
        if (index < 0 || index >= a.answers.length || a.answers[index] != null) {
            return; // the answer to a CLOSE, or to an exchange given up
        }
        Buffer copy = new ByteArrayBuffer(incoming.available() + Long.SIZE, false);
        copy.putBuffer(incoming);
        a.answers[index] = copy;
        if (a.missing.decrementAndGet() == 0) {
            a.done.countDown();
        }
    }
}
