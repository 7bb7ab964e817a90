package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * Which point last changed each line of a text held at one path (a whole file, {@code MEMORY.md}), as
 * {@code git blame} answers it: walking the history oldest first, a line kept by the line diff keeps its point, a
 * new or changed line takes the point that wrote it.
 */
public final class LineBlame {
    /** One line of the newest text and the point that wrote it. */
    public record Line(int number, String text, HistoryPoint point) {
    }

    private LineBlame() {
    }

    /** The newest text's lines, each with its point; empty when the path never held text. */
    public static List<Line> of(History history, FieldPath path, Cancellation cancel) {
        List<String> lines = List.of();
        List<HistoryPoint> origins = new ArrayList<>();
        for (HistoryPoint point : history.points(cancel)) {
            cancel.check();
            UnitState state = history.load(point, cancel);
            if (state.value() == null) {
                continue;
            }
            Object value = path.lookup(state.value());
            List<String> now = value instanceof String s ? s.lines().toList() : List.of();
            LineDiffResult diff = LineDiff.diff(lines, now, cancel);
            List<HistoryPoint> next = new ArrayList<>(now.size());
            int a = 0;
            int b = 0;
            for (LineEdit edit : diff.edits()) {
                while (b < edit.bStart()) {
                    next.add(origins.get(a++));
                    b++;
                }
                for (; b < edit.bEnd(); b++) {
                    next.add(point);
                }
                a = edit.aEnd();
            }
            while (b < now.size()) {
                next.add(origins.get(a++));
                b++;
            }
            lines = now;
            origins = next;
        }
        List<Line> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            out.add(new Line(i + 1, lines.get(i), origins.get(i)));
        }
        return out;
    }
}
