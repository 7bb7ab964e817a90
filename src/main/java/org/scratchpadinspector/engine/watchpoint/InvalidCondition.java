package org.scratchpadinspector.engine.watchpoint;

/** A condition the parser refuses; the message names the problem for the operator. */
public final class InvalidCondition extends Exception {
    public InvalidCondition(String message) {
        super(message);
    }
}
