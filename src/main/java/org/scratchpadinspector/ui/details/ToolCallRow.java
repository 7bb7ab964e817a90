package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.formats.yamlcycles.NoteEntry;

/**
 * One row of a cycle's tool-call timeline: a notes entry the cycle added.
 *
 * @param index    1-based position in the cycle
 * @param tool     the tool name for TOOL entries, empty otherwise
 * @param result   the tool's result, or the message of a non-tool entry; may span lines
 * @param repeated the same call (tool and arguments) was made three or more times in this cycle
 */
public record ToolCallRow(int index, NoteEntry.Kind kind, String tool, String args, String result,
                          boolean repeated, boolean fromLog) {

    public ToolCallRow(int index, NoteEntry.Kind kind, String tool, String args, String result, boolean repeated) {
        this(index, kind, tool, args, result, repeated, false);
    }

    static ToolCallRow of(int index, NoteEntry entry, boolean repeated) {
        String message = switch (entry.kind()) {
            case TOOL, TOOL_ERROR -> entry.result();
            case UNKNOWN_TOOL -> "no such tool: nothing was called";
            default -> entry.text();
        };
        return new ToolCallRow(index, entry.kind(), entry.tool(), entry.args(), message, repeated, entry.fromLog());
    }

    /** The name the Tool column shows: the tool's, the kind of entry, or nothing for the crash (no tool). */
    public String toolLabel() {
        return switch (kind) {
            case TOOL, TOOL_ERROR, UNKNOWN_TOOL -> tool;
            case FAILURE -> "";
            default -> kindLabel();
        };
    }

    public String resultFirstLine() {
        int newline = result.indexOf('\n');
        if (newline < 0) {
            return result;
        }
        long more = result.lines().count() - 1;
        return result.substring(0, newline) + "  (+" + more + (more == 1 ? " line)" : " lines)");
    }

    /** What the kind column shows. */
    public String kindLabel() {
        return switch (kind) {
            case TOOL -> "tool";
            case TOOL_ERROR -> "tool failed";
            case UNKNOWN_TOOL -> "unknown tool";
            case COMPLETED -> "done";
            case PARSE_ERROR -> "parse error";
            case FAILURE -> "cycle crashed";
            case TEXT -> "note";
        };
    }

    public String glyph() {
        return switch (kind) {
            case TOOL -> repeated ? "⟳" : "⚙";
            case TOOL_ERROR -> "✖";
            case UNKNOWN_TOOL -> "?";
            case COMPLETED -> "✔";
            case PARSE_ERROR -> "⚠";
            case FAILURE -> "✖";
            case TEXT -> "·";
        };
    }

    /** The whole entry, for the detail pane and the copy action. */
    public String fullText() {
        String text = switch (kind) {
            case TOOL -> tool + "(" + args + ")\n→ " + result;
            case TOOL_ERROR -> tool + (args.isEmpty() ? "" : "(" + args + ")") + "\nfailed: " + result;
            case UNKNOWN_TOOL -> "[UNKNOWN TOOL] " + tool + "\n" + result;
            default -> result;
        };
        return fromLog ? text + "\n\n(from the cycle's log: the crash replaced the notes)" : text;
    }
}
