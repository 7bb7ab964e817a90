package org.scratchpadinspector.agent.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.agent.protocol.AgentEvent;

class ReportedIterationsTest {
    private static AgentEvent event(String type, long seq, String cycle, Object... keyValues) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seq", seq);
        data.put("cycle_id", cycle);
        for (int i = 0; i < keyValues.length; i += 2) {
            data.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new AgentEvent(type, seq, "2026-11-22T09:30:14.201Z", cycle, data);
    }

    private static AgentEvent iteration(long seq, String cycle, int n, String action, Object args, Object state) {
        return event(AgentEvent.ITERATION, seq, cycle, "n", n, "response", "{\"tool\": \"" + action + "\"}", "action", action,
                "args", args, "tool_result", action.equals("echo") ? "ECHO: hi" : null, "done", action.equals("done"),
                "parse_error", action.equals("parse_error"), "failed", false, "unknown", false, "state", state);
    }

    @Test
    void iterationEventsBecomeRecordsGroupedByCycleInTheOrderTheyCame() {
        var records = ReportedIterations.of(List.of(
                event(AgentEvent.CYCLE_STARTED, 1, "c1"),
                iteration(3, "c1", 1, "echo", Map.of("message", "hi"), Map.of("notes", "[TOOL] echo")),
                event(AgentEvent.INJECTION_APPLIED, 4, "c1", "id", "inj-1"),
                iteration(5, "c1", 2, "parse_error", null, Map.of("notes", "[PARSE ERROR]")),
                iteration(6, "c1", 3, "done", Map.of("summary", "ok"), Map.of("notes", "[COMPLETED] ok")),
                event(AgentEvent.CYCLE_STARTED, 8, "c2"),
                iteration(9, "c2", 1, "echo", Map.of(), Map.of())));

        assertThat(records).containsOnlyKeys("c1", "c2");
        List<ReportedIteration> c1 = records.get("c1");
        assertThat(c1).extracting(ReportedIteration::n).containsExactly(1, 2, 3);
        assertThat(c1.get(0).tool()).isEqualTo("echo");
        assertThat(c1.get(0).args()).isEqualTo(Map.of("message", "hi"));
        assertThat(c1.get(0).result()).isEqualTo("ECHO: hi");
        assertThat(c1.get(0).stateAfter()).isEqualTo(Map.of("notes", "[TOOL] echo"));
        assertThat(c1.get(1).parseError()).isTrue();
        assertThat(c1.get(1).tool()).isNull();
        assertThat(c1.get(1).args()).isNull();
        assertThat(c1.get(2).done()).isTrue();
    }

    @Test
    void aReplayedEventReplacesTheEarlierOneAndACycleStartedAgainBeginsAfresh() {
        ReportedIterations reader = new ReportedIterations();
        reader.accept(event(AgentEvent.CYCLE_STARTED, 1, "c1"));
        reader.accept(iteration(2, "c1", 1, "echo", Map.of(), Map.of("v", 1)));
        reader.accept(iteration(2, "c1", 1, "echo", Map.of(), Map.of("v", 2)));
        assertThat(reader.cycle("c1")).singleElement().satisfies(it -> assertThat(it.stateAfter()).isEqualTo(Map.of("v", 2)));
        reader.accept(event(AgentEvent.CYCLE_STARTED, 3, "c1"));
        assertThat(reader.cycle("c1")).isEmpty();
        assertThat(reader.cycle("never")).isEmpty();
    }

    @Test
    void anOmittedStateIsSaidAndAnOlderAgentsEventWithoutOneGivesNull() {
        AgentEvent omitted = event(AgentEvent.ITERATION, 2, "c1", "n", 1, "action", "echo", "state", null, "state_omitted", true);
        AgentEvent older = event(AgentEvent.ITERATION, 3, "c1", "n", 2, "action", "echo", "tool_result", "ECHO");
        assertThat(ReportedIteration.of(omitted).orElseThrow().stateOmitted()).isTrue();
        assertThat(ReportedIteration.of(omitted).orElseThrow().stateAfter()).isNull();
        ReportedIteration old = ReportedIteration.of(older).orElseThrow();
        assertThat(old.stateAfter()).isNull();
        assertThat(old.args()).isNull();
        assertThat(old.stateOmitted()).isFalse();
        assertThat(ReportedIteration.of(event(AgentEvent.PAUSED, 4, "c1"))).isEmpty();
    }

    @Test
    void recordsCannotBeChangedThroughTheirMaps() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", new java.util.ArrayList<>(List.of("ship")));
        ReportedIteration it = ReportedIteration.of(iteration(1, "c1", 1, "echo", Map.of(), state)).orElseThrow();
        state.put("goals", List.of());
        assertThat(it.stateAfter()).isEqualTo(Map.of("goals", List.of("ship")));
        assertThatThrownBy(() -> it.stateAfter().put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
        @SuppressWarnings("unchecked")
        List<Object> goals = (List<Object>) it.stateAfter().get("goals");
        assertThatThrownBy(() -> goals.add("more")).isInstanceOf(UnsupportedOperationException.class);
    }
}
