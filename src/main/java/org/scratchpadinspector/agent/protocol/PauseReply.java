package org.scratchpadinspector.agent.protocol;

/**
 * The answer to {@code POST /v1/pause}: either the pause is pending (the agent was running; the event
 * {@code paused} follows at the next safe point) and {@code status} is null, or it took effect at once and
 * {@code status} is the agent's status.
 */
public record PauseReply(boolean pauseRequested, AgentStatus status) {
}
