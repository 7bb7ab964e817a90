package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.StepsContract;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitSteps;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The Steps facet's contract on a copy of miniagent/32-tutor-demo, and a correction's steps as recorded. */
class CorrectionStepsTest extends StepsContract {
    @TempDir
    Path tmp;

    private Path copy;

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/miniagent/32-tutor-demo"), tmp.resolve("sample"));
        }
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(copy), SourceOptions.NOW, Cancellation.NONE);
    }

    @Override
    protected String unitWithSteps() {
        return "3ceb3ffd";
    }

    @Test
    void aCorrectionsStepsGoFromItsStartToItsEndOneStepAtATime() throws Exception {
        MemorySource source = source();
        UnitId unit = source.find("3ceb3ffd").orElseThrow();
        UnitDetail detail = source.detail(unit, Cancellation.NONE).orElseThrow();

        UnitSteps all = source.facet(Steps.class).orElseThrow().steps(unit, Cancellation.NONE);

        assertThat(all.outcome()).isEqualTo("ok");
        assertThat(all.steps()).hasSize(2);
        Step first = all.steps().get(0);
        assertThat(first.provenance()).isEqualTo("recorded");
        assertThat(first.title()).isEqualTo("lookup_irregular_verb(verb=\"go\") -> ok: go: past went; participle gone");
        assertThat(first.fields()).containsEntry("thought", "The learner wrote 'goed'. Check the table.")
                .containsEntry("ok", true);
        assertThat(first.changed()).extracting(p -> p.text()).containsExactly("steps[0]");
        assertThat(first.before().text()).isEqualTo(detail.state("before").text());
        assertThat(all.steps().get(1).after().text()).isEqualTo(detail.state("after").text());
    }

    @Test
    void theStoreIsNoCorrectionAndHasNoSteps() throws Exception {
        MemorySource source = source();

        UnitSteps none = source.facet(Steps.class).orElseThrow()
                .steps(source.find("longterm").orElseThrow(), Cancellation.NONE);

        assertThat(none.steps()).isEmpty();
        assertThat(none.whyNone()).contains("is no correction");
    }
}
