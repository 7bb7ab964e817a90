package org.scratchpadinspector.ui.agent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;

/**
 * The agent's in-memory state mid-cycle (which the seed's agent never writes to disk) against the cycle's
 * {@code _before}: the state rendered decoded, each line marked as it differs, and one sentence per changed field.
 */
public record MemoryDiff(String title, List<Line> lines, List<String> fieldChanges) {

    /** One line of the in-memory state, or a line of {@code _before} that the state no longer has. */
    public record Line(String text, Kind kind) {
    }

    public enum Kind { SAME, ADDED, CHANGED, REMOVED }

    public static MemoryDiff empty(String title) {
        return new MemoryDiff(title, List.of(), List.of());
    }

    /** Built off the UI thread: rendering and diffing a large state takes a while. */
    public static MemoryDiff of(String title, Map<String, Object> before, Map<String, Object> now, Cancellation cancel) {
        List<String> a = before == null ? List.of() : split(DecodedRenderer.render(before));
        List<String> b = split(DecodedRenderer.render(now));
        LineDiffResult diff = LineDiff.diff(a, b, cancel);
        List<Line> lines = new ArrayList<>(b.size() + 8);
        int shownUpTo = 0;
        for (LineEdit edit : diff.edits()) {
            for (int i = shownUpTo; i < edit.bStart(); i++) {
                lines.add(new Line(b.get(i), Kind.SAME));
            }
            for (int i = edit.aStart(); i < edit.aEnd(); i++) {
                lines.add(new Line(a.get(i), Kind.REMOVED));
            }
            Kind kind = edit.removedCount() > 0 ? Kind.CHANGED : Kind.ADDED;
            for (int i = edit.bStart(); i < edit.bEnd(); i++) {
                lines.add(new Line(b.get(i), kind));
            }
            shownUpTo = edit.bEnd();
        }
        for (int i = shownUpTo; i < b.size(); i++) {
            lines.add(new Line(b.get(i), Kind.SAME));
        }
        List<String> changes = before == null ? List.of("no _before to compare with")
                : StateDiff.compare(before, now).stream().map(FieldChange::describe).toList();
        return new MemoryDiff(title, List.copyOf(lines), changes.isEmpty() ? List.of("no change since _before") : changes);
    }

    private static List<String> split(String text) {
        String trimmed = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\n", -1));
    }
}
