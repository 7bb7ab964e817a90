package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One request and its answer on a {@link ControlConnection}: the head, the body as a stream, and the answer
 * (a JSON body with its length, or a chunked event stream). Whether the connection can serve another request
 * afterwards is decided here: only when the body was read to its end and the answer was complete.
 */
final class ControlExchange {
    private static final Map<Integer, String> REASONS = Map.ofEntries(Map.entry(100, "Continue"),
            Map.entry(200, "OK"), Map.entry(202, "Accepted"), Map.entry(400, "Bad Request"),
            Map.entry(401, "Unauthorized"), Map.entry(403, "Forbidden"), Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"), Map.entry(408, "Request Timeout"), Map.entry(409, "Conflict"),
            Map.entry(413, "Content Too Large"), Map.entry(422, "Unprocessable Content"),
            Map.entry(429, "Too Many Requests"), Map.entry(431, "Request Header Fields Too Large"),
            Map.entry(500, "Internal Server Error"), Map.entry(503, "Service Unavailable"));

    private final RequestHead head;
    private final InputStream body;
    private final OutputStream out;
    private final Map<String, String> responseFields = new LinkedHashMap<>();
    private boolean bodyRead;
    private boolean answered;
    private boolean keepAlive;

    ControlExchange(RequestHead head, InputStream body, OutputStream out) {
        this.head = head;
        this.body = body;
        this.out = out;
        this.keepAlive = head.keepAlive();
    }

    String method() {
        return head.method();
    }

    String path() {
        return head.path();
    }

    List<String> headers(String name) {
        return head.all(name);
    }

    String header(String name) {
        return head.first(name);
    }

    /** A field of the answer, e.g. {@code WWW-Authenticate}. */
    void setResponseHeader(String name, String value) {
        responseFields.put(name, value);
    }

    InputStream body() {
        return body;
    }

    /** The body has been read to its end: the connection may serve another request. */
    void bodyRead() {
        bodyRead = true;
    }

    /** The connection closes after this answer (a body left unread, a 413, a stream). */
    void closeAfter() {
        keepAlive = false;
    }

    /** Tells a client waiting for {@code Expect: 100-continue} to send its body. */
    void continueIfExpected() throws IOException {
        String expect = header("Expect");
        if (expect != null && expect.equalsIgnoreCase("100-continue")) {
            out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }

    void sendJson(int status, Object value) throws IOException {
        byte[] bytes = ProtocolJson.write(value).getBytes(StandardCharsets.UTF_8);
        setResponseHeader("Content-Type", "application/json");
        setResponseHeader("Content-Length", Integer.toString(bytes.length));
        writeHead(status);
        out.write(bytes);
        out.flush();
    }

    /** Starts a chunked {@code text/event-stream} answer; the stream's close ends it. The connection closes after it. */
    OutputStream startEventStream() throws IOException {
        closeAfter();
        setResponseHeader("Content-Type", "text/event-stream; charset=utf-8");
        setResponseHeader("Cache-Control", "no-store");
        setResponseHeader("Transfer-Encoding", "chunked");
        writeHead(200);
        out.flush();
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int off, int len) throws IOException {
                if (len == 0) {
                    return;
                }
                byte[] size = (Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII);
                byte[] chunk = new byte[size.length + len + 2];
                System.arraycopy(size, 0, chunk, 0, size.length);
                System.arraycopy(bytes, off, chunk, size.length, len);
                chunk[chunk.length - 2] = '\r';
                chunk[chunk.length - 1] = '\n';
                out.write(chunk);
            }

            @Override
            public void flush() throws IOException {
                out.flush();
            }

            @Override
            public void close() throws IOException {
                out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
        };
    }

    private void writeHead(int status) throws IOException {
        if (answered) {
            throw new IllegalStateException("answered twice");
        }
        answered = true;
        if (!bodyRead) {
            keepAlive = false;
        }
        if (!keepAlive) {
            responseFields.put("Connection", "close");
        }
        StringBuilder text = new StringBuilder("HTTP/1.1 ").append(status).append(' ')
                .append(REASONS.getOrDefault(status, "Status")).append("\r\n");
        responseFields.forEach((name, value) -> text.append(name).append(": ").append(value).append("\r\n"));
        text.append("\r\n");
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    boolean answered() {
        return answered;
    }

    /** Whether the connection may read another request after this one. */
    boolean keepAlive() {
        return keepAlive && bodyRead && answered;
    }

    /** A complete answer for a connection refused before any worker took it (over a bound, a bad head). */
    static byte[] refusal(int status, String error, String message) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("error", error);
        json.put("message", message);
        byte[] body = ProtocolJson.write(json).getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 " + status + " " + REASONS.getOrDefault(status, "Status") + "\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + body.length + "\r\n"
                + (status == 503 ? "Retry-After: 1\r\n" : "") + "Connection: close\r\n\r\n";
        byte[] headBytes = head.getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[headBytes.length + body.length];
        System.arraycopy(headBytes, 0, all, 0, headBytes.length);
        System.arraycopy(body, 0, all, headBytes.length, body.length);
        return all;
    }
}
