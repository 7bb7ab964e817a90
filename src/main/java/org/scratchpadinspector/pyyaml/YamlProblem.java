package org.scratchpadinspector.pyyaml;

import org.scratchpadinspector.model.TextProblem;

/** A YAML text that could not be read, with the 1-based position of the problem (0 when unknown). */
public class YamlProblem extends TextProblem {
    private static final long serialVersionUID = 1L;

    public YamlProblem(int line, int column, String reason) {
        this(line, column, reason, null);
    }

    public YamlProblem(int line, int column, String reason, Throwable cause) {
        super(line, column, reason, cause);
    }

    public YamlProblem(String reason) {
        this(0, 0, reason, null);
    }
}
