package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SampleCopy;

class StaleLimitWatchTest {
    @TempDir
    Path tmp;

    @Test
    void aRunningCycleIsJudgedAgainWhenItsStaleLimitRunsOut() throws Exception {
        Path dir = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        List<DirectoryChange> changes = new ArrayList<>();
        context.lastChangeProperty().addListener((obs, was, now) -> changes.add(now));
        new StaleLimitWatch(context);

        context.open(CycleSources.sourceOf(Scratchpad.open(dir)));
        assertThat(changes).isEmpty();

        assertThat(runner.runDelayed()).isEqualTo(1);
        assertThat(changes).hasSize(1);
        assertThat(changes.get(0).toString()).contains("_before.yaml");
    }

    @Test
    void aClosedWatchNeverJudgesAgain() throws Exception {
        Path dir = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        List<DirectoryChange> changes = new ArrayList<>();
        context.lastChangeProperty().addListener((obs, was, now) -> changes.add(now));
        StaleLimitWatch watch = new StaleLimitWatch(context);
        context.open(CycleSources.sourceOf(Scratchpad.open(dir)));

        watch.close();

        assertThat(runner.runDelayed()).isZero();
        assertThat(changes).isEmpty();
    }

    /** The rule is the Liveness facet's: a source without one (a recursive-context run) is never re-judged. */
    @Test
    void aSourceWithoutALivenessRuleIsNeverJudgedAgain() throws Exception {
        Path run = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs/python-help"), tmp.resolve("run"));
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        List<DirectoryChange> changes = new ArrayList<>();
        context.lastChangeProperty().addListener((obs, was, now) -> changes.add(now));
        new StaleLimitWatch(context);
        org.scratchpadinspector.model.MemorySource source = org.scratchpadinspector.formats.Formats.registry().open(run,
                org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE);
        assertThat(source.facet(org.scratchpadinspector.model.Liveness.class)).isEmpty();

        context.open(source);

        assertThat(runner.runDelayed()).isZero();
        assertThat(changes).isEmpty();
    }
}
