package org.scratchpadinspector.ui.common;

import java.util.Locale;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitStatus;

/**
 * How a status or flag looks, in every format: a style class for its severity (its colour lives in inspector.css as
 * a semantic token), a finer one for the status word (so that, say, a unit that changed nothing reads neutral
 * rather than green), a glyph so that it reads without colour too, and a label.
 */
public final class StatusStyle {
    private StatusStyle() {
    }

    /** e.g. {@code severity-failure}; the stylesheet colours it with {@code -severity-failure}. */
    public static String severityClass(Severity severity) {
        return "severity-" + severity.key();
    }

    /** e.g. {@code status-max-iterations}: a status word the stylesheet may colour more finely than its severity. */
    public static String statusClass(String key) {
        return "status-" + key.toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    }

    /** A glyph for the status: a few common words have their own, any other status its severity's. */
    public static String glyph(UnitStatus status) {
        return switch (status.key()) {
            case "running" -> "▶";
            case "interrupted" -> "‖";
            case "no_change", "unchanged" -> "=";
            case "max_iterations" -> "⟳";
            case "unknown" -> "?";
            default -> glyph(status.severity());
        };
    }

    public static String glyph(Severity severity) {
        return switch (severity) {
            case OK -> "✔";
            case NOTICE -> "●";
            case WARNING -> "▲";
            case FAILURE -> "✖";
        };
    }

    /** A status or flag key as the operator reads it: {@code max_iterations} → "max iterations". */
    public static String label(String key) {
        return key.replace('_', ' ');
    }

    /** e.g. {@code flag-notes-lost}: a flag the stylesheet may mark more strongly than the others. */
    public static String flagClass(String key) {
        return "flag-" + key.toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    }
}
