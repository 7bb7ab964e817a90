package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.engine.timetravel.RunComparer;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;

/**
 * {@code compare} chooses the whole-run comparison by the facet a source offers, never by its format's name: seed
 * 000 offers a {@link RunComparer} (cycles paired from a fork point, tool calls aligned); a format without one is
 * compared unit by unit.
 */
class RunComparerFacetTest {
    static MemorySource open(String dir) throws Exception {
        return Formats.registry().open(Path.of(dir), SourceOptions.NOW, Cancellation.NONE);
    }

    @Test
    void aCycleScratchpadOffersTheWholeRunComparisonAndItAgreesWithItself() throws Exception {
        RunComparer comparer = open("scratchpad-samples/demo").facet(RunComparer.class).orElseThrow();

        RunComparer.Comparison same = comparer.compare(Path.of("scratchpad-samples/demo"), Path.of("scratchpad-samples/demo"));

        assertThat(same.agrees()).isTrue();
        assertThat(same.json().has("fork_point")).isTrue();
    }

    @Test
    void formatsWithoutRunsOfCyclesOfferNoneAndCompareUnitByUnit() throws Exception {
        assertThat(open("scratchpad-samples/recursive-context/runs").facet(RunComparer.class)).isEmpty();
        assertThat(open("scratchpad-samples/miniagent/32-tutor-demo").facet(RunComparer.class)).isEmpty();
    }
}
