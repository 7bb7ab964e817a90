package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
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
import org.scratchpadinspector.agent.reference.ControlStateMachine.Phase;
import org.scratchpadinspector.agent.reference.ControlStateMachine.State;

/**
 * The reference agent: the seed's lifecycle on a worker thread, driven by the control protocol. Cycles run
 * in loop mode or one unit at a time; injections are applied at safe points; every step is an event.
 */
public final class ReferenceAgent implements AgentControl, AutoCloseable {
    /** A finished cycle, for the console and for {@code --cycles N}. */
    public record CycleResult(String id, String status, int iterations, String error) {
    }

    private final AgentOptions options;
    private final EventHub events;
    private final ScratchpadFiles files;
    private final Dispatcher dispatcher;
    private final String rules;
    private final CycleIdRule ids;
    private final int existingCycles;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final ControlStateMachine machine;
    private final InjectionBook book = new InjectionBook();
    private final Injector injector;
    private final Thread worker;
    private final List<Consumer<CycleResult>> cycleListeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private CycleRun run;
    private StateView midCycleView;
    private int iteration;
    private int cyclesStarted;
    private long cyclesRun;
    private String lastCycleId;
    private long idleUntil;
    private volatile boolean closed;

    public ReferenceAgent(AgentOptions options, EventHub events) {
        this.options = options;
        this.events = events;
        this.files = new ScratchpadFiles(options.location());
        Tools tools = new Tools(options.clock(), options.sandbox(), options.allowShell());
        this.dispatcher = new Dispatcher(tools);
        this.rules = "You are a careful assistant whose only memory is the scratchpad below.\n"
                + "Answer with exactly one JSON object per turn:\n"
                + "  {\"tool\": \"<name>\", \"args\": {...}}\n"
                + "Tools: " + tools.describe() + ".";
        List<String> existing = ExistingCycles.ids(options.location().directory());
        this.existingCycles = existing.size();
        this.ids = new CycleIdRule(options.clock(), existing.isEmpty() ? null : existing.get(existing.size() - 1),
                options.console());
        this.machine = ControlStateMachine.start(options.stepped());
        this.injector = new Injector(book, events);
        this.worker = new Thread(this::work, "reference-agent");
        this.worker.setDaemon(true);
    }

    public void start() {
        worker.start();
    }

    public void onCycleFinished(Consumer<CycleResult> listener) {
        cycleListeners.add(listener);
    }

    // ---- the worker ----------------------------------------------------------------------------

