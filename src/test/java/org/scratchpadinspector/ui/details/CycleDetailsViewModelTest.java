package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class CycleDetailsViewModelTest {
    private InspectorContext context;
    private CycleDetailsViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(Scratchpad.open(Path.of("scratchpad-samples/demo")));
        vm = new CycleDetailsViewModel(context);
    }

    private void select(String id) {
        context.selectedCycleProperty().set(CycleId.parse(id));
    }

    @Test
    void withoutASelectionItExplainsWhatToDo() {
        assertThat(vm.messageProperty().get()).contains("Select a cycle");
        assertThat(vm.toolCalls()).isEmpty();
    }

    @Test
    void whileTheSelectedCycleLoadsItSaysSoInsteadOfAskingForASelection() {
        List<String> said = new ArrayList<>();
        vm.messageProperty().addListener((o, was, now) -> said.add(now));

        select("20260401_103637");

        assertThat(said.get(0)).isEqualTo("Loading cycle 20260401_103637…");
        assertThat(vm.messageProperty().get()).isNull();
    }

    @Test
    void fourIdenticalClockCallsAreAllMarkedRepeated() {
        select("20260401_101137");

        assertThat(vm.toolCalls()).hasSize(4);
        assertThat(vm.toolCalls()).allSatisfy(row -> {
            assertThat(row.tool()).isEqualTo("clock");
            assertThat(row.repeated()).isTrue();
        });
        assertThat(vm.toolCalls()).extracting(ToolCallRow::index).containsExactly(1, 2, 3, 4);
        assertThat(vm.flags()).contains(CycleFlag.REPEATED_TOOL_CALL);
        assertThat(vm.statusProperty().get()).isEqualTo(CycleStatus.MAX_ITERATIONS);
    }

    @Test
    void malformedResponsesShowAsTwoParseErrorRows() {
        select("20260401_100637");

        assertThat(vm.toolCalls()).filteredOn(r -> r.kind() == NoteEntry.Kind.PARSE_ERROR).hasSize(2);
        assertThat(vm.toolCalls()).filteredOn(ToolCallRow::repeated).isEmpty();
        assertThat(vm.factsProperty().get()).contains("2 parse errors");
    }

    @Test
    void aMultiLineResultShowsItsFirstLineAndCountsTheRest() {
        select("20260401_100637");

        ToolCallRow read = vm.toolCalls().stream().filter(r -> r.tool().equals("read_file")).findFirst().orElseThrow();
        assertThat(read.result()).contains("\n");
        assertThat(read.resultFirstLine()).startsWith("# Stand-up 31 March").endsWith("(+3 lines)").doesNotContain("\n");
    }

    @Test
    void fieldChangesDescribeTheCurrentTaskChange() {
        select("20260401_100637");

        assertThat(vm.changes()).extracting(ChangeRow::text)
                .anySatisfy(text -> assertThat(text).startsWith("current_task: ").contains(" → "));
        assertThat(vm.changes()).extracting(ChangeRow::styleClass).contains("change-scalar-changed");
    }

    @Test
    void theCrashedCycleLogHoldsItsTracebackIdentified() {
        select("20260401_103637");

        LogExcerpt log = vm.logProperty().get();
        assertThat(log.text()).contains("Traceback (most recent call last):");
        assertThat(log.hasTraceback()).isTrue();
        String traceback = log.text().substring(log.tracebackStart(), log.tracebackEnd());
        assertThat(traceback).startsWith("Traceback (most recent call last):")
                .endsWith("ConnectionError: [Errno 111] Connection refused: smtp.kestrel.example:587");
        assertThat(log.exception()).startsWith("ConnectionError:");
        // the crash replaced the notes: the calls come from the log's action lines, with their real names
        assertThat(vm.toolCalls()).extracting(ToolCallRow::kind).containsExactly(NoteEntry.Kind.TOOL,
                NoteEntry.Kind.TOOL_ERROR, NoteEntry.Kind.FAILURE);
        assertThat(vm.toolCalls()).extracting(ToolCallRow::toolLabel).containsExactly("read_file", "publish_report", "");
        assertThat(vm.toolCalls().get(1).result()).isEqualTo("[Errno 111] Connection refused: smtp.kestrel.example:587");
        assertThat(vm.factsProperty().get()).contains("2 tool calls");
        assertThat(vm.toolCallCountProperty().get()).isEqualTo(2);
    }

    @Test
    void aCleanLogHasNoTraceback() {
        select("20260401_100137");

        assertThat(vm.logProperty().get().hasTraceback()).isFalse();
        assertThat(vm.logNoteProperty().get()).isNull();
    }

    @Test
    void filesListBeforeAfterActiveAndLogWithExistence() {
        select("20260401_104137");

        assertThat(vm.files()).extracting(FileRow::label).containsExactly("Before", "After", "Active", "Log");
        assertThat(vm.files()).extracting(FileRow::exists).containsExactly(false, true, true, true);
        assertThat(vm.files().get(0).pathText()).endsWith("20260401_104137_before.yaml");
        assertThat(vm.problems()).anySatisfy(p -> assertThat(p).contains("20260401_104137_before.yaml is missing"));
    }

    @Test
    void aRunningCycleExplainsWhyItHasNoToolCalls() {
        select("20260401_105637");

        assertThat(vm.toolCalls()).isEmpty();
        assertThat(vm.toolCallsPlaceholderProperty().get()).contains("_after");
        assertThat(vm.changes()).isEmpty();
    }

    @Test
    void aLargeLogIsCutWithANote(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        Path log = root.resolve("logs/cycle_20260401_100137.log");
        Files.writeString(log, "x".repeat(5000) + "\n", java.nio.file.StandardOpenOption.APPEND);
        context.open(Scratchpad.open(root));
        vm = new CycleDetailsViewModel(context, 1000);
        select("20260401_100137");

        assertThat(vm.logProperty().get().text()).hasSizeLessThanOrEqualTo(1000);
        assertThat(vm.logNoteProperty().get()).startsWith("Showing the first");
    }

    @Test
    void aMissingLogSaysWhereItLooked(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        Files.delete(root.resolve("logs/cycle_20260401_100137.log"));
        context.open(Scratchpad.open(root));
        select("20260401_100137");

        assertThat(vm.logProperty().get()).isNull();
        assertThat(vm.logNoteProperty().get()).startsWith("No log file for this cycle (looked in ")
                .contains("cycle_20260401_100137.log");
    }

    @Test
    void reloadsWhenTheDirectoryChangeTouchesTheCycleLog(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        context.open(Scratchpad.open(root));
        select("20260401_100137");
        Files.writeString(root.resolve("logs/cycle_20260401_100137.log"), "rewritten\n");

        context.publishChange(new DirectoryChange(Set.of("20260401_100637_after.yaml"), false));
        assertThat(vm.logProperty().get().text()).doesNotContain("rewritten");

        context.publishChange(new DirectoryChange(Set.of("cycle_20260401_100137.log"), false));
        assertThat(vm.logProperty().get().text()).isEqualTo("rewritten\n");
    }

    private static Path copyDemo(Path tmp) throws IOException {
        Path source = Path.of("scratchpad-samples/demo");
        try (var paths = Files.walk(source)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path target = tmp.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return tmp;
    }
}
