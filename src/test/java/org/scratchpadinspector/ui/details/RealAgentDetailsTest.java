package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The details of cycles written by the real agent (the msa-real sample, opened by its root as the window does). */
class RealAgentDetailsTest {
    private InspectorContext context;
    private DetailsViewModel vm;

    @BeforeEach
    void openTheRoot() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Scratchpad.open(Path.of("scratchpad-samples/msa-real")));
        vm = new DetailsViewModel(context);
    }

    private void select(String id) {
        context.selectedCycleProperty().set(CycleId.parse(id));
    }

    @Test
    void aCompletedCycleShowsItsOwnLinesWithoutTheLaterCyclesTracebacks() {
        select("20260401_100644");

        LogExcerpt log = vm.logProperty().get();
        assertThat(log.text()).startsWith("=== AGENT WAKING ===").endsWith("Cycle 20260401_100644 complete.\n")
                .doesNotContain("Traceback");
        assertThat(log.hasTraceback()).isFalse();
        assertThat(vm.logNoteProperty().get()).contains("later cycles' lines");
        assertThat(vm.toolCalls()).extracting(ToolCallRow::kind).containsExactly(NoteEntry.Kind.PARSE_ERROR,
                NoteEntry.Kind.UNKNOWN_TOOL, NoteEntry.Kind.TOOL, NoteEntry.Kind.COMPLETED);
        assertThat(vm.toolCalls().get(1).toolLabel()).isEqualTo("read_calibration");
    }

    @Test
    void aToolErrorIsATimelineRowMarkedFailedWithItsMessage() {
        select("20260401_101153");

        ToolCallRow failed = vm.toolCalls().get(0);
        assertThat(failed.kind()).isEqualTo(NoteEntry.Kind.TOOL_ERROR);
        assertThat(failed.toolLabel()).isEqualTo("shell");
        assertThat(failed.glyph()).isEqualTo("✖");
        assertThat(failed.kindLabel()).isEqualTo("tool failed");
        assertThat(failed.result()).isEqualTo("ShellTool.run() argument after ** must be a mapping, not list");
    }

    @Test
    void aCrashedCycleShowsItsCallsFromItsLogAndItsChainedTraceback() {
        select("20260401_101704");

        assertThat(vm.toolCalls()).extracting(ToolCallRow::kind).containsExactly(NoteEntry.Kind.TOOL,
                NoteEntry.Kind.PARSE_ERROR, NoteEntry.Kind.TOOL, NoteEntry.Kind.FAILURE);
        assertThat(vm.toolCalls().get(0).fromLog()).isTrue();
        assertThat(vm.toolCalls().get(0).fullText()).contains("from the cycle's log");
        LogExcerpt log = vm.logProperty().get();
        assertThat(log.exception()).isEqualTo("openai.APIConnectionError: Connection error.");
        assertThat(log.text().substring(log.tracebackStart(), log.tracebackEnd()))
                .startsWith("Traceback (most recent call last):")
                .contains("During handling of the above exception, another exception occurred:")
                .endsWith("openai.APIConnectionError: Connection error.");
        assertThat(log.text()).doesNotContain("AttributeError");
    }
}
