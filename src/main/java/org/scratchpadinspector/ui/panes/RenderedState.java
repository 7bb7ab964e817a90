package org.scratchpadinspector.ui.panes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.scratchpadinspector.model.UnitState;

/**
 * One state rendered for a pane: the format's rendering (decoded), or the raw bytes on disk. A state the format
 * could only show raw (a file too slow to parse) is shown raw in the decoded view too ({@code rawFallback}), with
 * the reason above it; a state that is missing shows why in place of text.
 *
 * @param value the parsed value (a tree), or null
 * @param stale what to know about the text shown (the last good parse of a file being written), or null
 */
record RenderedState(String fileName, long size, List<String> lines, Object value, String stale,
                     String error, String placeholder, boolean rawFallback) {
    /**
     * Longer lines are shown in pieces of this many characters: a flow-style file can be one line of
     * megabytes, which a text area cannot lay out without stalling the window.
     */
    static final int MAX_SHOWN_LINE_CHARS = 4000;
    /**
     * Of a file too slow to parse, only the start is shown: 20 MB of text held the window's thread for seconds
     * while the pane filled in, and such a file is read with a pager or {@code show --raw} anyway.
     */
    static final int MAX_SHOWN_CHARS_OF_SLOW_FILE = 256 * 1024;

    /** How a format's notice ends when it could show a state only as its raw bytes. */
    static final String SHOWN_RAW = "; shown raw";

    static RenderedState missing(String fileName, String placeholder) {
        return new RenderedState(fileName, -1, List.of(), null, null, null, placeholder, false);
    }

    /**
     * @param fileName what the pane's header names (the file, or the state's name where it is not one file)
     * @param raw      the bytes on disk rather than the rendering
     */
    static RenderedState of(UnitState state, String fileName, boolean raw) {
        boolean missing = !state.readable() && state.text().isEmpty() && state.raw() == null;
        if (missing) {
            return missing(fileName, String.join("; ", state.problems()));
        }
        String error = state.readable() ? null : String.join("; ", state.problems());
        // a file too slow to parse: its bytes are all there is to show, in either view, under the reason
        boolean slow = state.value() == null && state.raw() != null
                && state.notices().stream().anyMatch(n -> n.endsWith(SHOWN_RAW));
        boolean rawFallback = !raw && state.readable() && slow;
        String stale = state.notices().isEmpty() || slow ? null : "stale: " + String.join("; ", state.notices());
        if (slow) {
            error = String.join("; ", state.notices().stream().map(n -> namedByFile(n.endsWith(SHOWN_RAW)
                    ? n.substring(0, n.length() - SHOWN_RAW.length()) : n, fileName)).toList())
                    + (rawFallback ? ": shown raw" : "");
        }
        String text;
        if (raw) {
            text = state.raw() != null ? new String(state.raw(), StandardCharsets.UTF_8) : state.text();
        } else {
            text = state.readable() || rawFallback ? state.text() : null;
        }
        if (slow && text != null && text.length() > MAX_SHOWN_CHARS_OF_SLOW_FILE) {
            text = text.substring(0, MAX_SHOWN_CHARS_OF_SLOW_FILE);
            error += String.format(Locale.ROOT, ", its first %,d characters (show --raw prints all)",
                    MAX_SHOWN_CHARS_OF_SLOW_FILE);
        }
        long size = state.raw() != null ? state.raw().length : state.text().length();
        List<String> lines = text == null ? List.of() : split(text);
        return new RenderedState(fileName, size, lines, state.value(), stale, error, null, rawFallback);
    }

    /** "/dir/NAME: reason" as "NAME: reason": the pane names its file, the directory is the window's. */
    static String namedByFile(String line, String fileName) {
        String named = "/" + fileName + ": ";
        int at = fileName.isEmpty() || !line.startsWith("/") ? -1 : line.indexOf(named);
        return at < 0 ? line : line.substring(at + 1);
    }

    boolean hasLines() {
        return !lines.isEmpty();
    }

    PaneModel toPane(PaneSide side, List<LineKind> kinds, Map<Integer, List<org.scratchpadinspector.engine.diff.Range>> intra) {
        return new PaneModel(side, fileName, size, lines, kinds, intra, FoldPlanner.plan(kinds), stale, error,
                placeholder);
    }

    /** Lines without their terminators; a final newline does not make an extra empty line. */
    static List<String> split(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            if (text.charAt(i) == '\n') {
                int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
                addInPieces(lines, text, start, end);
                start = i + 1;
            }
        }
        if (start < n) {
            addInPieces(lines, text, start, n);
        }
        return lines;
    }

    private static void addInPieces(List<String> lines, String text, int start, int end) {
        do {
            int pieceEnd = Math.min(end, start + MAX_SHOWN_LINE_CHARS);
            if (pieceEnd < end && Character.isHighSurrogate(text.charAt(pieceEnd - 1))) {
                pieceEnd--;
            }
            lines.add(text.substring(start, pieceEnd));
            start = pieceEnd;
        } while (start < end);
    }
}
