package org.scratchpadinspector.engine.edit;

/** A section operation that cannot be applied to this state; the message says why in an operator's words. */
public final class SectionEditException extends Exception {
    /** Why: a type clash (the operation does not fit the section's type) or an invalid request. */
    public enum Reason { TYPE_CLASH, INVALID }

    private final Reason reason;

    public SectionEditException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
