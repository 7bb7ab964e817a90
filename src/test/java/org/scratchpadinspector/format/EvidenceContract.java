package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Evidence;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitEvidence;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitLog;

/**
 * What every source offering {@link Evidence} promises, run against a sample of its format with a unit that has a
 * log. Each provider of the facet has a test that extends this.
 */
public abstract class EvidenceContract {
    /** A source over a sample; only read. */
    protected abstract MemorySource source() throws Exception;

    /** The id, as typed, of a unit of the sample whose log has lines. */
    protected abstract String unitWithLog();

    private Evidence evidence(MemorySource source) {
        return source.facet(Evidence.class).orElseThrow(() -> new AssertionError("no Evidence facet"));
    }

    @Test
    void everyUnitHasEvidenceWhoseFilesSayTruthfullyWhetherTheyAreThere() throws Exception {
        MemorySource source = source();
        for (Unit unit : source.units(Cancellation.NONE, u -> { })) {
            UnitEvidence found = evidence(source).evidence(unit.id(), UnitLog.DEFAULT_MAX_BYTES)
                    .orElseThrow(() -> new AssertionError("no evidence for " + unit.id()));
            assertThat(found.log() == null).as("a log, or why there is none, for %s", unit.id())
                    .isEqualTo(found.logMissing() != null);
            assertThat(found.files()).allSatisfy(file -> {
                assertThat(file.label()).isNotBlank();
                assertThat(file.exists()).as(file.pathText()).isEqualTo(file.path() != null && Files.exists(file.path()));
            });
        }
    }

    @Test
    void aUnitsLogIsItsOwnAndItsTracebackLiesWithinIt() throws Exception {
        MemorySource source = source();
        UnitId unit = source.find(unitWithLog()).orElseThrow();

        UnitLog log = evidence(source).evidence(unit, UnitLog.DEFAULT_MAX_BYTES).orElseThrow().log();

        assertThat(log).isNotNull();
        assertThat(log.text()).isNotBlank();
        if (log.hasTraceback()) {
            assertThat(log.tracebackStart()).isBetween(0, log.tracebackEnd());
            assertThat(log.tracebackEnd()).isLessThanOrEqualTo(log.text().length());
        }
    }

    @Test
    void aLogCutAtABoundSaysSo() throws Exception {
        MemorySource source = source();
        UnitId unit = source.find(unitWithLog()).orElseThrow();

        UnitLog log = evidence(source).evidence(unit, 16).orElseThrow().log();

        assertThat(log.text().length()).isLessThanOrEqualTo(16);
        assertThat(log.note()).isNotBlank();
    }

    @Test
    void anIdOfNoUnitHasNoEvidence() throws Exception {
        assertThat(evidence(source()).evidence(UnitId.of("19990101_000000"), 1024)).isEmpty();
    }
}
