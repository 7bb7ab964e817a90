package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.agent.protocol.AgentEvent;

class AgentEventTextTest {
    private static AgentEvent paused(Object... keyValues) {
        Map<String, Object> data = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            data.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new AgentEvent(AgentEvent.PAUSED, 12, "2026-11-22T09:30:14.201Z", (String) data.get("cycle_id"), data);
    }

    @Test
    void aBreakpointPauseSaysWhichWatchpointHeldWhereAndWhatItSawAsAWarning() {
        AgentEventRow row = AgentEventText.row(paused("cycle_id", "20261122_093012", "iteration", 2, "phase", "mid_cycle",
                "reason", "breakpoint", "breakpoint", "w1", "condition", Map.of("when", "tool", "tool", "write_file"),
                "saw", Map.of("tool", "write_file", "args", "{'path': 'x'}"),
                "hit_cycle_id", "20261122_093012", "hit_iteration", 2));
        assertThat(row.text()).isEqualTo("paused by watchpoint w1 (tool=write_file) held in cycle 20261122_093012,"
                + " iteration 2: matched write_file({'path': 'x'})");
        assertThat(row.severity()).isEqualTo(AgentEventRow.Severity.WARNING);
        assertThat(row.time()).isEqualTo("09:30:14");
    }

    @Test
    void aHitOnTheIterationThatEndedTheCycleNamesThatCycleAndSaysTheAgentWaitsBetweenCycles() {
        AgentEventRow row = AgentEventText.row(paused("cycle_id", null, "iteration", 0, "phase", "between_cycles",
                "reason", "breakpoint", "breakpoint", "crash", "condition", Map.of("when", "status", "status", "crashed"),
                "saw", Map.of("status", "crashed"), "hit_cycle_id", "20261122_093012", "hit_iteration", 1));
        assertThat(row.text()).isEqualTo("paused by watchpoint crash (status=crashed) held in cycle 20261122_093012,"
                + " iteration 1: the cycle ended crashed — waiting between cycles");
    }

    @Test
    void anOlderAgentsBreakpointPauseIsSaidWithWhatItSendsAndAPlainPauseIsUnchanged() {
        AgentEventRow older = AgentEventText.row(paused("cycle_id", "20261122_093012", "iteration", 2, "reason", "breakpoint",
                "breakpoint", "task", "saw", Map.of("path", "current_task", "old", "a", "new", "b")));
        assertThat(older.text()).isEqualTo("paused by watchpoint task held in cycle 20261122_093012, iteration 2:"
                + " current_task changed: \"a\" → \"b\"");
        assertThat(AgentEventText.row(paused("cycle_id", "20261122_093012", "iteration", 2, "reason", "step")).text())
                .isEqualTo("paused in cycle 20261122_093012 after iteration 2");
    }
}
