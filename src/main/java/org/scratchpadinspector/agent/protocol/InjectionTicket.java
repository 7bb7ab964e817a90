package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The answer to {@code POST /v1/inject}: the new injection's id, {@code queued}, and the queue's length. */
public record InjectionTicket(String id, String status, @JsonProperty("queued_injections") int queuedInjections) {
}
