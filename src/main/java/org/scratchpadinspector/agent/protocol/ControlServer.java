package org.scratchpadinspector.agent.protocol;

import org.scratchpadinspector.model.OwnsThreads;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The control protocol v1 server (docs/control-protocol.md): HTTP on 127.0.0.1, a bearer token that is new
 * at every start, requests only for its own loopback name and port and from no web page, bodies up to 1 MiB, JSON errors, and the event stream.
 */
@OwnsThreads("the control protocol's HTTP server")
public final class ControlServer implements AutoCloseable {
    public static final int MAX_BODY = 1 << 20;
    private static final long MAX_DRAIN = 16L << 20;

    private final HttpServer http;
    private final ExecutorService threads;
    private final AgentControl agent;
    private final EventHub events;
    private final String token;
    private final RequestGuard guard;
    private final Duration keepalive;
    private volatile boolean closed;

    private ControlServer(HttpServer http, ExecutorService threads, AgentControl agent, EventHub events,
                          Duration keepalive) {
        this.http = http;
        this.threads = threads;
        this.agent = agent;
        this.events = events;
        this.keepalive = keepalive;
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        this.token = HexFormat.of().formatHex(secret);
        this.guard = new RequestGuard(token, http.getAddress().getPort());
    }

    /** Starts serving {@code agent} on 127.0.0.1:{@code port} (0: any free port). */
    public static ControlServer start(AgentControl agent, EventHub events, int port, Duration keepalive)
            throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "control-server");
            thread.setDaemon(true);
            return thread;
        });
        ControlServer server = new ControlServer(http, threads, agent, events, keepalive);
        http.setExecutor(threads);
        http.createContext("/", server::handle);
        http.start();
        return server;
    }

    public String url() {
        return "http://127.0.0.1:" + http.getAddress().getPort();
    }

    public int port() {
        return http.getAddress().getPort();
    }

    public String token() {
        return token;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try {
            authorize(exchange);
            byte[] body = readBody(exchange);
            if (closed) {
                throw new ProtocolException(500, "internal", "the agent is shutting down");
            }
            new Routes(agent, this::stream).dispatch(exchange, body);
        } catch (ProtocolException e) {
            sendError(exchange, e);
        } catch (RuntimeException e) {
            sendError(exchange, new ProtocolException(500, "internal", e.toString()));
        } finally {
            exchange.close();
        }
    }

    private void authorize(HttpExchange exchange) throws ProtocolException {
        var headers = exchange.getRequestHeaders();
        try {
            guard.check(headers.get("Host"), headers.get("Origin"), headers.get("Authorization"));
        } catch (ProtocolException e) {
            if (e.status() == 401) {
                exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
            }
            throw e;
        }
    }

    private static byte[] readBody(HttpExchange exchange) throws IOException {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        InputStream in = exchange.getRequestBody();
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > MAX_BODY) {
                    drain(in);
                    throw tooLarge(exchange);
                }
            } catch (NumberFormatException e) {
                throw new ProtocolException(400, "bad_json", "Content-Length is not a number");
            }
        }
        byte[] body = in.readNBytes(MAX_BODY + 1);
        if (body.length > MAX_BODY) {
            drain(in);
            throw tooLarge(exchange);
        }
        return body;
    }

    /**
     * Reads and drops what the client is still sending (up to a bound), so that it finishes writing and reads the
     * 413 instead of finding the connection reset under its feet.
     */
    private static void drain(InputStream in) throws IOException {
        byte[] sink = new byte[64 * 1024];
        long left = MAX_DRAIN;
        int n;
        while (left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0) {
            left -= n;
        }
    }

    private static ProtocolException tooLarge(HttpExchange exchange) {
        exchange.getResponseHeaders().set("Connection", "close");
        return new ProtocolException(413, "too_large", "the body is over 1 MiB (1,048,576 bytes)");
    }

    static void sendJson(HttpExchange exchange, int status, Object body) throws IOException {
        byte[] bytes = ProtocolJson.write(body).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static void sendError(HttpExchange exchange, ProtocolException e) throws IOException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", e.error());
        body.put("message", e.getMessage());
        try {
            sendJson(exchange, e.status(), body);
        } catch (IOException ignored) {
            // the client went away
        }
    }

    /** {@code GET /v1/events}: hello, the gap and replay after Last-Event-ID, then live events and keepalives. */
    private void stream(HttpExchange exchange) throws IOException {
        long lastEventId = -1;
        String header = exchange.getRequestHeaders().getFirst("Last-Event-ID");
        if (header != null) {
            try {
                lastEventId = Long.parseLong(header.trim());
            } catch (NumberFormatException ignored) {
                // an id we never sent: a fresh stream
            }
        }
        // The status is read before the hub's lock: the agent publishes while holding its own lock.
        EventHub.Start start = events.open(lastEventId, statusFields());
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        try {
            write(out, start.hello());
            long cursor = start.cursor();
            while (!closed) {
                EventHub.Batch batch = events.await(cursor, keepalive.toMillis());
                if (batch == null) {
                    out.write(": keepalive\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    continue;
                }
                if (batch.gap() != null) {
                    write(out, batch.gap());
                }
                for (EventHub.Event event : batch.events()) {
                    write(out, event);
                }
                cursor = batch.last();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the client went away
        } finally {
            try {
                out.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> statusFields() {
        return ProtocolJson.MAPPER.convertValue(agent.status(), Map.class);
    }

    private static void write(OutputStream out, EventHub.Event event) throws IOException {
        StringBuilder text = new StringBuilder();
        if (event.seq() > 0) {
            text.append("id: ").append(event.seq()).append('\n');
        }
        text.append("event: ").append(event.type()).append('\n').append("data: ").append(event.json()).append("\n\n");
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    @Override
    public void close() {
        closed = true;
        http.stop(0);
        threads.shutdownNow();
    }
}
