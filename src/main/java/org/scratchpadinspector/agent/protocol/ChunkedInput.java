package org.scratchpadinspector.agent.protocol;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/** HTTP/1.1 chunked transfer decoding, for the event stream read off a plain socket. */
final class ChunkedInput extends InputStream {
    private final InputStream in;
    private long remaining;
    private boolean finished;

    ChunkedInput(InputStream in) {
        this.in = in;
    }

    @Override
    public int read() throws IOException {
        if (!ensureChunk()) {
            return -1;
        }
        int b = in.read();
        if (b < 0) {
            throw new EOFException("the stream ended inside a chunk");
        }
        remaining--;
        return b;
    }

    @Override
    public int read(byte[] buffer, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (!ensureChunk()) {
            return -1;
        }
        int n = in.read(buffer, off, (int) Math.min(len, remaining));
        if (n < 0) {
            throw new EOFException("the stream ended inside a chunk");
        }
        remaining -= n;
        return n;
    }

    private boolean ensureChunk() throws IOException {
        if (finished) {
            return false;
        }
        if (remaining > 0) {
            return true;
        }
        String line = HttpLines.readLine(in);
        if (line == null) {
            throw new EOFException("the stream ended between chunks");
        }
        if (line.isEmpty()) {
            line = HttpLines.readLine(in);
            if (line == null) {
                throw new EOFException("the stream ended between chunks");
            }
        }
        int semicolon = line.indexOf(';');
        remaining = Long.parseLong((semicolon < 0 ? line : line.substring(0, semicolon)).trim(), 16);
        if (remaining == 0) {
            finished = true;
            return false;
        }
        return true;
    }
}
