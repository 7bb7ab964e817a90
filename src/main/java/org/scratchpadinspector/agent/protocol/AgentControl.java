package org.scratchpadinspector.agent.protocol;

import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;

/**
 * What {@link ControlServer} asks of the agent it serves. Every method is called on a server thread; a
 * refused request throws {@link ProtocolException} with the protocol's status and error code.
 */
public interface AgentControl {
    AgentStatus status();

    StateView state() throws ProtocolException;

    PauseReply pause();

    AgentStatus resume() throws ProtocolException;

    void step(StepUnit unit) throws ProtocolException;

    InjectionTicket inject(InjectRequest request) throws ProtocolException;

    InjectionInfo withdraw(String id) throws ProtocolException;

    InjectionInfo injection(String id) throws ProtocolException;

    List<InjectionInfo> injections();

    /** The breakpoint set, each as its JSON object with its id. */
    default List<Map<String, Object>> breakpoints() {
        return List.of();
    }

    /** Replaces the breakpoint set; returns it as {@link #breakpoints()} does. */
    default List<Map<String, Object>> setBreakpoints(List<Breakpoint> set) throws ProtocolException {
        throw new ProtocolException(404, "not_found", "this agent has no breakpoints");
    }
}
