package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;

/**
 * One file rendered for a pane: decoded from the (possibly last good) state, or the raw text on disk. A file
 * too slow to parse is shown raw even in the decoded view ({@code rawFallback}), with the reason above it.
 */
record RenderedState(String fileName, long size, List<String> lines, Map<String, Object> state, String stale,
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

    static RenderedState missing(String fileName, String placeholder) {
        return new RenderedState(fileName, -1, List.of(), null, null, null, placeholder, false);
    }

    static RenderedState of(Snapshot snapshot, boolean raw) {
        String fileName = snapshot.path().getFileName().toString();
        String stale = snapshot.stale() ? "stale: " + snapshot.problem() : null;
        String error = snapshot.hasProblem() && !snapshot.stale() ? snapshot.describeProblem() : null;
        boolean rawFallback = !raw && !snapshot.isReadable() && snapshot.isTooSlowToParse() && snapshot.text() != null;
        String text;
        if (raw || rawFallback) {
            text = snapshot.text();
        } else {
            text = snapshot.isReadable() ? DecodedRenderer.render(snapshot.state()) : null;
        }
        if (snapshot.isTooSlowToParse() && text != null && text.length() > MAX_SHOWN_CHARS_OF_SLOW_FILE) {
            text = text.substring(0, MAX_SHOWN_CHARS_OF_SLOW_FILE);
            error += (rawFallback ? ": shown raw" : "") + String.format(Locale.ROOT,
                    ", its first %,d characters (show --raw prints all)", MAX_SHOWN_CHARS_OF_SLOW_FILE);
        } else if (rawFallback) {
            error += ": shown raw";
        }
        List<String> lines = text == null ? List.of() : split(text);
        return new RenderedState(fileName, snapshot.size(), lines, snapshot.state(), stale, error, null,
                rawFallback);
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
