package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.StepsContract;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitSteps;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The Steps facet's contract on a copy of the real agent's root msa-real, and seed 000's iterations as steps. */
class CycleStepsTest extends StepsContract {
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
    protected String unitWithSteps() {
        return "20260401_101153";
    }

    @Test
    void eachReplayedIterationIsAStepWithItsFieldsItsParsedStatesAndTheReplaysVerdict() throws Exception {
        Steps steps = source().facet(Steps.class).orElseThrow();
        UnitSteps all = steps.steps(UnitId.of("20260401_101153"), Cancellation.NONE);

        assertThat(all.outcome()).isEqualTo("ok");
        assertThat(all.bound()).isEqualTo(5);
        assertThat(all.steps()).hasSize(5);
        Step first = all.steps().get(0);
        assertThat(first.provenance()).isEqualTo("rebuilt");
        assertThat(first.severity()).isEqualTo(Severity.FAILURE);
        assertThat(first.fields()).containsKeys("response", "response_truncated", "action", "result", "failed",
                "unknown", "parse_error").containsEntry("failed", true);
        assertThat(first.fields().get("action")).isEqualTo(Map.of("tool", "shell",
                "args", "['journalctl', '-u', 'detector', '--since', '-24h']"));
        assertThat(first.before().value()).isInstanceOf(Map.class);
        assertThat(first.after().value()).isInstanceOf(Map.class);
        assertThat(first.changed()).extracting(p -> p.text()).contains("notes");
        assertThat(first.lines()).extracting(Step.Line::label).containsExactly("response", "failed");
        assertThat(steps.unitKind()).isEqualTo("cycle");
        assertThat(steps.stepKind()).isEqualTo("iteration");
    }

    @Test
    void aCrashedCycleEndsAtItsCrashAndThePromptIsRebuilt() throws Exception {
        Steps steps = source().facet(Steps.class).orElseThrow();

        assertThat(steps.steps(UnitId.of("20260401_101704"), Cancellation.NONE).outcome()).isEqualTo("crashed at 4");
        assertThat(steps.prompt(UnitId.of("20260401_100137"), 2)).hasValueSatisfying(p -> {
            assertThat(p.provenance()).isEqualTo("rebuilt");
            assertThat(p.user()).startsWith("\nCurrent scratchpad state:\n");
        });
    }
}
