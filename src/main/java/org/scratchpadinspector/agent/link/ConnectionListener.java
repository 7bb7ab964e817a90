package org.scratchpadinspector.agent.link;

import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StreamProblem;

/** What {@link AgentConnection} tells the panel; called on the panel's thread, except {@link #event}. */
public interface ConnectionListener {

    /** The connection is now {@code state}, described by {@code text}; {@code problem} is the failure to act on, or null. */
    void connectionChanged(AgentConnection.State state, String text, String problem);

    /** The client of the attached agent, or null once it is let go. */
    void clientChanged(ControlClient client);

    /** Attached: the agent (pid, or -1 when attached by hand) answered with {@code status}. */
    void attached(long pid, AgentStatus status);

    /** No longer attached: what was shown about the agent's status is out of date. */
    void statusLost();

    /** Another directory (or none): everything shown about the previous one goes. */
    void directoryChanged();

    /** The agent is known to be gone (dead pid, refused connection, control file removed). */
    void agentGone(String reason);

    /** Nothing is known about the agent either way (no agent, detached, another directory). */
    void agentUnknown();

    /** A line for the panel's event log. */
    void log(boolean error, String text);

    /** Any thread (the event stream's): an event from the attached agent. */
    void event(AgentEvent event);

    /** A stream problem the stream recovers from by itself (stalled, reconnecting, a malformed event). */
    void passingProblem(StreamProblem problem);

    /** The attached agent stopped answering; the link is checking whether it is still there. */
    void trouble(String text);
}
