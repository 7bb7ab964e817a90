package org.scratchpadinspector.ui.details;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cycle's log as shown: at most {@code maxBytes} of it (a note says when it was cut), and where its
 * Python traceback is, so the view can highlight it.
 *
 * @param tracebackStart character offset of "Traceback (most recent call last):", or -1 when there is none
 * @param tracebackEnd   end (exclusive) of the traceback: the end of the exception line(s)
 * @param exception      the exception line, e.g. {@code ConnectionError: [Errno 111] …}, or null
 */
public record LogExcerpt(String text, String note, int tracebackStart, int tracebackEnd, String exception) {
    public static final int DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
    static final String TRACEBACK = "Traceback (most recent call last):";
    private static final Pattern RECORD_START = Pattern.compile("(?m)^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
    private static final Pattern EXCEPTION_LINE = Pattern.compile("^[A-Za-z_][\\w.]*(:.*)?$");

    public boolean hasTraceback() {
        return tracebackStart >= 0;
    }

    /** Reads the start of {@code log}; undecodable bytes become U+FFFD. */
    public static LogExcerpt read(Path log, int maxBytes) throws IOException {
        long size = Files.size(log);
        byte[] bytes;
        try (InputStream in = Files.newInputStream(log)) {
            bytes = in.readNBytes(maxBytes);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        String text = decoder.decode(ByteBuffer.wrap(bytes)).toString();
        String note = size > bytes.length
                ? "Showing the first " + megabytes(bytes.length) + " of " + megabytes(size)
                        + "; open the file for the rest."
                : null;
        return of(text, note);
    }

    /** Locates the last traceback in {@code text}: from its header to the line before the next log record. */
    public static LogExcerpt of(String text, String note) {
        int start = text.lastIndexOf(TRACEBACK);
        if (start < 0) {
            return new LogExcerpt(text, note, -1, -1, null);
        }
        Matcher next = RECORD_START.matcher(text);
        int end = next.find(start) ? next.start() : text.length();
        while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return new LogExcerpt(text, note, start, end, exceptionLine(text.substring(start, end)));
    }

    /** The first line after the header that is not indented: Python's "Name: message" line. */
    private static String exceptionLine(String traceback) {
        String[] lines = traceback.split("\r?\n");
        for (int i = 1; i < lines.length; i++) {
            if (!lines[i].isEmpty() && !Character.isWhitespace(lines[i].charAt(0))
                    && EXCEPTION_LINE.matcher(lines[i]).matches()) {
                return lines[i];
            }
        }
        return null;
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
