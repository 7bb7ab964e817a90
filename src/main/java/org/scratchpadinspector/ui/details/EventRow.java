package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;

/**
 * One row of a unit's timeline: a tool call, a note, a step, an error, in the format's words.
 *
 * @param index 1-based position in the unit
 * @param event the event
 */
public record EventRow(int index, UnitEvent event) {

    public boolean failed() {
        return event.severity() == Severity.FAILURE;
    }

    /** What the kind column shows: the event's kind in words ("call", "call failed", "parse error"). */
    public String kindLabel() {
        String kind = event.kind().replace('_', ' ');
        return kind.equals("call") && failed() ? "call failed" : kind;
    }

    /** The title column: the call or the entry in one line, without a copy of its detail at its end. */
    public String title() {
        String title = event.title();
        String tail = " → " + event.detail();
        if (!event.detail().isEmpty() && title.endsWith(tail)) {
            title = title.substring(0, title.length() - tail.length());
        }
        int newline = title.indexOf('\n');
        return newline < 0 ? title : title.substring(0, newline) + " …";
    }

    /** A warning: for seed 000, a call repeated three or more times with the same arguments. */
    public boolean warned() {
        return event.severity() == Severity.WARNING;
    }

    /** The detail's first line, with how many more there are. */
    public String detailFirstLine() {
        String detail = event.detail();
        int newline = detail.indexOf('\n');
        if (newline < 0) {
            return detail;
        }
        long more = detail.lines().count() - 1;
        return detail.substring(0, newline) + "  (+" + more + (more == 1 ? " line)" : " lines)");
    }

    /** A glyph so that the row reads without colour: a failure, a warning, a call, anything else. */
    public String glyph() {
        return switch (event.severity()) {
            case FAILURE -> "✖";
            case WARNING -> event.kind().equals("call") ? "⟳" : "⚠";
            default -> event.kind().equals("call") ? "⚙" : event.kind().equals("completed") ? "✔" : "·";
        };
    }

    /** The whole event, for the detail pane and the copy action. */
    public String fullText() {
        String head = (event.time() == null ? "" : event.time() + "  ") + event.title();
        return event.detail().isEmpty() ? head : head + "\n→ " + event.detail();
    }
}
