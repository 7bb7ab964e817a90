package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.UnitLog;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The details of cycles written by the real agent (the msa-real sample, opened by its root as the window does). */
class RealAgentDetailsTest {
    private InspectorContext context;
    private DetailsViewModel vm;

    @BeforeEach
    void openTheRoot() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Sources.open(Path.of("scratchpad-samples/msa-real")));
        vm = new DetailsViewModel(context);
    }

    private void select(String id) {
        context.selectedUnitProperty().set(UnitId.of(id));
    }

    @Test
    void aCompletedCycleShowsItsOwnLinesWithoutTheLaterCyclesTracebacks() {
        select("20260401_100644");

        UnitLog log = vm.logProperty().get();
        assertThat(log.text()).startsWith("=== AGENT WAKING ===").endsWith("Cycle 20260401_100644 complete.\n")
                .doesNotContain("Traceback");
        assertThat(log.hasTraceback()).isFalse();
        assertThat(vm.logNoteProperty().get()).contains("later cycles' lines");
        assertThat(vm.timeline()).extracting(r -> r.event().kind()).containsExactly("parse_error", "unknown_tool",
                "call", "completed");
        assertThat(vm.timeline().get(1).title()).isEqualTo("[UNKNOWN TOOL] read_calibration");
    }

    @Test
    void aToolErrorIsATimelineRowMarkedFailedWithItsMessage() {
        select("20260401_101153");

        EventRow failed = vm.timeline().get(0);
        assertThat(failed.event().kind()).isEqualTo("call");
        assertThat(failed.failed()).isTrue();
        assertThat(failed.title()).startsWith("[TOOL ERROR] shell");
        assertThat(failed.glyph()).isEqualTo("✖");
        assertThat(failed.kindLabel()).isEqualTo("call failed");
        assertThat(failed.event().detail()).isEqualTo("ShellTool.run() argument after ** must be a mapping, not list");
    }

    @Test
    void aCrashedCycleShowsItsCallsFromItsLogAndItsChainedTraceback() {
        select("20260401_101704");

        assertThat(vm.timeline()).extracting(r -> r.event().kind()).containsExactly("call", "parse_error", "call",
                "failure");
        assertThat(vm.timeline().get(0).title()).startsWith("[from the cycle's log] [TOOL] ");
        assertThat(vm.timeline().get(0).fullText()).contains("from the cycle's log");
        UnitLog log = vm.logProperty().get();
        assertThat(log.exception()).isEqualTo("openai.APIConnectionError: Connection error.");
        assertThat(log.text().substring(log.tracebackStart(), log.tracebackEnd()))
                .startsWith("Traceback (most recent call last):")
                .contains("During handling of the above exception, another exception occurred:")
                .endsWith("openai.APIConnectionError: Connection error.");
        assertThat(log.text()).doesNotContain("AttributeError");
    }
}
