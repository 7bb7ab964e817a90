package org.scratchpadinspector.agent.protocol;

import java.util.List;

/**
 * What {@link ControlServer} asks of the agent it serves. Every method is called on a server thread; a
 * refused request throws {@link ProtocolException} with the protocol's status and error code.
 */
public interface AgentControl {
    AgentStatus status();

    StateView state() throws ProtocolException;

    PauseReply pause();

    AgentStatus resume();

    void step(StepUnit unit) throws ProtocolException;

    InjectionTicket inject(InjectRequest request) throws ProtocolException;

    InjectionInfo withdraw(String id) throws ProtocolException;

    InjectionInfo injection(String id) throws ProtocolException;

    List<InjectionInfo> injections();
}
