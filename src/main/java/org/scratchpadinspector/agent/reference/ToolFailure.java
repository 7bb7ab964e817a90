package org.scratchpadinspector.agent.reference;

/**
 * An exception a tool raises. Like any exception inside the seed's run_cycle it ends the cycle on the crash
 * path; {@link #getMessage()} is what Python's {@code str(e)} would print (a KeyError's message is quoted).
 */
public final class ToolFailure extends Exception {
    private final String pythonType;

    public ToolFailure(String pythonType, String message) {
        super(message);
        this.pythonType = pythonType;
    }

    /** The Python exception class it stands for, e.g. {@code KeyError}, for the log's traceback line. */
    public String pythonType() {
        return pythonType;
    }

    static ToolFailure keyError(String message) {
        return new ToolFailure("KeyError", PythonText.repr(message));
    }

    static ToolFailure typeError(String message) {
        return new ToolFailure("TypeError", message);
    }

    static ToolFailure attributeError(Object target, String attribute) {
        return new ToolFailure("AttributeError",
                "'" + PythonText.typeName(target) + "' object has no attribute '" + attribute + "'");
    }
}
