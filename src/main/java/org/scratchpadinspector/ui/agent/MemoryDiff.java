package org.scratchpadinspector.ui.agent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.engine.diff.LineEdit;
import org.scratchpadinspector.engine.diff.StateDiff;

/**
 * The agent's in-memory state mid-unit (which the agent does not write to disk until the unit ends) against the
 * state the unit started from: the state rendered as the source renders its own, each line marked as it differs,
 * and one sentence per changed field.
 */
public record MemoryDiff(String title, List<Line> lines, List<String> fieldChanges) {

    /** One line of the in-memory state, or a line of {@code _before} that the state no longer has. */
    public record Line(String text, Kind kind) {
    }

    public enum Kind { SAME, ADDED, CHANGED, REMOVED }

    public static MemoryDiff empty(String title) {
        return new MemoryDiff(title, List.of(), List.of());
    }

    /**
     * Built off the UI thread: rendering and diffing a large state takes a while. {@code render} is the source's
     * rendering of a state ({@link org.scratchpadinspector.model.LiveControl#render}); {@code beforeName} names
     * what the state is compared with.
     */
    public static MemoryDiff of(String title, Map<String, Object> before, String beforeName, Map<String, Object> now,
                                Function<Map<String, Object>, String> render, Cancellation cancel) {
        List<String> a = before == null ? List.of() : split(render.apply(before));
        List<String> b = split(render.apply(now));
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
        List<String> changes = before == null ? List.of("no " + beforeName + " to compare with")
                : StateDiff.compare(before, now).stream().map(FieldChange::describe).toList();
        return new MemoryDiff(title, List.copyOf(lines), changes.isEmpty() ? List.of("no change since " + beforeName) : changes);
    }

    private static List<String> split(String text) {
        String trimmed = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\n", -1));
    }
}
