package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/**
 * Edits race a real fast agent (a Python imitation of the seed's cycle, saving active.yaml in place every
 * 150 ms) for a bounded time: no save of the agent is wiped, and every edit written is either in the agent's
 * state or reported lost. The 150-second run is {@code scripts/bench.sh race}.
 */
class AgentSaveRaceTest {
    @TempDir
    Path tmp;

    @Test
    void editsRacingAnAgentThatSavesInPlaceWipeNoSaveAndEveryMissingEditIsReportedLost() throws Exception {
        Python.requirePyYaml();
        SaveRace.Figures figures = SaveRace.run(tmp, 20, 0.15);

        assertThat(figures.agentCycles()).as(figures.describe()).isPositive();
        assertThat(figures.written()).as(figures.describe()).isPositive();
        assertThat(figures.wipedSaves()).as(figures.describe()).isEmpty();
        assertThat(figures.writtenMissingUnreported()).as(figures.describe()).isEmpty();
        assertThat(figures.writtenFoundInState() + figures.writtenReportedLost()).isEqualTo(figures.written());
    }
}
