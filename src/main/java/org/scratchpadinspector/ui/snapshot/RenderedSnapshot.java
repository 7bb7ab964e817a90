package org.scratchpadinspector.ui.snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.core.scratchpad.Snapshot;
import org.scratchpadinspector.core.yaml.DecodedRenderer;

/** One file rendered for a pane: decoded from the (possibly last good) state, or the raw text on disk. */
record RenderedSnapshot(String fileName, long size, List<String> lines, Map<String, Object> state, String stale,
                        String error, String placeholder) {

    static RenderedSnapshot missing(String fileName, String placeholder) {
        return new RenderedSnapshot(fileName, -1, List.of(), null, null, null, placeholder);
    }

    static RenderedSnapshot of(Snapshot snapshot, boolean raw) {
        String fileName = snapshot.path().getFileName().toString();
        String stale = snapshot.stale() ? "stale: " + snapshot.problem() : null;
        String error = snapshot.hasProblem() && !snapshot.stale() ? snapshot.describeProblem() : null;
        String text;
        if (raw) {
            text = snapshot.text();
        } else {
            text = snapshot.isReadable() ? DecodedRenderer.render(snapshot.state()) : null;
        }
        List<String> lines = text == null ? List.of() : split(text);
        return new RenderedSnapshot(fileName, snapshot.size(), lines, snapshot.state(), stale, error, null);
    }

    boolean hasLines() {
        return !lines.isEmpty();
    }

    PaneModel toPane(PaneSide side, List<LineKind> kinds, Map<Integer, List<org.scratchpadinspector.core.diff.Range>> intra) {
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
                lines.add(text.substring(start, end));
                start = i + 1;
            }
        }
        if (start < n) {
            lines.add(text.substring(start));
        }
        return lines;
    }
}
