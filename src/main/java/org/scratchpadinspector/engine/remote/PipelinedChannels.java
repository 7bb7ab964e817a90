package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.client.session.ClientSession;

/**
 * The {@link PipelinedReads} channels of one SSH session, each used by one thread at a time. A channel of its own
 * for each batch: the library wakes every thread waiting on a channel at each answer, so threads that shared one
 * woke each other for nothing. At most {@value #CHANNELS} are opened; a channel that closed is replaced.
 */
final class PipelinedChannels implements AutoCloseable {
    static final int CHANNELS = 4;

    private final ClientSession session;
    private final BlockingQueue<PipelinedReads> idle = new LinkedBlockingQueue<>();
    private final Queue<PipelinedReads> all = new ConcurrentLinkedQueue<>();
    private final AtomicInteger opened = new AtomicInteger();

    PipelinedChannels(ClientSession session) {
        this.session = session;
    }

    /** Work on a channel of this session's, alone on it while it lasts. */
    interface Work<T> {
        T on(PipelinedReads channel) throws IOException;
    }

    <T> T with(Work<T> work) throws IOException {
        PipelinedReads channel = acquire();
        try {
            return work.on(channel);
        } finally {
            idle.offer(channel);
        }
    }

    private PipelinedReads acquire() throws IOException {
        PipelinedReads channel = idle.poll();
        while (channel != null && !channel.isOpen()) {
            opened.decrementAndGet();
            all.remove(channel);
            channel = idle.poll();
        }
        if (channel != null) {
            return channel;
        }
        if (opened.incrementAndGet() <= CHANNELS) {
            try {
                PipelinedReads fresh = new PipelinedReads(session);
                all.add(fresh);
                return fresh;
            } catch (IOException | RuntimeException e) {
                opened.decrementAndGet();
                throw e;
            }
        }
        opened.decrementAndGet();
        try {
            PipelinedReads next = idle.poll(SftpExchanges.ANSWER_MILLIS, TimeUnit.MILLISECONDS);
            if (next == null) {
                throw new IOException("no SFTP channel free within " + SftpExchanges.ANSWER_MILLIS / 1000 + " s");
            }
            return next;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted");
        }
    }

    @Override
    public void close() {
        for (PipelinedReads channel : all) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // the session's end closes the channel too
            }
        }
        all.clear();
        idle.clear();
    }
}
