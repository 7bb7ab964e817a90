package org.scratchpadinspector.pyyaml;

import java.io.Reader;

/**
 * A reader over a string that stops the parse feeding on it once its deadline has passed. SnakeYAML pulls
 * its input a buffer (about a thousand characters) at a time as it scans, so a deadline checked on each pull
 * stops a slow parse within a few milliseconds of the deadline instead of leaving it to burn a core.
 */
final class DeadlineReader extends Reader {
    /** Thrown out of the parse when the deadline has passed; not a YAML error. */
    static final class DeadlinePassed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DeadlinePassed() {
            super("deadline passed", null, false, false);
        }
    }

    private final String text;
    private final long deadlineNanos;
    private int pos;

    DeadlineReader(String text, long deadlineNanos) {
        this.text = text;
        this.deadlineNanos = deadlineNanos;
    }

    @Override
    public int read(char[] buffer, int offset, int length) {
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new DeadlinePassed();
        }
        if (pos >= text.length()) {
            return -1;
        }
        int n = Math.min(length, text.length() - pos);
        text.getChars(pos, pos + n, buffer, offset);
        pos += n;
        return n;
    }

    @Override
    public void close() {
        // nothing to release
    }
}
