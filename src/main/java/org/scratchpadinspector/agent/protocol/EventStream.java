package org.scratchpadinspector.agent.protocol;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A subscription to {@code GET /v1/events} on its own thread: parses server-sent events, delivers them in
 * order, reports malformed ones and carries on, treats silence longer than the stall timeout as a dead
 * stream, and reconnects with {@code Last-Event-ID} until closed.
 */
@OwnsThreads("one writer per event stream")
public final class EventStream implements AutoCloseable {
    private final URI base;
    private final String token;
    private final Duration stallTimeout;
    private final Duration retryDelay;
    private final Consumer<AgentEvent> onEvent;
    private final Consumer<StreamProblem> onProblem;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Socket socket;
    private volatile long lastSeq = -1;

    EventStream(URI base, String token, Duration stallTimeout, Duration retryDelay,
                Consumer<AgentEvent> onEvent, Consumer<StreamProblem> onProblem) {
        this.base = base;
        this.token = token;
        this.stallTimeout = stallTimeout;
        this.retryDelay = retryDelay;
        this.onEvent = onEvent;
        this.onProblem = onProblem;
        this.thread = new Thread(this::run, "agent-events " + base);
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** The newest event number received, -1 before the first. */
    public long lastSeq() {
        return lastSeq;
    }

    private void run() {
        while (!closed) {
            try {
                if (!connectAndRead()) {
                    return;
                }
                report(StreamProblem.Kind.DISCONNECTED, "the agent closed the event stream", 0);
            } catch (SocketTimeoutException e) {
                report(StreamProblem.Kind.STALLED, "no data from the agent for " + stallTimeout.toSeconds()
                        + " s: reconnecting", 0);
            } catch (IOException | RuntimeException e) {
                report(StreamProblem.Kind.DISCONNECTED, "event stream lost: " + e.getMessage(), 0);
            }
            try {
                Thread.sleep(retryDelay.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Reads one connection to its end; false when the agent refused it (no retry). */
    private boolean connectAndRead() throws IOException {
        try (Socket s = new Socket()) {
            socket = s;
            if (closed) {
                return false;
            }
            s.connect(new InetSocketAddress(base.getHost(), base.getPort()), (int) Math.min(stallTimeout.toMillis(), 10_000));
            s.setSoTimeout((int) stallTimeout.toMillis());
            OutputStream out = s.getOutputStream();
            StringBuilder request = new StringBuilder("GET " + base.getPath() + "/v1/events HTTP/1.1\r\n")
                    .append("Host: ").append(base.getHost()).append(':').append(base.getPort()).append("\r\n")
                    .append("Authorization: Bearer ").append(token).append("\r\n")
                    .append("Accept: text/event-stream\r\n");
            if (lastSeq >= 0) {
                request.append("Last-Event-ID: ").append(lastSeq).append("\r\n");
            }
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = new BufferedInputStream(s.getInputStream());
            String statusLine = HttpLines.readLine(in);
            if (statusLine == null) {
                throw new IOException("the agent closed the connection");
            }
            String[] parts = statusLine.split(" ", 3);
            int status = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
            boolean chunked = false;
            long length = -1;
            String header;
            while ((header = HttpLines.readLine(in)) != null && !header.isEmpty()) {
                String lower = header.toLowerCase(java.util.Locale.ROOT);
                if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                    chunked = true;
                } else if (lower.startsWith("content-length:")) {
                    length = Long.parseLong(header.substring(header.indexOf(':') + 1).trim());
                }
            }
            InputStream body = chunked ? new ChunkedInput(in) : length >= 0 ? limited(in, length) : in;
            if (status != 200) {
                String text = new String(body.readNBytes(64 * 1024), StandardCharsets.UTF_8);
                report(StreamProblem.Kind.REFUSED, errorMessage(status, text), status);
                if (status == 401 || status == 403 || status == 404) {
                    return false;
                }
                throw new IOException("HTTP " + status);
            }
            readEvents(body);
            return true;
        } finally {
            socket = null;
        }
    }

    private static InputStream limited(InputStream in, long length) {
        return new java.io.FilterInputStream(in) {
            private long left = length;

            @Override
            public int read() throws IOException {
                if (left <= 0) {
                    return -1;
                }
                left--;
                return super.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (left <= 0) {
                    return -1;
                }
                int n = super.read(b, off, (int) Math.min(len, left));
                if (n > 0) {
                    left -= n;
                }
                return n;
            }
        };
    }

    private static String errorMessage(int status, String body) {
        try {
            Map<String, Object> json = ProtocolJson.readObject(body.getBytes(StandardCharsets.UTF_8));
            if (json.get("message") instanceof String message) {
                return "HTTP " + status + ": " + message;
            }
        } catch (ProtocolException ignored) {
            // not the protocol's error body
        }
        return "HTTP " + status;
    }

    private void readEvents(InputStream body) throws IOException {
        String id = null;
        String type = null;
        StringBuilder data = null;
        String line;
        while (!closed && (line = HttpLines.readLine(body)) != null) {
            if (line.isEmpty()) {
                if (data != null) {
                    deliver(id, type == null ? "message" : type, data.toString());
                }
                id = null;
                type = null;
                data = null;
                continue;
            }
            if (line.startsWith(":")) {
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            switch (field) {
                case "id" -> id = value;
                case "event" -> type = value;
                case "data" -> data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
                default -> { }
            }
        }
    }

    private void deliver(String id, String type, String data) {
        Map<String, Object> json;
        try {
            json = ProtocolJson.readObject(data.getBytes(StandardCharsets.UTF_8));
        } catch (ProtocolException e) {
            report(StreamProblem.Kind.MALFORMED_EVENT, "malformed " + type + " event skipped: " + e.getMessage(), 0);
            return;
        }
        if (id != null) {
            try {
                lastSeq = Long.parseLong(id.trim());
            } catch (NumberFormatException e) {
                report(StreamProblem.Kind.MALFORMED_EVENT, "event id is not a number: " + id, 0);
            }
        }
        long seq = json.get("seq") instanceof Number n ? n.longValue() : -1;
        String time = json.get("time") instanceof String t ? t : null;
        String cycleId = json.get("cycle_id") instanceof String c ? c : null;
        try {
            onEvent.accept(new AgentEvent(type, seq, time, cycleId, json));
        } catch (RuntimeException e) {
            report(StreamProblem.Kind.MALFORMED_EVENT, "the event listener failed on " + type + ": " + e, 0);
        }
    }

    private void report(StreamProblem.Kind kind, String message, int status) {
        if (closed) {
            return;
        }
        try {
            onProblem.accept(new StreamProblem(kind, message, status));
        } catch (RuntimeException ignored) {
            // a failing listener must not stop the stream
        }
    }

    /** Stops the subscription; no event is delivered after this returns on another thread's next read. */
    @Override
    public void close() {
        closed = true;
        Socket s = socket;
        if (s != null) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        thread.interrupt();
    }
}
