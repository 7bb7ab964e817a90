package org.scratchpadinspector.ui.agent;

import org.scratchpadinspector.agent.protocol.AgentStatus;

/** The agent's status and the order in which it was asked for ({@link AgentFeed#askingStatus}). */
record AskedStatus(long asked, AgentStatus status) {
}
