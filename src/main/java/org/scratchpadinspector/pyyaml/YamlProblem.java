package org.scratchpadinspector.pyyaml;

/** A YAML text that could not be read, with the 1-based position of the problem (0 when unknown). */
public class YamlProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String reason;

    public YamlProblem(int line, int column, String reason) {
        this(line, column, reason, null);
    }

    public YamlProblem(int line, int column, String reason, Throwable cause) {
        super(line > 0 ? "line " + line + ", column " + column + ": " + reason : reason, cause);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public YamlProblem(String reason) {
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
}
