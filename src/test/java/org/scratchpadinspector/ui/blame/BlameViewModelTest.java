package org.scratchpadinspector.ui.blame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class BlameViewModelTest {
    @TempDir
    Path tmp;

    InspectorContext context = new InspectorContext(new InlineTaskRunner());
    BlameViewModel vm = new BlameViewModel(context);

    @BeforeEach
    void openHealthyRun() throws Exception {
        context.open(CycleSources.sourceOf(Scratchpad.open(SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent")))));
    }

    @Test
    void theChurnStripListsTheSectionsTheRunChangedMostFirst() {
        assertThat(vm.churn()).isNotEmpty();
        assertThat(vm.churn()).extracting(ChurnBar::section).contains("current_task");
        assertThat(vm.churn()).extracting(ChurnBar::total).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        assertThat(vm.churn()).allSatisfy(bar -> assertThat(bar.share()).isBetween(0.0, 1.0));
        assertThat(vm.churnSummaryProperty().get()).contains("cycles").contains("sections");
    }

    @Test
    void pickingASectionBlamesItNewestChangeFirstEachByTheAgent() {
        vm.blameSection("current_task");

        assertThat(vm.changes()).isNotEmpty();
        assertThat(vm.changes()).extracting(BlameRow::cycle).isSortedAccordingTo((a, b) -> b.compareTo(a));
        assertThat(vm.changes()).extracting(BlameRow::by).containsOnly("agent");
        assertThat(vm.changes().get(0).change()).contains("→");
        assertThat(vm.summaryProperty().get()).startsWith("current_task: ").contains("newest first");
    }

    @Test
    void aFieldThatNeverExistedIsSaidSo() {
        vm.pathProperty().set("no_such_section");
        vm.blame();

        assertThat(vm.changes()).isEmpty();
        assertThat(vm.summaryProperty().get()).isEqualTo("no_such_section does not exist in any readable state of this run.");
    }

    @Test
    void aMalformedPathIsRefusedInOneLine() {
        vm.pathProperty().set("goals[");
        vm.blame();

        assertThat(vm.summaryProperty().get()).startsWith("Not a field path: ").doesNotContain("\n");
    }
}
