package org.scratchpadinspector.agent.protocol;

import org.scratchpadinspector.model.OwnsThreads;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The control protocol v1 server (docs/control-protocol.md): HTTP on 127.0.0.1, a bearer token that is new
 * at every start, requests only for its own loopback name and port and from no web page, bodies up to 1 MiB,
 * JSON errors, and the event stream.
 *
 * <p>No local process can exhaust it (decision 0090): one thread accepts connections and reads request heads
 * without blocking, so a client that sends nothing, or half a head, costs one descriptor and no thread, and is
 * closed when its head is late; past {@link ServerLimits#maxConnections()} open connections a new one is
 * answered 503 and closed at once. A complete head goes to a bounded pool of workers (requests and event streams
 * each have their own bound, 503 beyond), which read the body and write the answer under deadlines that the
 * accepting thread enforces by closing the connection. Every connection is closed exactly once, whoever ends
 * it: the client (end of stream, reset), a deadline, a bound, or the server's close.
 */
@OwnsThreads("the control protocol's HTTP server")
public final class ControlServer implements AutoCloseable {
    public static final int MAX_BODY = 1 << 20;
    private static final long REAP_MILLIS = 250;

    private final ServerSocketChannel listener;
    private final Selector selector;
    private final ThreadPoolExecutor workers;
    private final Thread acceptor;
    private final EventHub events;
    private final String token;
    private final RequestHandler handler;
    private final ServerLimits limits;
    private final int port;
    private final AtomicInteger open = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger streams = new AtomicInteger();
    private final Set<ControlConnection> busy = ConcurrentHashMap.newKeySet();
    private final Queue<ControlConnection> returning = new ConcurrentLinkedQueue<>();
    private volatile boolean closed;
    private boolean everythingClosed;

    private ControlServer(ServerSocketChannel listener, Selector selector, AgentControl agent, EventHub events,
                          Duration keepalive, ServerLimits limits) {
        this.listener = listener;
        this.selector = selector;
        this.events = events;
        this.limits = limits;
        this.port = listener.socket().getLocalPort();
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        this.token = HexFormat.of().formatHex(secret);
        this.handler = new RequestHandler(agent, new RequestGuard(token, port),
                new EventStreamAnswer(agent, events, keepalive, () -> closed), () -> closed);
        int pool = limits.maxRequests() + limits.maxStreams();
        this.workers = new ThreadPoolExecutor(pool, pool, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), runnable -> {
            Thread thread = new Thread(runnable, "control-server");
            thread.setDaemon(true);
            return thread;
        });
        this.workers.allowCoreThreadTimeOut(true);
        this.acceptor = new Thread(this::acceptLoop, "control-accept");
        this.acceptor.setDaemon(true);
    }

    /** Starts serving {@code agent} on 127.0.0.1:{@code port} (0: any free port) with the default limits. */
    public static ControlServer start(AgentControl agent, EventHub events, int port, Duration keepalive)
            throws IOException {
        return start(agent, events, port, keepalive, ServerLimits.DEFAULT);
    }

    /** Starts serving {@code agent} on 127.0.0.1:{@code port} (0: any free port) within {@code limits}. */
    public static ControlServer start(AgentControl agent, EventHub events, int port, Duration keepalive,
                                      ServerLimits limits) throws IOException {
        ServerSocketChannel listener = ServerSocketChannel.open();
        Selector selector = null;
        try {
            listener.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
            listener.configureBlocking(false);
            selector = Selector.open();
            listener.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException | RuntimeException e) {
            listener.close();
            if (selector != null) {
                selector.close();
            }
            throw e;
        }
        ControlServer server = new ControlServer(listener, selector, agent, events, keepalive, limits);
        server.acceptor.start();
        return server;
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    public String token() {
        return token;
    }

    /** Connections open now (tests: every one is closed in the end). */
    public int openConnections() {
        return open.get();
    }

    // ---- the accepting thread --------------------------------------------------------------------

    private void acceptLoop() {
        long nextReap = System.nanoTime();
        try {
            while (!closed) {
                selector.select(REAP_MILLIS);
                List<ControlConnection> complete = new ArrayList<>();
                for (var it = selector.selectedKeys().iterator(); it.hasNext(); ) {
                    SelectionKey key = it.next();
                    it.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key.isAcceptable()) {
                        acceptAll();
                    } else if (key.isReadable()) {
                        readHead((ControlConnection) key.attachment(), complete);
                    }
                }
                ControlConnection back;
                while ((back = returning.poll()) != null) {
                    register(back, complete);
                }
                if (!complete.isEmpty()) {
                    handOver(complete);
                }
                long now = System.nanoTime();
                if (now - nextReap >= 0) {
                    reap(now);
                    nextReap = now + TimeUnit.MILLISECONDS.toNanos(REAP_MILLIS);
                }
            }
        } catch (IOException | ClosedSelectorException e) {
            // the server is closing
        } catch (Throwable e) {
            // Nothing may leave the port unserved silently: the agent says so, and the server closes everything.
            if (!closed) {
                events.publish("error", Map.of("message", "the control server stopped: " + e));
            }
        } finally {
            closeEverything();
        }
    }

    private void acceptAll() {
        SocketChannel channel;
        while (true) {
            try {
                channel = listener.accept();
            } catch (IOException e) {
                // Out of descriptors ("Too many open files"): the connection waits in the backlog. Nothing is lost,
                // and the pause keeps this thread from spinning on a listener that stays ready.
                java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
                return;
            }
            if (channel == null) {
                return;
            }
            if (open.get() >= limits.maxConnections()) {
                ControlConnection.refuseUntaken(channel, ControlExchange.refusal(503, "unavailable", "the agent already has "
                        + limits.maxConnections() + " connections open: try again in a moment"));
                continue;
            }
            open.incrementAndGet();
            ControlConnection connection = new ControlConnection(channel, open,
                    System.nanoTime() + limits.headerTimeout().toNanos());
            try {
                channel.configureBlocking(false);
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                channel.register(selector, SelectionKey.OP_READ, connection);
            } catch (IOException e) {
                connection.close();
            }
        }
    }

    private void readHead(ControlConnection connection, List<ControlConnection> complete) {
        try {
            switch (connection.readHead(limits.maxHeadBytes())) {
                case COMPLETE -> complete.add(connection);
                case MORE -> {
                }
                case ENDED -> connection.close();
                case TOO_LARGE -> {
                    unregister(connection);
                    connection.refuse(431, "too_large", "the request head is over " + limits.maxHeadBytes() + " bytes");
                }
            }
        } catch (IOException e) {
            connection.close();
        }
    }

    /** A kept-alive connection back from its worker: it waits for its next head here (or has it already). */
    private void register(ControlConnection connection, List<ControlConnection> complete) {
        if (closed || connection.isClosed()) {
            connection.close();
            return;
        }
        try {
            connection.channel.configureBlocking(false);
            connection.deadline = System.nanoTime() + limits.idleTimeout().toNanos();
            if (connection.findHeadEnd()) {
                complete.add(connection);
            } else {
                connection.channel.register(selector, SelectionKey.OP_READ, connection);
            }
        } catch (IOException e) {
            connection.close();
        }
    }

    private void unregister(ControlConnection connection) {
        SelectionKey key = connection.channel.keyFor(selector);
        if (key != null) {
            key.cancel();
        }
    }

    /** Complete heads go to the workers, within the bounds; a channel leaves the selector before it blocks. */
    private void handOver(List<ControlConnection> complete) throws IOException {
        complete.forEach(this::unregister);
        selector.selectNow(); // completes the cancellations, so that the channels may block
        for (ControlConnection connection : complete) {
            RequestHead head;
            try {
                head = connection.head();
            } catch (RequestHead.Malformed e) {
                connection.refuse(400, "bad_request", "not an HTTP/1.1 request: " + e.getMessage());
                continue;
            }
            boolean stream = head.path().equals("/v1/events");
            AtomicInteger counter = stream ? streams : requests;
            int bound = stream ? limits.maxStreams() : limits.maxRequests();
            if (counter.incrementAndGet() > bound) {
                counter.decrementAndGet();
                connection.refuse(503, "unavailable", stream
                        ? "the agent already serves " + bound + " event streams: close one, or try again in a moment"
                        : "the agent is answering " + bound + " requests at once: try again in a moment");
                continue;
            }
            try {
                connection.channel.configureBlocking(true);
                connection.deadline = System.nanoTime() + limits.bodyTimeout().toNanos();
                busy.add(connection);
                workers.execute(() -> serve(connection, head, counter));
            } catch (IOException | RejectedExecutionException e) {
                busy.remove(connection);
                counter.decrementAndGet();
                connection.close();
            }
        }
    }

    /** Closes every connection whose head, body or answer is late. */
    private void reap(long now) {
        for (SelectionKey key : selector.keys()) {
            if (key.attachment() instanceof ControlConnection c && now - c.deadline > 0) {
                key.cancel();
                c.close();
            }
        }
        for (ControlConnection c : busy) {
            if (c.deadline != ControlConnection.NO_DEADLINE && now - c.deadline > 0) {
                c.close(); // a worker blocked on it wakes with an exception
            }
        }
    }

    /** Closes every connection, the listener and the selector; once, from whichever thread comes first. */
    private synchronized void closeEverything() {
        if (everythingClosed) {
            return;
        }
        everythingClosed = true;
        List<SelectionKey> keys;
        try {
            keys = new ArrayList<>(selector.keys());
        } catch (ClosedSelectorException | java.util.ConcurrentModificationException e) {
            keys = List.of();
        }
        for (SelectionKey key : keys) {
            if (key.attachment() instanceof ControlConnection c) {
                c.close();
            }
        }
        busy.forEach(ControlConnection::close);
        ControlConnection back;
        while ((back = returning.poll()) != null) {
            back.close();
        }
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        try {
            selector.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    // ---- a worker --------------------------------------------------------------------------------

    private void serve(ControlConnection connection, RequestHead head, AtomicInteger counter) {
        boolean keep = false;
        InputStream in = connection.input(limits.bodyTimeout().toNanos());
        try {
            OutputStream out = new BufferedOutputStream(connection.output(limits.writeTimeout().toNanos()), 8192);
            ControlExchange exchange = new ControlExchange(head, in, out);
            handler.handle(exchange);
            out.flush();
            keep = exchange.keepAlive() && !closed;
        } catch (IOException | RuntimeException | Error e) {
            // the client went away, a deadline closed the connection, or the worker ran out of memory: it closes
            keep = false;
        } finally {
            busy.remove(connection);
            counter.decrementAndGet();
            if (keep && !connection.isClosed()) {
                try {
                    connection.consumeHead(in);
                    connection.served = true;
                    returning.add(connection);
                    selector.wakeup();
                } catch (IOException e) {
                    connection.close();
                }
            } else {
                connection.close();
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        selector.wakeup();
        try {
            acceptor.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (acceptor.isAlive()) {
            closeEverything();
        }
        workers.shutdownNow();
    }
}
