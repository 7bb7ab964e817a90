package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.EvidenceContract;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Evidence;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitEvidence;
import org.scratchpadinspector.model.UnitFile;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitLog;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The Evidence facet's contract on a copy of the real agent's root msa-real: a cycle's log section, files and crash. */
class CycleEvidenceTest extends EvidenceContract {
    @TempDir
    Path tmp;

    private Path copy;

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/msa-real"), tmp.resolve("sample"));
        }
        YamlCyclesProvider provider = new YamlCyclesProvider();
        return provider.open(provider.recognise(copy), SourceOptions.NOW, Cancellation.NONE);
    }

    @Override
    protected String unitWithLog() {
        return "20260401_101153";
    }

    @Test
    void aCycleShowsItsBeforeAfterActiveAndLogFilesInThatOrder() throws Exception {
        UnitEvidence found = source().facet(Evidence.class).orElseThrow()
                .evidence(UnitId.of("20260401_101153"), UnitLog.DEFAULT_MAX_BYTES).orElseThrow();

        assertThat(found.files()).extracting(UnitFile::label).containsExactly("Before", "After", "Active", "Log");
        assertThat(found.files().get(0).pathText()).endsWith("20260401_101153_before.yaml");
        assertThat(found.log().text()).contains("Iteration 1/");
        assertThat(found.crash()).isEmpty();
    }

    @Test
    void aCrashedCycleSaysWhatItsCrashSaid() throws Exception {
        UnitEvidence found = source().facet(Evidence.class).orElseThrow()
                .evidence(UnitId.of("20260401_101704"), UnitLog.DEFAULT_MAX_BYTES).orElseThrow();

        assertThat(found.crash()).isNotBlank();
    }
}
