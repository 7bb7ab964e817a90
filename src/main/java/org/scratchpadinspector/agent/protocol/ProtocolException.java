package org.scratchpadinspector.agent.protocol;

import java.io.IOException;

/**
 * A request the agent refused: the HTTP status, the protocol's {@code error} code ({@code busy},
 * {@code invalid}, {@code unauthorized}...) and the message to show the operator as is.
 */
public final class ProtocolException extends IOException {
    private final int status;
    private final String error;

    public ProtocolException(int status, String error, String message) {
        super(message);
        this.status = status;
        this.error = error;
    }

    public int status() {
        return status;
    }

    public String error() {
        return error;
    }

    @Override
    public String toString() {
        return "HTTP " + status + " " + error + ": " + getMessage();
    }
}
