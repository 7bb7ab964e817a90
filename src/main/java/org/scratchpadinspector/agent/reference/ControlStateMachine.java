package org.scratchpadinspector.agent.reference;

import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.StepUnit;

/**
 * Modes, states and phases of docs/control-protocol.md sections 4 and 5, without threads: the agent asks
 * it what to do at every safe point and tells it what happened. Not thread-safe; the agent holds a lock.
 */
public final class ControlStateMachine {
    public enum Mode { LOOP, STEPPED }

    public enum State { RUNNING, PAUSED, IDLE }

    public enum Phase { BETWEEN_CYCLES, AT_WAKE, MID_CYCLE }

    /** The unit of work in progress while running. */
    public enum Work { LOOP, CYCLE, ITERATION }

    /** What a pause request did. */
    public enum PauseEffect { REQUESTED, PAUSED_NOW, ALREADY_PAUSED }

    /** A step while a unit of work is running. */
    public static final class Busy extends Exception {
        Busy() {
            super("the agent is running: pause first, or wait until it pauses");
        }
    }

    private Mode mode;
    private State state;
    private Phase phase = Phase.BETWEEN_CYCLES;
    private Work work;
    private boolean pauseRequested;
    /** Why the agent paused: start, pause, step, breakpoint, no_cycle; meaningful while paused. */
    private String pausedReason = "start";

    private ControlStateMachine(Mode mode, State state, Work work) {
        this.mode = mode;
        this.state = state;
        this.work = work;
    }

    /** Stepped: paused between cycles. Loop: running its first cycle at once. */
    public static ControlStateMachine start(boolean stepped) {
        return stepped ? new ControlStateMachine(Mode.STEPPED, State.PAUSED, null)
                : new ControlStateMachine(Mode.LOOP, State.RUNNING, Work.LOOP);
    }

    public PauseEffect pause() {
        mode = Mode.STEPPED;
        switch (state) {
            case RUNNING -> {
                pauseRequested = true;
                return PauseEffect.REQUESTED;
            }
            case IDLE -> {
                state = State.PAUSED;
                pausedReason = "pause";
                return PauseEffect.PAUSED_NOW;
            }
            default -> {
                return PauseEffect.ALREADY_PAUSED;
            }
        }
    }

    /** Switches to loop and runs: the rest of the cycle in progress first, then cycles with the interval. */
    public void resume() {
        mode = Mode.LOOP;
        pauseRequested = false;
        if (state != State.IDLE) {
            state = State.RUNNING;
            work = Work.LOOP;
        }
    }

    public void step(StepUnit unit) throws Busy {
        if (state == State.RUNNING) {
            throw new Busy();
        }
        mode = Mode.STEPPED;
        state = State.RUNNING;
        work = unit == StepUnit.CYCLE ? Work.CYCLE : Work.ITERATION;
    }

    /**
     * Asked at a safe point inside a unit of work (at wake, between iterations): whether to pause here.
     * If so the machine is paused at {@code here}.
     */
    public boolean pauseAt(Phase here, boolean iteratedInThisUnit) {
        boolean stop = pauseRequested || (work == Work.ITERATION && iteratedInThisUnit && mode == Mode.STEPPED);
        phase = here;
        if (stop) {
            state = State.PAUSED;
            pausedReason = pauseRequested ? "pause" : "step";
            pauseRequested = false;
        }
        return stop;
    }

    /** The cycle in progress finished. Returns true when the agent now pauses between cycles. */
    public boolean cycleFinished() {
        phase = Phase.BETWEEN_CYCLES;
        if (pauseRequested || mode == Mode.STEPPED) {
            state = State.PAUSED;
            pausedReason = pauseRequested ? "pause" : "step";
            pauseRequested = false;
            return true;
        }
        state = State.IDLE;
        return false;
    }

    /** No cycle could start (e.g. the script is exhausted): pause between cycles, stepped. */
    public void cycleCouldNotStart() {
        phase = Phase.BETWEEN_CYCLES;
        mode = Mode.STEPPED;
        state = State.PAUSED;
        pausedReason = "no_cycle";
        pauseRequested = false;
    }

    /** A breakpoint fired at the safe point {@code here}: pause there, stepped, as a pause request would. */
    public void breakAt(Phase here) {
        phase = here;
        mode = Mode.STEPPED;
        state = State.PAUSED;
        pausedReason = AgentStatus.BECAUSE_BREAKPOINT;
        pauseRequested = false;
    }

    /** Why the agent is paused, or null when it is not. */
    public String pausedReason() {
        return state == State.PAUSED ? pausedReason : null;
    }

    /** Loop mode: the interval after a cycle elapsed. Returns true when a new cycle starts. */
    public boolean intervalElapsed() {
        if (state != State.IDLE) {
            return false;
        }
        state = State.RUNNING;
        work = Work.LOOP;
        return true;
    }

    public void enter(Phase now) {
        phase = now;
    }

    public Mode mode() {
        return mode;
    }

    public State state() {
        return state;
    }

    public Phase phase() {
        return phase;
    }

    public Work work() {
        return work;
    }

    public boolean pauseRequested() {
        return pauseRequested;
    }

    public String stateKey() {
        return switch (state) {
            case RUNNING -> AgentStatus.RUNNING;
            case PAUSED -> AgentStatus.PAUSED;
            case IDLE -> AgentStatus.IDLE;
        };
    }

    public String modeKey() {
        return mode == Mode.LOOP ? AgentStatus.LOOP : AgentStatus.STEPPED;
    }

    public String phaseKey() {
        return switch (phase) {
            case BETWEEN_CYCLES -> AgentStatus.BETWEEN_CYCLES;
            case AT_WAKE -> AgentStatus.AT_WAKE;
            case MID_CYCLE -> AgentStatus.MID_CYCLE;
        };
    }
}
