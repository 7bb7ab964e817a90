package org.scratchpadinspector.model;

/**
 * A text that could not be read as a format's state (a value, a whole file), with the 1-based position of the
 * problem (0 when unknown): what an editor shows under the operator's text.
 */
public class TextProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String reason;

    public TextProblem(int line, int column, String reason, Throwable cause) {
        super(format(line, column, reason), cause);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public TextProblem(String reason) {
        this(0, 0, reason, null);
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String reason() {
        return reason;
    }

    public boolean hasPosition() {
        return line > 0;
    }

    private static String format(int line, int column, String reason) {
        return line > 0 ? "line " + line + ", column " + column + ": " + reason : reason;
    }
}
