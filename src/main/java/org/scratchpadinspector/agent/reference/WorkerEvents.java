package org.scratchpadinspector.agent.reference;

import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.agent.protocol.ProtocolJson;
import org.scratchpadinspector.engine.watchpoint.Hit;

/** The events the worker publishes, built from the session: paused (with the watchpoint hit), iteration, error. */
final class WorkerEvents {
    private final AgentSession s;

    WorkerEvents(AgentSession session) {
        this.s = session;
    }

    /** Publishes the paused event; lock held (the reason is the machine's). */
    void publishPaused(String cycleId, int iteration, String phase, Optional<Hit> hit) {
        Map<String, Object> data = ReferenceAgent.fields("cycle_id", cycleId, "iteration", iteration, "phase", phase,
                "reason", s.machine.pausedReason());
        hit.ifPresent(h -> {
            data.put("breakpoint", h.id());
            data.put("condition", h.breakpoint().condition().toJson());
            data.put("saw", StateJson.toJson(h.saw()));
            data.put("hit_cycle_id", h.cycleId());
            data.put("hit_iteration", h.iteration());
            s.options.console().accept("paused: " + h.describe());
        });
        s.events.publish("paused", data);
    }

    /** The state an iteration event carries at most, as JSON (decision 0093); a larger one is named, not sent. */
    static final int MAX_EVENT_STATE = 128 * 1024;

    /**
     * The iteration event: what the model answered, the call it made ({@code action} and {@code args}, null for a
     * response that does not parse), the result, and the exact in-memory state after the dispatch. The reference
     * agent crashes on a failing or unknown tool (as sample_agent.py does), so {@code failed} and {@code unknown}
     * are always false here: such an iteration ends the cycle with {@code cycle_finished} "crashed" instead.
     */
    void publishIteration(CycleRun.Iteration it) {
        Map<String, Object> data = ReferenceAgent.fields("cycle_id", s.run.id(), "n", it.n());
        String response = it.response();
        boolean truncated = response.length() > 64 * 1024;
        data.put("response", truncated ? response.substring(0, 64 * 1024) : response);
        if (truncated) {
            data.put("truncated", true);
        }
        data.put("action", it.action());
        Object args = null;
        try {
            args = StateJson.toJson(Dispatcher.parse(response).args());
        } catch (Dispatcher.ParseError e) {
            // no call: action is parse_error
        }
        data.put("args", args);
        data.put("tool_result", it.toolResult());
        data.put("done", it.done());
        data.put("parse_error", Dispatcher.PARSE_ERROR.equals(it.action()));
        data.put("failed", false);
        data.put("unknown", false);
        Object state;
        s.lock.lock();
        try {
            state = StateJson.toJson(s.run.state());
        } finally {
            s.lock.unlock();
        }
        String json = ProtocolJson.write(state);
        if (json.length() <= MAX_EVENT_STATE) {
            data.put("state", state);
        } else {
            data.put("state", null);
            data.put("state_omitted", true);
            data.put("state_size", json.length());
        }
        s.events.publish("iteration", data);
    }

    void publishError(String message, String cycleId) {
        s.options.console().accept("error: " + message);
        s.events.publish("error", ReferenceAgent.fields("message", message, "cycle_id", cycleId));
    }
}
