package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

/** Reads a request's body, plain or chunked, within the server's bound of {@link ControlServer#MAX_BODY}. */
final class RequestBodies {
    private static final long MAX_DRAIN = 16L << 20;

    private RequestBodies() {
    }

    static byte[] read(ControlExchange exchange) throws IOException {
        String length = exchange.header("Content-Length");
        String encoding = exchange.header("Transfer-Encoding");
        boolean chunked = encoding != null && encoding.toLowerCase(Locale.ROOT).contains("chunked");
        if (!chunked && length == null) {
            exchange.bodyRead();
            return new byte[0];
        }
        return chunked ? readChunked(exchange) : readCounted(exchange, length);
    }

    private static byte[] readCounted(ControlExchange exchange, String length) throws IOException {
        long announced;
        try {
            announced = Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            throw new ProtocolException(400, "bad_json", "Content-Length is not a number");
        }
        if (announced < 0) {
            throw new ProtocolException(400, "bad_json", "Content-Length is negative");
        }
        if (announced > ControlServer.MAX_BODY) {
            drain(exchange.body(), Math.min(announced, MAX_DRAIN));
            throw tooLarge(exchange);
        }
        exchange.continueIfExpected();
        byte[] body = exchange.body().readNBytes((int) announced);
        if (body.length < announced) {
            throw new IOException("the client ended its body early");
        }
        exchange.bodyRead();
        return body;
    }

    private static byte[] readChunked(ControlExchange exchange) throws IOException {
        exchange.continueIfExpected();
        ChunkedInput in = new ChunkedInput(exchange.body());
        byte[] body = in.readNBytes(ControlServer.MAX_BODY + 1);
        if (body.length > ControlServer.MAX_BODY) {
            drain(in, MAX_DRAIN);
            throw tooLarge(exchange);
        }
        String trailer;
        while ((trailer = HttpLines.readLine(exchange.body())) != null && !trailer.isEmpty()) {
            // trailer fields are not used
        }
        exchange.bodyRead();
        return body;
    }

    /**
     * Reads and drops what the client is still sending (up to a bound), so that it finishes writing and reads the
     * 413 instead of finding the connection reset under its feet.
     */
    private static void drain(InputStream in, long bound) throws IOException {
        byte[] sink = new byte[64 * 1024];
        long left = bound;
        int n;
        while (left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0) {
            left -= n;
        }
    }

    private static ProtocolException tooLarge(ControlExchange exchange) {
        exchange.closeAfter();
        return new ProtocolException(413, "too_large", "the body is over 1 MiB (1,048,576 bytes)");
    }
}
