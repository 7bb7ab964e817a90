package org.scratchpadinspector.agent.protocol;

/**
 * Something wrong with the event stream, reported to the subscriber while the subscription carries on:
 * a malformed event (skipped), a stall (no bytes for the stall timeout), a lost connection (both are
 * retried with {@code Last-Event-ID}), or a refusal (e.g. 401: the token is no longer valid; not retried).
 */
public record StreamProblem(Kind kind, String message, int httpStatus) {
    public enum Kind { MALFORMED_EVENT, STALLED, DISCONNECTED, REFUSED }
}
