package org.scratchpadinspector.ui.details;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleLogSection;
import org.scratchpadinspector.formats.yamlcycles.LogReader;
import org.scratchpadinspector.formats.yamlcycles.PythonTraceback;

/**
 * A cycle's log as shown: the cycle's own lines (a process running several cycles appends each later cycle's
 * lines to every earlier cycle's log; a note says what was left out), at most {@code maxBytes} of them, and
 * where the cycle's Python traceback is, so the view can highlight it.
 *
 * @param tracebackStart character offset of "Traceback (most recent call last):", or -1 when there is none
 * @param tracebackEnd   end (exclusive) of the traceback: the end of the exception line(s)
 * @param exception      the exception line, e.g. {@code ConnectionError: [Errno 111] …}, or null
 */
public record LogExcerpt(String text, String note, int tracebackStart, int tracebackEnd, String exception) {
    public static final int DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
    static final String TRACEBACK = PythonTraceback.HEADER;

    public boolean hasTraceback() {
        return tracebackStart >= 0;
    }

    /** Reads cycle {@code id}'s lines of {@code log}; undecodable bytes become U+FFFD. */
    public static LogExcerpt read(Path log, CycleId id, int maxBytes) throws IOException {
        CycleLogSection section = LogReader.read(log, id, maxBytes);
        String note = null;
        if (section.truncated()) {
            note = "Showing the first " + megabytes(section.text().length()) + " of "
                    + (section.whole() ? megabytes(Files.size(log)) : "this cycle's lines")
                    + "; open the file for the rest.";
        } else if (!section.whole() && (section.moreAfter() || section.firstLine() > 1)) {
            note = "This cycle's own lines (" + section.firstLine() + "–"
                    + (section.firstLine() + section.lineCount() - 1) + ") of " + log.getFileName()
                    + ": the agent process ran on and appended later cycles' lines to this file, left out here.";
        }
        return of(section.text(), note);
    }

    /** Locates the last traceback (chain) in {@code text}. */
    public static LogExcerpt of(String text, String note) {
        PythonTraceback traceback = PythonTraceback.locate(text);
        if (traceback == null) {
            return new LogExcerpt(text, note, -1, -1, null);
        }
        return new LogExcerpt(text, note, traceback.start(), traceback.end(), traceback.exception());
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
