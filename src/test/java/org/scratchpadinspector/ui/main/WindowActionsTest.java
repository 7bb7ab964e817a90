package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.JsonUnitsFolder;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * Every window action that needs a facet, on a source without it: unavailable, with the source's own one-line
 * reason (what the command line prints); on a source with it: available, no reason.
 */
class WindowActionsTest {
    @TempDir
    Path tmp;
    final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    final WindowActions actions = new WindowActions(context);

    private MemorySource open(Path sample) throws Exception {
        MemorySource source = Sources.open(SampleCopy.copy(sample, tmp.resolve(sample.getFileName())));
        context.open(source);
        return source;
    }

    /** A folder of the test-only format: it offers editing and nothing else. */
    private MemorySource openTestUnits() throws Exception {
        MemorySource source = JsonUnitsFolder.open(JsonUnitsFolder.write(tmp.resolve("units")));
        context.open(source);
        return source;
    }

    private static void unavailableBecause(FacetGate gate, String reason) {
        assertThat(gate.isAvailable()).isFalse();
        assertThat(gate.reason()).isEqualTo(reason).doesNotContain("\n");
    }

    @Test
    void editUnitOnAReadOnlySourceIsUnavailableWithTheSourcesReason() throws Exception {
        MemorySource notes = open(Path.of("scratchpad-samples/forge-notes"));

        unavailableBecause(actions.editUnit(), notes.lacks(org.scratchpadinspector.model.Editing.class));
        assertThat(actions.editUnit().reason()).contains("is read-only: its notes live in the agent's memory");
    }

    @Test
    void restoreAndForkOnASourceWithoutTimeTravelAreUnavailableWithTheSourcesReason() throws Exception {
        MemorySource notes = open(Path.of("scratchpad-samples/forge-notes"));

        unavailableBecause(actions.timeTravel(), notes.lacks(org.scratchpadinspector.model.TimeTravel.class));
        assertThat(actions.timeTravel().reason()).contains("is read-only");
    }

    @Test
    void blameCompareAndFieldHistoryOnASourceWithoutHistoryAreUnavailableSayingSo() throws Exception {
        MemorySource units = openTestUnits();

        unavailableBecause(actions.history(), units.lacks(org.scratchpadinspector.model.History.class));
        assertThat(actions.history().reason()).startsWith("jsonunits does not offer history for ");
        unavailableBecause(actions.compareRuns(), actions.history().reason());
        assertThat(actions.editUnit().isAvailable()).isTrue();
        assertThat(actions.editUnit().reason()).isEmpty();
    }

    @Test
    void theAgentPanelWatchpointsAndRerunOnASourceWithoutLiveControlAreUnavailableSayingSo() throws Exception {
        MemorySource miniagent = open(Path.of("scratchpad-samples/miniagent"));

        unavailableBecause(actions.liveControl(), miniagent.lacks(org.scratchpadinspector.model.LiveControl.class));
        assertThat(actions.liveControl().reason()).startsWith("miniagent does not offer live control for ");
        assertThat(actions.history().isAvailable()).isTrue();
    }

    @Test
    void restoreForkAndTheComparisonOfTwoRunsWorkInTheWindowForASourceWithTheFacets() throws Exception {
        open(Path.of("scratchpad-samples/recursive-context/runs"));

        for (FacetGate gate : new FacetGate[] {actions.timeTravel(), actions.fork(), actions.compareRuns()}) {
            assertThat(gate.isAvailable()).as(gate.facet().getSimpleName()).isTrue();
            assertThat(gate.reason()).isEmpty();
        }
        assertThat(actions.editUnit().isAvailable()).isTrue();
    }

    @Test
    void forkOnASourceWithoutTimeTravelIsUnavailableSayingSo() throws Exception {
        MemorySource notes = open(Path.of("scratchpad-samples/forge-notes"));

        unavailableBecause(actions.fork(), notes.lacks(org.scratchpadinspector.model.TimeTravel.class));
    }

    @Test
    void onACycleScratchpadEveryActionIsAvailable() throws Exception {
        open(Path.of("scratchpad-samples/demo"));

        for (FacetGate gate : new FacetGate[] {actions.editUnit(), actions.history(), actions.timeTravel(),
                actions.fork(), actions.compareRuns(), actions.liveControl()}) {
            assertThat(gate.isAvailable()).as(gate.facet().getSimpleName()).isTrue();
            assertThat(gate.reason()).isEmpty();
        }
    }

    @Test
    void withNothingOpenEveryActionWaitsForAMemory() throws Exception {
        open(Path.of("scratchpad-samples/demo"));
        context.open(null);

        unavailableBecause(actions.editUnit(), "Open a memory first.");
        unavailableBecause(actions.liveControl(), "Open a memory first.");
    }

    @Test
    void aReasonNamingADirectoryWithControlCharactersIsPrintedEscaped() throws Exception {
        MemorySource units = JsonUnitsFolder.open(JsonUnitsFolder.write(tmp.resolve("units\u001b[31m")));
        context.open(units);

        assertThat(actions.history().reason()).contains("units\\x1b[31m").doesNotContain("\u001b");
    }
}
