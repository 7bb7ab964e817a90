package org.scratchpadinspector.formats.recursivecontext;

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

/** The Steps facet's contract on a copy of recursive-context/runs, and a turn's respond and reflect phases. */
class TurnPhasesTest extends StepsContract {
    @TempDir
    Path tmp;

    private Path copy;

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("sample"));
        }
        RecursiveContextProvider provider = new RecursiveContextProvider();
        return provider.open(provider.recognise(copy), SourceOptions.NOW, Cancellation.NONE);
    }

    @Override
    protected String unitWithSteps() {
        return "python-help#1";
    }

    @Test
    void aTurnRespondsWithoutTouchingTheScratchpadThenReflectsItsChangesIn() throws Exception {
        MemorySource source = source();
        UnitId unit = source.find("python-help#1").orElseThrow();
        UnitDetail detail = source.detail(unit, Cancellation.NONE).orElseThrow();

        UnitSteps all = source.facet(Steps.class).orElseThrow().steps(unit, Cancellation.NONE);

        assertThat(all.steps()).hasSize(2);
        Step respond = all.steps().get(0);
        Step reflect = all.steps().get(1);
        assertThat(respond.title()).startsWith("respond: ");
        assertThat(respond.changed()).isEmpty();
        assertThat(respond.after().text()).isEqualTo(detail.state("before").text());
        assertThat(reflect.after().text()).isEqualTo(detail.state("after").text());
        assertThat(reflect.changed()).extracting(p -> p.text())
                .containsExactly("TRAJECTORY/Now", "TRAJECTORY/Path", "WORKSPACE", "SELF/Confidence");
        assertThat(reflect.provenance()).isEqualTo("recorded");
    }
}
