package org.scratchpadinspector.core.notes;

/**
 * One entry of the agent's notes log.
 *
 * <p>For {@link Kind#TOOL} entries {@code tool}, {@code args} and {@code result} hold the parts of
 * {@code [TOOL] name(args) → result}; for the other kinds they are empty and {@code text} carries the message.
 */
public record NoteEntry(Kind kind, String text, String tool, String args, String result) {

    public enum Kind { TOOL, COMPLETED, PARSE_ERROR, FAILURE, TEXT }

    static NoteEntry of(Kind kind, String text) {
        return new NoteEntry(kind, text, "", "", "");
    }

    /** The tool name and arguments, the identity used to spot a repeated call. */
    public String callSignature() {
        return tool + "(" + args + ")";
    }

    /** The whole entry as it appears in the log, for display. */
    public String display() {
        return switch (kind) {
            case TOOL -> "[TOOL] " + tool + "(" + args + ") → " + result;
            case COMPLETED -> "[COMPLETED] " + text;
            case PARSE_ERROR -> "[PARSE ERROR] " + text;
            case FAILURE, TEXT -> text;
        };
    }
}
