package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.iterations.IterationRecord;
import org.scratchpadinspector.ui.iterations.IterationsViewModel;

/**
 * The details' Iterations tab, with the inline runner: it reads any source's Steps facet (a recursive-context
 * turn's phases, an attached agent's reported iterations over seed 000's rebuilt ones), only while it shows, and a
 * source without steps has no tab, with the source's reason.
 */
class DetailsIterationsTest {
    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());

    private DetailsViewModel open(String dir) {
        context.open(Sources.open(Path.of(dir)));
        return new DetailsViewModel(context);
    }

    @Test
    void aRecursiveContextTurnShowsItsTwoPhasesOnceTheTabShows() {
        DetailsViewModel vm = open("scratchpad-samples/recursive-context/runs");
        context.selectedUnitProperty().set(UnitId.of("python-help#1"));
        IterationsViewModel iterations = vm.iterations();
        assertThat(vm.hasStepsProperty().get()).isTrue();
        assertThat(vm.stepsLackProperty().get()).isEmpty();
        assertThat(iterations.records()).as("not read while the tab is hidden").isEmpty();

        vm.setIterationsActive(true);

        assertThat(iterations.records()).extracting(IterationRecord::n).containsExactly(1, 2);
        assertThat(iterations.originProperty().get()).isEqualTo("recorded");
        assertThat(iterations.stepKindProperty().get()).isEqualTo("phase");
        iterations.next();
        assertThat(iterations.positionProperty().get()).isEqualTo("phase 2 of 2");
        assertThat(iterations.pairProperty().get().changes()).isNotEmpty();
    }

    @Test
    void aSourceWithoutStepsHasNoIterationsAndSaysWhyInItsOwnWords() {
        DetailsViewModel vm = open("scratchpad-samples/mempalace/demo");
        MemorySource source = context.source();
        context.selectedUnitProperty().set(source.units().get(0).id());

        vm.setIterationsActive(true);

        assertThat(vm.hasStepsProperty().get()).isFalse();
        assertThat(vm.stepsLackProperty().get()).isEqualTo(source.lacks(Steps.class)).contains("does not offer steps");
        assertThat(vm.iterations().records()).isEmpty();
    }

    @Test
    void iterationsTheAttachedAgentReportedAreShownMarkedReportedInsteadOfRebuilt() {
        DetailsViewModel vm = open("scratchpad-samples/msa-real");
        vm.setIterationsActive(true);
        String cycle = "20260401_101153";
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", List.of("Keep the node healthy"));
        state.put("notes", "reported by the agent");
        context.reportedSteps().accept(new AgentEvent(AgentEvent.CYCLE_STARTED, 1, "t", cycle, Map.of()));
        context.reportedSteps().accept(new AgentEvent(AgentEvent.ITERATION, 2, "t", cycle, Map.of("n", 1,
                "response", "{\"tool\": \"update_scratchpad\", \"args\": {\"notes\": \"reported by the agent\"}}",
                "action", "update_scratchpad", "args", Map.of("notes", "reported by the agent"), "state", state)));

        context.selectedUnitProperty().set(UnitId.of(cycle));

        IterationsViewModel iterations = vm.iterations();
        assertThat(iterations.originProperty().get()).isEqualTo("reported");
        assertThat(iterations.records()).hasSize(1);
        assertThat(iterations.records().get(0).action()).isEqualTo("update_scratchpad {\"notes\":\"reported by the agent\"}");
        assertThat(iterations.records().get(0).after()).contains("notes: reported by the agent");
        assertThat(iterations.verdictProperty().get()).startsWith("partial: 1 of ");

        context.selectedUnitProperty().set(UnitId.of("20260401_122023"));
        assertThat(iterations.originProperty().get()).isEqualTo("rebuilt");
    }
}
