package org.scratchpadinspector.formats.yamlcycles;

/**
 * One entry of the agent's notes log.
 *
 * <p>For {@link Kind#TOOL} entries {@code tool}, {@code args} and {@code result} hold the parts of
 * {@code [TOOL] name(args) → result}; for {@link Kind#TOOL_ERROR} ({@code [TOOL ERROR] name: message}) and
 * {@link Kind#UNKNOWN_TOOL} ({@code [UNKNOWN TOOL] name}) {@code tool} is the name and {@code result} the message;
 * for the other kinds they are empty and {@code text} carries the message.
 *
 * @param fromLog rebuilt from the cycle's log (a crash replaced the notes), not read from the notes
 */
public record NoteEntry(Kind kind, String text, String tool, String args, String result, boolean fromLog) {

    /**
     * TOOL_ERROR is a tool call that raised (it counts as a tool call, failed); UNKNOWN_TOOL names a tool the
     * agent does not have (nothing was called, so it is no tool call).
     */
    public enum Kind { TOOL, TOOL_ERROR, UNKNOWN_TOOL, COMPLETED, PARSE_ERROR, FAILURE, TEXT }

    public NoteEntry(Kind kind, String text, String tool, String args, String result) {
        this(kind, text, tool, args, result, false);
    }

    static NoteEntry of(Kind kind, String text) {
        return new NoteEntry(kind, text, "", "", "");
    }

    /** The tool name and arguments, the identity used to spot a repeated call. */
    public String callSignature() {
        return tool + "(" + args + ")";
    }

    /** A tool call, succeeded or failed. */
    public boolean isToolCall() {
        return kind == Kind.TOOL || kind == Kind.TOOL_ERROR;
    }

    /** The whole entry as it appears in the log, for display. */
    public String display() {
        return switch (kind) {
            case TOOL -> "[TOOL] " + tool + "(" + args + ") → " + result;
            case TOOL_ERROR -> "[TOOL ERROR] " + tool + ": " + result;
            case UNKNOWN_TOOL -> "[UNKNOWN TOOL] " + tool;
            case COMPLETED -> "[COMPLETED] " + text;
            case PARSE_ERROR -> "[PARSE ERROR] " + text;
            case FAILURE, TEXT -> text;
        };
    }
}
