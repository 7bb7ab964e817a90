package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.agent.reference.ControlStateMachine.Mode;
import org.scratchpadinspector.agent.reference.ControlStateMachine.PauseEffect;
import org.scratchpadinspector.agent.reference.ControlStateMachine.Phase;
import org.scratchpadinspector.agent.reference.ControlStateMachine.State;

class ControlStateMachineTest {
    @Test
    void aSteppedAgentBeginsPausedBetweenCycles() {
        ControlStateMachine m = ControlStateMachine.start(true);
        assertThat(m.state()).isEqualTo(State.PAUSED);
        assertThat(m.mode()).isEqualTo(Mode.STEPPED);
        assertThat(m.phase()).isEqualTo(Phase.BETWEEN_CYCLES);
    }

    @Test
    void aLoopAgentRunsAtOnceAndIdlesBetweenCycles() {
        ControlStateMachine m = ControlStateMachine.start(false);
        assertThat(m.state()).isEqualTo(State.RUNNING);
        assertThat(m.cycleFinished()).isFalse();
        assertThat(m.state()).isEqualTo(State.IDLE);
        assertThat(m.intervalElapsed()).isTrue();
        assertThat(m.state()).isEqualTo(State.RUNNING);
    }

    @Test
    void stepIterationRunsOneIterationThenPausesMidCycle() throws Exception {
        ControlStateMachine m = ControlStateMachine.start(true);
        m.step(StepUnit.ITERATION);
        assertThat(m.pauseAt(Phase.AT_WAKE, false)).isFalse();
        assertThat(m.pauseAt(Phase.MID_CYCLE, false)).isFalse();
        assertThat(m.pauseAt(Phase.MID_CYCLE, true)).isTrue();
        assertThat(m.state()).isEqualTo(State.PAUSED);
        assertThat(m.phase()).isEqualTo(Phase.MID_CYCLE);
    }

    @Test
    void stepCycleRunsToTheEndOfTheCycleThenPauses() throws Exception {
        ControlStateMachine m = ControlStateMachine.start(true);
        m.step(StepUnit.CYCLE);
        assertThat(m.pauseAt(Phase.MID_CYCLE, true)).isFalse();
        assertThat(m.cycleFinished()).isTrue();
        assertThat(m.state()).isEqualTo(State.PAUSED);
    }

    @Test
    void aStepWhileRunningIsBusy() throws Exception {
        ControlStateMachine m = ControlStateMachine.start(false);
        assertThatThrownBy(() -> m.step(StepUnit.CYCLE)).isInstanceOf(ControlStateMachine.Busy.class);
        m.cycleFinished();
        m.step(StepUnit.CYCLE);
        assertThat(m.mode()).isEqualTo(Mode.STEPPED);
        assertThat(m.state()).isEqualTo(State.RUNNING);
    }

    @Test
    void pauseWhileRunningWaitsForTheNextSafePoint() {
        ControlStateMachine m = ControlStateMachine.start(false);
        assertThat(m.pause()).isEqualTo(PauseEffect.REQUESTED);
        assertThat(m.state()).isEqualTo(State.RUNNING);
        assertThat(m.mode()).isEqualTo(Mode.STEPPED);
        assertThat(m.pauseAt(Phase.MID_CYCLE, true)).isTrue();
        assertThat(m.state()).isEqualTo(State.PAUSED);
    }

    @Test
    void pauseWhileIdlePausesAtOnce() {
        ControlStateMachine m = ControlStateMachine.start(false);
        m.cycleFinished();
        assertThat(m.pause()).isEqualTo(PauseEffect.PAUSED_NOW);
        assertThat(m.state()).isEqualTo(State.PAUSED);
        assertThat(m.intervalElapsed()).isFalse();
    }

    @Test
    void resumeSwitchesToLoopAndFinishesTheCycleInProgress() throws Exception {
        ControlStateMachine m = ControlStateMachine.start(true);
        m.step(StepUnit.ITERATION);
        m.pauseAt(Phase.MID_CYCLE, true);
        m.resume();
        assertThat(m.mode()).isEqualTo(Mode.LOOP);
        assertThat(m.state()).isEqualTo(State.RUNNING);
        assertThat(m.pauseAt(Phase.MID_CYCLE, true)).isFalse();
        assertThat(m.cycleFinished()).isFalse();
        assertThat(m.state()).isEqualTo(State.IDLE);
    }

    @Test
    void thePausedReasonSaysWhyAndIsNullWhileNotPaused() throws Exception {
        ControlStateMachine m = ControlStateMachine.start(true);
        assertThat(m.pausedReason()).isEqualTo("start");
        m.step(StepUnit.CYCLE);
        assertThat(m.pausedReason()).isNull();
        m.breakAt(ControlStateMachine.Phase.MID_CYCLE);
        assertThat(m.pausedReason()).isEqualTo("breakpoint");
        assertThat(m.mode()).isEqualTo(ControlStateMachine.Mode.STEPPED);
        assertThat(m.phase()).isEqualTo(ControlStateMachine.Phase.MID_CYCLE);
        m.resume();
        assertThat(m.pausedReason()).isNull();
        m.pause();
        assertThat(m.pauseAt(ControlStateMachine.Phase.MID_CYCLE, false)).isTrue();
        assertThat(m.pausedReason()).isEqualTo("pause");
        m.step(StepUnit.ITERATION);
        assertThat(m.pauseAt(ControlStateMachine.Phase.MID_CYCLE, true)).isTrue();
        assertThat(m.pausedReason()).isEqualTo("step");
    }
}
