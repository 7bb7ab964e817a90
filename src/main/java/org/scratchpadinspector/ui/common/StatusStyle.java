package org.scratchpadinspector.ui.common;

import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;

/** How a status or flag looks: a style class (its colour lives in inspector.css), a glyph and a label. */
public final class StatusStyle {
    private StatusStyle() {
    }

    /** e.g. {@code status-max-iterations}; the stylesheet colours it with {@code -status-max-iterations}. */
    public static String styleClass(CycleStatus status) {
        return "status-" + status.key().replace('_', '-');
    }

    public static String glyph(CycleStatus status) {
        return switch (status) {
            case RUNNING -> "▶";
            case INTERRUPTED -> "‖";
            case CRASHED -> "✖";
            case NO_CHANGE -> "=";
            case COMPLETED -> "✔";
            case MAX_ITERATIONS -> "⟳";
            case UNKNOWN -> "?";
        };
    }

    public static String label(CycleStatus status) {
        return status.key().replace('_', ' ');
    }

    public static String label(CycleFlag flag) {
        return switch (flag) {
            case PARSE_ERRORS -> "parse errors";
            case REPEATED_TOOL_CALL -> "repeated call";
            case NOTES_LOST -> "notes lost";
            case CONTINUITY_BREAK -> "continuity break";
            case ORPHAN -> "orphan";
            case UNREADABLE -> "unreadable";
            case REPLAY_MISMATCH -> "replay mismatch";
        };
    }
}
