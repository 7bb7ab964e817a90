package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class HealthReportTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";

    @TempDir
    Path tmp;

    @Test
    void activeEditedAfterTheLastCycleIsANoteNotAProblem() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .write("active.yaml", state("Hand-edited task", "''", "Draft"));

        HealthReport report = HealthReport.of(f.open(), Cancellation.NONE);

        assertThat(report.isHealthy()).isTrue();
        assertThat(report.findings()).extracting(HealthReport.Finding::message)
                .anySatisfy(m -> assertThat(m).contains("active.yaml differs from " + A + "_after.yaml"));
    }

    @Test
    void activeEqualToTheLastAfterButForLastUpdatedSaysNothing() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .write("active.yaml", state("Review", "''", "Draft")
                        .replace("last_updated: null", "last_updated: '2026-04-01T10:00:09'"));

        assertThat(HealthReport.of(f.open(), Cancellation.NONE).findings()).isEmpty();
    }

    @Test
    void interruptedCycleAndContinuityBreakMakeItUnhealthy() {
        var f = new ScratchpadFixture(tmp).cycle(A, state("Draft", "''"), null)
                .cycle(B, state("Other", "''"), state("Review", "''"))
                .write("active.yaml", state("Review", "''"));

        HealthReport report = HealthReport.of(f.open(), Cancellation.NONE);

        assertThat(report.isHealthy()).isFalse();
        assertThat(report.findings()).extracting(HealthReport.Finding::message)
                .anySatisfy(m -> assertThat(m).contains(A + " interrupted"))
                .anySatisfy(m -> assertThat(m).contains(B + " continuity break"));
    }
}
