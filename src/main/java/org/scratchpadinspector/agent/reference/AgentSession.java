package org.scratchpadinspector.agent.reference;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.scratchpadinspector.agent.protocol.EventHub;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.engine.watchpoint.LiveWatch;

/**
 * What the reference agent's worker ({@link CycleWorker}) and its protocol side ({@link ReferenceAgent})
 * share: the lock and everything it guards. Fields are read and written with {@link #lock} held, except
 * {@link #closed}.
 */
final class AgentSession {
    final AgentOptions options;
    final EventHub events;
    final ScratchpadFiles files;
    final ReentrantLock lock = new ReentrantLock();
    final Condition changed = lock.newCondition();
    final ControlStateMachine machine;
    final InjectionBook book = new InjectionBook();
    final Injector injector;
    final List<Consumer<ReferenceAgent.CycleResult>> cycleListeners = new CopyOnWriteArrayList<>();
    /** The cycle in progress, or null between cycles. */
    CycleRun run;
    /** The state as of the last safe point in the cycle in progress. */
    StateView midCycleView;
    int iteration;
    /** The breakpoint set, evaluated at every safe point. */
    LiveWatch watch = new LiveWatch(List.of());
    long cyclesRun;
    String lastCycleId;
    long idleUntil;
    volatile boolean closed;
    /** Why the worker died (null while it lives): the status then says {@code failed} with this reason. */
    volatile String failure;

    AgentSession(AgentOptions options, EventHub events) {
        this.options = options;
        this.events = events;
        this.files = new ScratchpadFiles(options.location());
        this.machine = ControlStateMachine.start(options.stepped());
        this.injector = new Injector(book, events);
    }

    /** Whether the agent is paused at wake or mid-cycle: a safe point where injections apply at once. */
    boolean pausedInCycle() {
        return run != null && machine.state() == ControlStateMachine.State.PAUSED
                && machine.phase() != ControlStateMachine.Phase.BETWEEN_CYCLES;
    }

    /**
     * Applies the queued injections to the cycle in progress and remembers the state; lock held. Between the
     * {@code _before} snapshot and the end of the first iteration nothing is applied: "iteration 0" means at
     * wake, in {@code _before}, so an injection arriving after {@code _before} waits for the first iteration.
     */
    void applyInjections() {
        if (machine.phase() == ControlStateMachine.Phase.MID_CYCLE && run.iteration() == 0) {
            return;
        }
        injector.apply(run, run.iteration(), lock);
        midCycleView = view();
    }

    /** The run's state as the protocol shows it, or null between cycles; lock held. */
    StateView view() {
        return run == null ? null : StateJson.view(run.id(), run.iteration(), machine.phaseKey(), run.state());
    }
}
