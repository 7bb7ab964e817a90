package org.scratchpadinspector.agent.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.ProtocolJson;
import org.scratchpadinspector.format.StepsContract;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitSteps;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;

/**
 * An attached agent's reported iterations as steps, over the real agent's root msa-real: the Steps contract on a
 * cycle the agent reported (its events carry what the agent held after each iteration, here the states the
 * replay of that cycle ends each iteration at, which the replay proves equal to the agent's files), and what the
 * view relies on: reported beats rebuilt, any other cycle stays rebuilt, a state left out is said so.
 */
class ReportedStepsTest extends StepsContract {
    private static final String CYCLE = "20260401_101153";

    @TempDir
    Path tmp;

    private Path copy;
    private final ReportedSteps reported = new ReportedSteps();

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/msa-real"), tmp.resolve("sample"));
        }
        MemorySource own = Sources.open(copy);
        Steps rebuilt = own.facet(Steps.class).orElseThrow();
        if (reported.of(UnitId.of(CYCLE)).isEmpty()) {
            events(rebuilt.steps(UnitId.of(CYCLE), Cancellation.NONE), CYCLE, -1).forEach(reported::accept);
        }
        return withSteps(own, reported.over(rebuilt));
    }

    @Override
    protected String unitWithSteps() {
        return CYCLE;
    }

    /** The source with its Steps facet replaced: every other call goes to it unchanged. */
    private static MemorySource withSteps(MemorySource own, Steps steps) {
        return (MemorySource) Proxy.newProxyInstance(MemorySource.class.getClassLoader(),
                new Class<?>[] {MemorySource.class}, (proxy, method, args) -> {
                    if (method.getName().equals("facet") && args.length == 1 && args[0] == Steps.class) {
                        return Optional.of(steps);
                    }
                    try {
                        return method.invoke(own, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /**
     * The events an agent sends for {@code cycle} (protocol section 7): cycle_started, then one iteration event per
     * step with the state after it as JSON; the state of iteration {@code omitted} left out as over the bound.
     */
    private static List<AgentEvent> events(UnitSteps steps, String cycle, int omitted) {
        List<AgentEvent> events = new ArrayList<>();
        events.add(new AgentEvent(AgentEvent.CYCLE_STARTED, 1, "2026-04-01T10:11:53", cycle, Map.of()));
        for (Step step : steps.steps()) {
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("n", step.n());
            data.put("response", step.fields().get("response"));
            boolean parseError = Boolean.TRUE.equals(step.fields().get("parse_error"));
            if (step.fields().get("action") instanceof Map<?, ?> action) {
                data.put("action", action.get("tool"));
                data.put("done", "done".equals(action.get("tool")));
            } else if (parseError) {
                data.put("action", "parse_error");
            }
            data.put("tool_result", step.fields().get("result"));
            data.put("failed", step.fields().get("failed"));
            data.put("unknown", step.fields().get("unknown"));
            data.put("parse_error", parseError);
            if (step.n() == omitted) {
                data.put("state_omitted", true);
            } else {
                data.put("state", json(step.after().value()));
            }
            events.add(new AgentEvent(AgentEvent.ITERATION, step.n() + 1, "2026-04-01T10:11:5" + step.n(), cycle, data));
        }
        return events;
    }

    /** A value as it comes through the protocol: written as JSON and read back. */
    private static Object json(Object value) {
        try {
            return ProtocolJson.readValue(ProtocolJson.write(value).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aReportedCycleShowsTheAgentsOwnStatesMarkedReportedAndEndsWhereTheReplayEnds() throws Exception {
        MemorySource source = source();
        UnitSteps rebuilt = Sources.open(copy).facet(Steps.class).orElseThrow().steps(UnitId.of(CYCLE), Cancellation.NONE);

        UnitSteps shown = source.facet(Steps.class).orElseThrow().steps(UnitId.of(CYCLE), Cancellation.NONE);

        assertThat(shown.steps()).hasSameSizeAs(rebuilt.steps()).allSatisfy(step ->
                assertThat(step.provenance()).isEqualTo("reported"));
        assertThat(shown.outcome()).isEqualTo("ok");
        assertThat(shown.origin()).contains("reported by the attached agent");
        for (int i = 0; i < shown.steps().size(); i++) {
            assertThat(shown.steps().get(i).after().value()).as("after iteration %d", i + 1)
                    .isEqualTo(json(rebuilt.steps().get(i).after().value()));
        }
        assertThat(shown.steps().get(0).before().value()).isEqualTo(rebuilt.steps().get(0).before().value());
        assertThat(shown.steps().get(0).changed()).isNotEmpty();
    }

    @Test
    void aCycleTheAgentDidNotReportStaysRebuiltFromTheFiles() throws Exception {
        MemorySource source = source();

        UnitSteps other = source.facet(Steps.class).orElseThrow().steps(UnitId.of("20260401_122023"), Cancellation.NONE);

        assertThat(other.steps()).isNotEmpty().allSatisfy(step -> assertThat(step.provenance()).isEqualTo("rebuilt"));
        assertThat(other.outcome()).isEqualTo("ok");
    }

    @Test
    void aStateTheAgentLeftOutIsAbsentAndSaysWhyAndFewerReportedThanLoggedIsPartial() throws Exception {
        MemorySource own = Sources.open(SampleCopy.copy(Path.of("scratchpad-samples/msa-real"), tmp.resolve("other")));
        Steps rebuilt = own.facet(Steps.class).orElseThrow();
        UnitSteps all = rebuilt.steps(UnitId.of("20260401_122023"), Cancellation.NONE);
        ReportedSteps partly = new ReportedSteps();
        List<AgentEvent> events = events(all, "20260401_122023", 2);
        events.subList(0, 4).forEach(partly::accept); // started, then iterations 1 to 3 of 5

        UnitSteps shown = partly.over(rebuilt).steps(UnitId.of("20260401_122023"), Cancellation.NONE);

        assertThat(shown.steps()).hasSize(3);
        assertThat(shown.outcome()).isEqualTo("partial: 3 of 5");
        assertThat(shown.agrees()).isFalse();
        assertThat(shown.steps().get(1).after().absent()).isTrue();
        assertThat(shown.steps().get(1).after().problems()).containsExactly(ReportedSteps.OMITTED);
        assertThat(shown.steps().get(2).before().absent()).isTrue();
        assertThat(shown.steps().get(2).title()).startsWith("parse error");
        assertThat(shown.steps().get(2).severity()).isEqualTo(org.scratchpadinspector.model.Severity.FAILURE);
    }

    @Test
    void aCycleStartedAgainForgetsWhatItsEarlierRunReportedAndClearingForgetsEverything() throws Exception {
        source();
        assertThat(reported.of(UnitId.of(CYCLE))).isNotEmpty();

        reported.accept(new AgentEvent(AgentEvent.CYCLE_STARTED, 99, "2026-04-01T10:20:00", CYCLE, Map.of()));
        assertThat(reported.of(UnitId.of(CYCLE))).isEmpty();

        source();
        reported.clear();
        assertThat(reported.of(UnitId.of(CYCLE))).isEmpty();
    }
}
