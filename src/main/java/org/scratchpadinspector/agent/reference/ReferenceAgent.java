package org.scratchpadinspector.agent.reference;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.scratchpadinspector.agent.protocol.AgentControl;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.EventHub;
import org.scratchpadinspector.agent.protocol.InjectRequest;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.agent.protocol.InjectionTicket;
import org.scratchpadinspector.agent.protocol.PauseReply;
import org.scratchpadinspector.agent.protocol.ProtocolException;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.LiveWatch;

/**
 * The reference agent: the seed's lifecycle on a worker thread ({@link CycleWorker}), driven by the control
 * protocol. This class is the protocol side (status, state, pause, resume, step, injections) and the
 * lifecycle (start, stop); both share one {@link AgentSession}.
 */
@OwnsThreads("the agent's cycle worker")
public final class ReferenceAgent implements AgentControl, AutoCloseable {
    /** A finished cycle, for the console and for {@code --cycles N}. */
    public record CycleResult(String id, String status, int iterations, String error) {
    }

    private final AgentSession s;
    private final Thread worker;

    public ReferenceAgent(AgentOptions options, EventHub events) {
        this.s = new AgentSession(options, events);
        this.worker = new Thread(new CycleWorker(s), "reference-agent");
        this.worker.setDaemon(true);
    }

    public void start() {
        worker.start();
    }

    public void onCycleFinished(Consumer<CycleResult> listener) {
        s.cycleListeners.add(listener);
    }

    static Map<String, Object> fields(Object... keyValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put((String) keyValues[i], keyValues[i + 1]);
        }
        return map;
    }

    // ---- the protocol --------------------------------------------------------------------------

    @Override
    public AgentStatus status() {
        s.lock.lock();
        try {
            String failure = s.failure;
            return new AgentStatus(1, failure != null ? AgentStatus.FAILED : s.machine.stateKey(), s.machine.modeKey(),
                    s.run == null ? null : s.run.id(), s.run == null ? 0 : s.iteration, s.machine.phaseKey(),
                    s.book.queued(), s.lastCycleId, s.cyclesRun, ProcessHandle.current().pid(), AgentOptions.NAME,
                    failure == null ? s.machine.pausedReason() : null, failure);
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public StateView state() throws ProtocolException {
        s.lock.lock();
        try {
            if (s.midCycleView != null) {
                return s.midCycleView;
            }
        } finally {
            s.lock.unlock();
        }
        try {
            return StateJson.view(null, 0, AgentStatus.BETWEEN_CYCLES, s.files.load());
        } catch (IOException | ScratchpadFiles.WakeFailure e) {
            throw new ProtocolException(500, "internal", "active.yaml cannot be read: " + e.getMessage());
        }
    }

    @Override
    public PauseReply pause() {
        ControlStateMachine.PauseEffect effect;
        s.lock.lock();
        try {
            effect = s.machine.pause();
            s.changed.signalAll();
        } finally {
            s.lock.unlock();
        }
        if (effect == ControlStateMachine.PauseEffect.REQUESTED) {
            return new PauseReply(true, null);
        }
        if (effect == ControlStateMachine.PauseEffect.PAUSED_NOW) {
            s.events.publish("paused", fields("cycle_id", null, "iteration", 0, "phase", AgentStatus.BETWEEN_CYCLES,
                    "reason", "pause"));
        }
        return new PauseReply(false, status());
    }

    /** Refuses work that a dead worker would never do: 409 {@code failed} with the reason. */
    private void mustBeAlive(String what) throws ProtocolException {
        String failure = s.failure;
        if (failure != null) {
            throw new ProtocolException(409, "failed", "the agent cannot " + what + ": its worker failed ("
                    + failure + "); restart the agent");
        }
    }

    @Override
    public AgentStatus resume() throws ProtocolException {
        mustBeAlive("resume");
        s.lock.lock();
        try {
            s.machine.resume();
            s.changed.signalAll();
        } finally {
            s.lock.unlock();
        }
        s.events.publish("resumed", fields("mode", AgentStatus.LOOP));
        return status();
    }

    @Override
    public void step(StepUnit unit) throws ProtocolException {
        mustBeAlive("step");
        s.lock.lock();
        try {
            s.machine.step(unit);
            s.changed.signalAll();
        } catch (ControlStateMachine.Busy e) {
            throw new ProtocolException(409, "busy", e.getMessage());
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public InjectionTicket inject(InjectRequest request) throws ProtocolException {
        mustBeAlive("take an injection");
        s.lock.lock();
        try {
            s.injector.checkRoom(request); // before the work of reading the state to check it against
        } finally {
            s.lock.unlock();
        }
        StateView current = state();
        s.lock.lock();
        try {
            InjectionInfo info = s.injector.accept(request, current.state());
            if (s.pausedInCycle()) {
                // Paused at wake or mid-cycle is a safe point: apply at once (the worker waits for the lock).
                s.applyInjections();
            }
            s.changed.signalAll();
            return new InjectionTicket(info.id(), s.book.get(info.id()).status(), s.book.queued());
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public InjectionInfo withdraw(String id) throws ProtocolException {
        s.lock.lock();
        try {
            InjectionInfo info = s.book.get(id);
            if (info == null) {
                throw new ProtocolException(404, "not_found", "no injection " + id);
            }
            if (!s.book.withdraw(id)) {
                throw new ProtocolException(409, "not_queued", "injection " + id + " is already " + info.status());
            }
            return s.book.get(id);
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public InjectionInfo injection(String id) throws ProtocolException {
        s.lock.lock();
        try {
            InjectionInfo info = s.book.get(id);
            if (info == null) {
                throw new ProtocolException(404, "not_found", "no injection " + id);
            }
            return info;
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public List<InjectionInfo> injections() {
        s.lock.lock();
        try {
            return s.book.all();
        } finally {
            s.lock.unlock();
        }
    }

    @Override
    public List<Map<String, Object>> breakpoints() {
        s.lock.lock();
        try {
            return s.watch.breakpoints().stream().map(Breakpoint::toJson).toList();
        } finally {
            s.lock.unlock();
        }
    }

    /** A new set starts afresh: a changed condition first remembers the value at the next safe point. */
    @Override
    public List<Map<String, Object>> setBreakpoints(List<Breakpoint> set) {
        s.lock.lock();
        try {
            s.watch = new LiveWatch(set);
        } finally {
            s.lock.unlock();
        }
        return breakpoints();
    }

    /** Asks the worker to stop at its next safe point without waiting (safe to call from a cycle listener). */
    public void requestStop() {
        s.closed = true;
    }

    /** Stops at the next safe point (a model call in progress finishes first). */
    @Override
    public void close() {
        s.closed = true;
        s.lock.lock();
        try {
            s.changed.signalAll();
        } finally {
            s.lock.unlock();
        }
        try {
            worker.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the worker has finished (after {@link #close()}). */
    public boolean awaitStopped(Duration timeout) throws InterruptedException {
        worker.join(timeout.toMillis());
        return !worker.isAlive();
    }
}
