package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.reference.ControlStateMachine.Phase;
import org.scratchpadinspector.agent.reference.ControlStateMachine.State;
import org.scratchpadinspector.engine.watchpoint.Hit;

/**
 * The reference agent's worker thread: the seed's lifecycle cut at its safe points. It waits while paused or
 * idle, then runs a unit of work (a cycle, the rest of one, or an iteration), applying injections at every
 * safe point and publishing every step as an event.
 */
final class CycleWorker implements Runnable {
    private final AgentSession s;
    private final Dispatcher dispatcher;
    private final String rules;
    private final CycleIdRule ids;
    private final int existingCycles;
    private final WorkerEvents events;
    private int cyclesStarted;

    CycleWorker(AgentSession session) {
        this.s = session;
        this.events = new WorkerEvents(session);
        AgentOptions options = session.options;
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
    }

    @Override
    public void run() {
        try {
            while (!s.closed) {
                if (awaitWork()) {
                    runUnit();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            failed(e);
        }
    }

    /**
     * The worker dies (out of memory, a bug): the agent says so instead of reporting {@code running}. The cycle in
     * progress is dropped first, so that what filled the memory can be collected before anything is published.
     */
    private void failed(Throwable e) {
        String cycleId = null;
        try {
            s.lock.lock();
            try {
                cycleId = s.run == null ? null : s.run.id();
                s.run = null;
                s.midCycleView = null;
                s.failure = (e instanceof OutOfMemoryError ? "out of memory: " : "a bug: ") + e
                        + (cycleId == null ? "" : " (in cycle " + cycleId + ")");
                s.changed.signalAll();
            } finally {
                s.lock.unlock();
            }
            events.publishError("the agent's worker stopped on " + s.failure + "; restart the agent", cycleId);
        } catch (Throwable again) {
            s.failure = "the worker stopped: " + e.getClass().getSimpleName();
        }
    }

    /** Waits while paused or idle (injections received while paused in a cycle are applied by the request). */
    private boolean awaitWork() throws InterruptedException {
        s.lock.lock();
        try {
            while (!s.closed) {
                State state = s.machine.state();
                if (state == State.RUNNING) {
                    return true;
                }
                if (state == State.IDLE) {
                    long wait = s.idleUntil - System.nanoTime();
                    if (wait <= 0) {
                        s.machine.intervalElapsed();
                        continue;
                    }
                    s.changed.awaitNanos(wait);
                } else {
                    s.changed.await();
                }
            }
            return false;
        } finally {
            s.lock.unlock();
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
            writeBefore();
        } else {
            applyInjections();
        }
        while (true) {
            if (s.run.ended()) {
                finishCycle();
                return;
            }
            if (pauseHere(Phase.MID_CYCLE, iterated)) {
                return;
            }
            CycleRun.Iteration it = s.run.iterate();
            iterated = true;
            noteToolCall(it);
            setIteration(s.run.finishedIterations());
            if (s.run.error() == null) {
                events.publishIteration(it);
            }
            // The iteration that ends the cycle is no safe point: _after and active.yaml follow.
            if (!s.run.ended()) {
                applyInjections();
            }
        }
    }

    private boolean beginCycle() throws InterruptedException {
        AgentOptions options = s.options;
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
        CycleRun next = new CycleRun(id, s.files, log, options.model(), dispatcher, rules,
                limit >= 0 ? limit : options.maxIterations(), options.clock());
        s.events.publish("cycle_started", fields("cycle_id", id));
        try {
            next.wake();
        } catch (IOException | ScratchpadFiles.WakeFailure e) {
            log.close();
            cannotStart("cycle " + id + " could not wake: " + e.getMessage(), id);
            return false;
        }
        s.lock.lock();
        try {
            s.run = next;
            s.iteration = 0;
            s.machine.enter(Phase.AT_WAKE);
            s.applyInjections();
        } finally {
            s.lock.unlock();
        }
        return true;
    }

    private void writeBefore() {
        try {
            Path before = s.run.writeBefore();
            s.events.publish("snapshot_written", fields("cycle_id", s.run.id(), "label", "before", "path", before.toString()));
        } catch (IOException e) {
            events.publishError("cannot write the _before snapshot: " + e.getMessage(), s.run.id());
        }
        s.lock.lock();
        try {
            s.machine.enter(Phase.MID_CYCLE);
            s.midCycleView = s.view();
        } finally {
            s.lock.unlock();
        }
    }

    private void finishCycle() {
        CycleRun done = s.run;
        java.util.Map<String, String> injectedBefore = Injector.injectedSections(done);
        done.endRunCycle();
        if (done.crashed()) {
            s.lock.lock();
            try {
                s.injector.markWipedByCrash(done, injectedBefore);
            } finally {
                s.lock.unlock();
            }
        }
        try {
            Path after = done.writeAfter();
            s.events.publish("snapshot_written", fields("cycle_id", done.id(), "label", "after", "path", after.toString()));
            Path active = done.sleep();
            s.events.publish("snapshot_written", fields("cycle_id", done.id(), "label", "active", "path", active.toString()));
        } catch (IOException e) {
            events.publishError("cannot write the cycle's files: " + e.getMessage(), done.id());
        }
        done.closeLog();
        ReferenceAgent.CycleResult result = new ReferenceAgent.CycleResult(done.id(), done.status(),
                done.finishedIterations(), done.error());
        s.events.publish("cycle_finished", fields("cycle_id", done.id(), "status", result.status(),
                "iterations", result.iterations(), "error", result.error()));
        s.lock.lock();
        try {
            s.run = null;
            s.midCycleView = null;
            s.iteration = 0;
            s.cyclesRun++;
            s.lastCycleId = done.id();
            Optional<Hit> hit = s.watch.atSafePoint(done.state(), done.finishedIterations(), result.status())
                    .map(h -> h.at(done.id(), done.finishedIterations()));
            if (hit.isPresent()) {
                s.machine.breakAt(Phase.BETWEEN_CYCLES);
                events.publishPaused(null, 0, AgentStatus.BETWEEN_CYCLES, hit);
            } else if (s.machine.cycleFinished()) {
                events.publishPaused(null, 0, AgentStatus.BETWEEN_CYCLES, hit);
            }
            s.idleUntil = System.nanoTime() + s.options.interval().toNanos();
        } finally {
            s.lock.unlock();
        }
        s.options.console().accept("cycle " + result.id() + " " + result.status() + " after " + result.iterations()
                + " iteration" + (result.iterations() == 1 ? "" : "s") + (result.error() == null ? "" : ": " + result.error()));
        s.cycleListeners.forEach(listener -> listener.accept(result));
    }

    /**
     * A safe point in the cycle (at wake, between iterations): applies what is queued, then pauses if asked to.
     * The paused event is published under the lock, so an injection received while paused follows it.
     */
    private boolean pauseHere(Phase here, boolean iterated) {
        s.lock.lock();
        try {
            s.applyInjections();
            Optional<Hit> hit = s.closed ? Optional.empty()
                    : s.watch.atSafePoint(s.run.state(), s.run.finishedIterations(), null)
                            .map(h -> h.at(s.run.id(), s.run.finishedIterations()));
            hit.ifPresent(h -> s.machine.breakAt(here));
            boolean stop = s.closed || hit.isPresent() || s.machine.pauseAt(here, iterated);
            s.midCycleView = s.view();
            if (stop && !s.closed) {
                events.publishPaused(s.run.id(), s.run.finishedIterations(),
                        here == Phase.AT_WAKE ? AgentStatus.AT_WAKE : AgentStatus.MID_CYCLE, hit);
            }
            return stop;
        } finally {
            s.lock.unlock();
        }
    }

    /** A tool call (not update_scratchpad, done or a parse error) tells the breakpoints, with its arguments as the notes show them. */
    private void noteToolCall(CycleRun.Iteration it) {
        String action = it.action();
        if (action == null || action.equals(Dispatcher.PARSE_ERROR) || action.equals("update_scratchpad") || action.equals("done")) {
            return;
        }
        String args;
        try {
            args = PythonText.repr(Dispatcher.parse(it.response()).args());
        } catch (Dispatcher.ParseError e) {
            return;
        }
        s.lock.lock();
        try {
            s.watch.toolCalled(action, args, s.run.id(), it.n());
        } finally {
            s.lock.unlock();
        }
    }

    private void applyInjections() {
        s.lock.lock();
        try {
            s.applyInjections();
        } finally {
            s.lock.unlock();
        }
    }

    private void cannotStart(String message, String cycleId) {
        events.publishError(message, cycleId);
        s.lock.lock();
        try {
            s.run = null;
            s.machine.cycleCouldNotStart();
            events.publishPaused(null, 0, AgentStatus.BETWEEN_CYCLES, Optional.empty());
        } finally {
            s.lock.unlock();
        }
    }

    private void setIteration(int n) {
        s.lock.lock();
        try {
            s.iteration = n;
        } finally {
            s.lock.unlock();
        }
    }

    private Phase phase() {
        s.lock.lock();
        try {
            return s.machine.phase();
        } finally {
            s.lock.unlock();
        }
    }

    static Map<String, Object> fields(Object... keyValues) {
        return ReferenceAgent.fields(keyValues);
    }
}