    private void work() {
        try {
            while (!closed) {
                if (awaitWork()) {
                    runUnit();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            error("the agent stopped on a bug: " + e, run == null ? null : run.id());
        }
    }

    /** Waits while paused or idle; applies injections that arrive while paused mid-cycle. */
    private boolean awaitWork() throws InterruptedException {
        lock.lock();
        try {
            while (!closed) {
                State state = machine.state();
                if (state == State.RUNNING) {
                    return true;
                }
                if (state == State.PAUSED && run != null && book.queued() > 0) {
                    injector.apply(run, iteration, lock);
                    midCycleView = viewOf(run);
                    continue;
                }
                if (state == State.IDLE) {
                    long wait = idleUntil - System.nanoTime();
                    if (wait <= 0) {
                        machine.intervalElapsed();
                        continue;
                    }
                    changed.awaitNanos(wait);
                } else {
                    changed.await();
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    private void runUnit() throws InterruptedException {
        boolean iterated = false;
        if (phase() == Phase.BETWEEN_CYCLES && !beginCycle()) {
            return;
        }
        if (phase() == Phase.AT_WAKE) {
            if (pauseHere(Phase.AT_WAKE, false)) {
                return;
            }
            applyInjections();
            if (!writeBefore()) {
                return;
            }
        } else {
            applyInjections();
        }
        while (true) {
            if (run.ended()) {
                finishCycle();
                return;
            }
            if (pauseHere(Phase.MID_CYCLE, iterated)) {
                return;
            }
            CycleRun.Iteration it = run.iterate();
            iterated = true;
            setIteration(run.iteration());
            if (it.response() != null) {
                publishIteration(it);
            }
            if (!run.ended()) {
                applyInjections();
            }
        }
    }

    private boolean beginCycle() throws InterruptedException {
        int limit;
        try {
            limit = options.model().prepareCycle(existingCycles + cyclesStarted);
        } catch (Model.ScriptExhausted e) {
            cannotStart("no cycle to run: " + e.getMessage(), null);
            return false;
        }
        String id = ids.next();
        cyclesStarted++;
        CycleLog log;
        try {
            log = CycleLog.open(options.logsDirectory(), id, options.clock());
        } catch (IOException e) {
            cannotStart("cannot open the cycle log: " + e.getMessage(), id);
            return false;
        }
        CycleRun next = new CycleRun(id, files, log, options.model(), dispatcher, rules,
                limit >= 0 ? limit : options.maxIterations(), options.clock());
        events.publish("cycle_started", fields("cycle_id", id));
        try {
            next.wake();
        } catch (IOException | ScratchpadFiles.WakeFailure e) {
            log.close();
            cannotStart("cycle " + id + " could not wake: " + e.getMessage(), id);
            return false;
        }
        lock.lock();
        try {
            run = next;
            iteration = 0;
            machine.enter(Phase.AT_WAKE);
        } finally {
            lock.unlock();
        }
        applyInjections();
        return true;
    }

    private boolean writeBefore() {
        try {
            Path before = run.writeBefore();
            events.publish("snapshot_written", fields("cycle_id", run.id(), "label", "before", "path", before.toString()));
        } catch (IOException e) {
            error("cannot write the _before snapshot: " + e.getMessage(), run.id());
        }
        lock.lock();
        try {
            machine.enter(Phase.MID_CYCLE);
            midCycleView = viewOf(run);
        } finally {
            lock.unlock();
        }
        return true;
    }

    private void finishCycle() {
        CycleRun done = run;
        done.endRunCycle();
        try {
            Path after = done.writeAfter();
            events.publish("snapshot_written", fields("cycle_id", done.id(), "label", "after", "path", after.toString()));
            Path active = done.sleep();
            events.publish("snapshot_written", fields("cycle_id", done.id(), "label", "active", "path", active.toString()));
        } catch (IOException e) {
            error("cannot write the cycle's files: " + e.getMessage(), done.id());
        }
        done.closeLog();
        CycleResult result = new CycleResult(done.id(), done.status(), done.iteration(), done.error());
        events.publish("cycle_finished", fields("cycle_id", done.id(), "status", result.status(),
                "iterations", result.iterations(), "error", result.error()));
        boolean paused;
        lock.lock();
        try {
            run = null;
            midCycleView = null;
            iteration = 0;
            cyclesRun++;
            lastCycleId = done.id();
            paused = machine.cycleFinished();
            idleUntil = System.nanoTime() + options.interval().toNanos();
        } finally {
            lock.unlock();
        }
        if (paused) {
            events.publish("paused", fields("cycle_id", null, "iteration", 0, "phase", AgentStatus.BETWEEN_CYCLES));
        }
        options.console().accept("cycle " + result.id() + " " + result.status() + " after " + result.iterations()
                + " iteration" + (result.iterations() == 1 ? "" : "s") + (result.error() == null ? "" : ": " + result.error()));
        cycleListeners.forEach(listener -> listener.accept(result));
    }

    private boolean pauseHere(Phase here, boolean iterated) {
        boolean stop;
        lock.lock();
        try {
            stop = closed || machine.pauseAt(here, iterated);
            midCycleView = viewOf(run);
        } finally {
            lock.unlock();
        }
        if (stop && !closed) {
            events.publish("paused", fields("cycle_id", run.id(), "iteration", run.iteration(), "phase",
                    here == Phase.AT_WAKE ? AgentStatus.AT_WAKE : AgentStatus.MID_CYCLE));
        }
        return stop;
    }

    private void applyInjections() {
        lock.lock();
        try {
            injector.apply(run, run.iteration(), lock);
            midCycleView = viewOf(run);
        } finally {
            lock.unlock();
        }
    }

    private void publishIteration(CycleRun.Iteration it) {
        Map<String, Object> data = fields("cycle_id", run.id(), "n", it.n());
        String response = it.response();
        boolean truncated = response.length() > 64 * 1024;
        data.put("response", truncated ? response.substring(0, 64 * 1024) : response);
        if (truncated) {
            data.put("truncated", true);
        }
        data.put("action", it.action());
        data.put("tool_result", it.toolResult());
        data.put("done", it.done());
        events.publish("iteration", data);
    }

    private void cannotStart(String message, String cycleId) {
        error(message, cycleId);
        lock.lock();
        try {
            run = null;
            machine.cycleCouldNotStart();
        } finally {
            lock.unlock();
        }
        events.publish("paused", fields("cycle_id", null, "iteration", 0, "phase", AgentStatus.BETWEEN_CYCLES));
    }

    private void error(String message, String cycleId) {
        options.console().accept("error: " + message);
        events.publish("error", fields("message", message, "cycle_id", cycleId));
    }

    private void setIteration(int n) {
        lock.lock();
        try {
            iteration = n;
        } finally {
            lock.unlock();
        }
    }

    private Phase phase() {
        lock.lock();
        try {
            return machine.phase();
        } finally {
            lock.unlock();
        }
    }

    private StateView viewOf(CycleRun current) {
        return current == null ? null : StateJson.view(current.id(), current.iteration(),
                machine.phaseKey(), current.state());
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
        lock.lock();
        try {
            return new AgentStatus(1, machine.stateKey(), machine.modeKey(), run == null ? null : run.id(),
                    run == null ? 0 : iteration, machine.phaseKey(), book.queued(), lastCycleId, cyclesRun,
                    ProcessHandle.current().pid(), AgentOptions.NAME);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public StateView state() throws ProtocolException {
        lock.lock();
        try {
            if (midCycleView != null) {
                return midCycleView;
            }
        } finally {
            lock.unlock();
        }
        try {
            return StateJson.view(null, 0, AgentStatus.BETWEEN_CYCLES, files.load());
        } catch (IOException | ScratchpadFiles.WakeFailure e) {
            throw new ProtocolException(500, "internal", "active.yaml cannot be read: " + e.getMessage());
        }
    }

    @Override
    public PauseReply pause() {
        ControlStateMachine.PauseEffect effect;
        lock.lock();
        try {
            effect = machine.pause();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        if (effect == ControlStateMachine.PauseEffect.REQUESTED) {
            return new PauseReply(true, null);
        }
        if (effect == ControlStateMachine.PauseEffect.PAUSED_NOW) {
            events.publish("paused", fields("cycle_id", null, "iteration", 0, "phase", AgentStatus.BETWEEN_CYCLES));
        }
        return new PauseReply(false, status());
    }

    @Override
    public AgentStatus resume() {
        lock.lock();
        try {
            machine.resume();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        events.publish("resumed", fields("mode", AgentStatus.LOOP));
        return status();
    }

    @Override
    public void step(StepUnit unit) throws ProtocolException {
        lock.lock();
        try {
            machine.step(unit);
            changed.signalAll();
        } catch (ControlStateMachine.Busy e) {
            throw new ProtocolException(409, "busy", e.getMessage());
        } finally {
            lock.unlock();
        }
    }

    @Override
    public InjectionTicket inject(InjectRequest request) throws ProtocolException {
        StateView current = state();
        lock.lock();
        try {
            InjectionInfo info = injector.accept(request, current.state());
            changed.signalAll();
            return new InjectionTicket(info.id(), info.status(), book.queued());
        } finally {
            lock.unlock();
        }
    }

    @Override
    public InjectionInfo withdraw(String id) throws ProtocolException {
        lock.lock();
        try {
            InjectionInfo info = book.get(id);
            if (info == null) {
                throw new ProtocolException(404, "not_found", "no injection " + id);
            }
            if (!book.withdraw(id)) {
                throw new ProtocolException(409, "not_queued", "injection " + id + " is already " + info.status());
            }
            return book.get(id);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public InjectionInfo injection(String id) throws ProtocolException {
        lock.lock();
        try {
            InjectionInfo info = book.get(id);
            if (info == null) {
                throw new ProtocolException(404, "not_found", "no injection " + id);
            }
            return info;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<InjectionInfo> injections() {
        lock.lock();
        try {
            return book.all();
        } finally {
            lock.unlock();
        }
    }

    /** Asks the worker to stop at its next safe point without waiting (safe to call from a cycle listener). */
    public void requestStop() {
        closed = true;
    }

    /** Stops at the next safe point (a model call in progress finishes first). */
    @Override
    public void close() {
        closed = true;
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
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
