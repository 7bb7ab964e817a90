package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.UnitFile;
import org.scratchpadinspector.model.UnitLog;
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
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class DetailsViewModelTest {
    private InspectorContext context;
    private DetailsViewModel vm;

    @BeforeEach
    void openDemo() throws IOException {
        context = new InspectorContext(new InlineTaskRunner());
        context.open(CycleSources.sourceOf(Scratchpad.open(Path.of("scratchpad-samples/demo"))));
        vm = new DetailsViewModel(context);
    }

    private void select(String id) {
        context.selectedUnitProperty().set(org.scratchpadinspector.model.UnitId.of(id));
    }

    @Test
    void withoutASelectionItExplainsWhatToDo() {
        assertThat(vm.messageProperty().get()).contains("Select a unit");
        assertThat(vm.timeline()).isEmpty();
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

        assertThat(vm.timeline()).hasSize(4);
        assertThat(vm.timeline()).allSatisfy(row -> {
            assertThat(row.title()).startsWith("[TOOL] clock(");
            assertThat(row.warned()).isTrue();
        });
        assertThat(vm.timeline()).extracting(EventRow::index).containsExactly(1, 2, 3, 4);
        assertThat(vm.flags()).contains("repeated_tool_call");
        assertThat(vm.statusProperty().get().key()).isEqualTo("max_iterations");
    }

    @Test
    void malformedResponsesShowAsTwoParseErrorRows() {
        select("20260401_100637");

        assertThat(vm.timeline()).filteredOn(r -> r.event().kind().equals("parse_error")).hasSize(2);
        assertThat(vm.timeline()).filteredOn(EventRow::warned).isEmpty();
        assertThat(vm.factsProperty().get()).contains("2 parse errors");
    }

    @Test
    void aMultiLineResultShowsItsFirstLineAndCountsTheRest() {
        select("20260401_100637");

        EventRow read = vm.timeline().stream().filter(r -> r.title().startsWith("[TOOL] read_file(")).findFirst()
                .orElseThrow();
        assertThat(read.event().detail()).contains("\n");
        assertThat(read.detailFirstLine()).startsWith("# Stand-up 31 March").endsWith("(+3 lines)").doesNotContain("\n");
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

        UnitLog log = vm.logProperty().get();
        assertThat(log.text()).contains("Traceback (most recent call last):");
        assertThat(log.hasTraceback()).isTrue();
        String traceback = log.text().substring(log.tracebackStart(), log.tracebackEnd());
        assertThat(traceback).startsWith("Traceback (most recent call last):")
                .endsWith("ConnectionError: [Errno 111] Connection refused: smtp.kestrel.example:587");
        assertThat(log.exception()).startsWith("ConnectionError:");
        // the crash replaced the notes: the calls come from the log's action lines, with their real names
        assertThat(vm.timeline()).extracting(r -> r.event().kind()).containsExactly("call", "call", "failure");
        assertThat(vm.timeline()).extracting(r -> r.event().tool()).containsExactly("read_file", "publish_report", null);
        assertThat(vm.timeline().get(1).event().detail())
                .isEqualTo("[Errno 111] Connection refused: smtp.kestrel.example:587");
        assertThat(vm.factsProperty().get()).contains("2 tool calls");
        // the one count of tool calls: the header's, and the timeline's calls
        assertThat(vm.timeline()).filteredOn(r -> r.event().kind().equals("call")).hasSize(2);
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

        assertThat(vm.files()).extracting(UnitFile::label).containsExactly("Before", "After", "Active", "Log");
        assertThat(vm.files()).extracting(UnitFile::exists).containsExactly(false, true, true, true);
        assertThat(vm.files().get(0).pathText()).endsWith("20260401_104137_before.yaml");
        assertThat(vm.problems()).anySatisfy(p -> assertThat(p).contains("20260401_104137_before.yaml is missing"));
    }

    @Test
    void aRunningCycleExplainsWhyItHasNoToolCalls() {
        select("20260401_105637");

        assertThat(vm.timeline()).isEmpty();
        assertThat(vm.timelinePlaceholderProperty().get()).contains("_after");
        assertThat(vm.changes()).isEmpty();
    }

    @Test
    void aLargeLogIsCutWithANote(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        Path log = root.resolve("logs/cycle_20260401_100137.log");
        Files.writeString(log, "x".repeat(5000) + "\n", java.nio.file.StandardOpenOption.APPEND);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        vm = new DetailsViewModel(context, 1000);
        select("20260401_100137");

        assertThat(vm.logProperty().get().text()).hasSizeLessThanOrEqualTo(1000);
        assertThat(vm.logNoteProperty().get()).startsWith("Showing the first");
    }

    @Test
    void aMissingLogSaysWhereItLooked(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        Files.delete(root.resolve("logs/cycle_20260401_100137.log"));
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        select("20260401_100137");

        assertThat(vm.logProperty().get()).isNull();
        assertThat(vm.logNoteProperty().get()).startsWith("No log file for this cycle (looked in ")
                .contains("cycle_20260401_100137.log");
    }

    @Test
    void reloadsWhenTheDirectoryChangeTouchesTheCycleLog(@TempDir Path tmp) throws IOException {
        Path root = copyDemo(tmp);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        select("20260401_100137");
        Files.writeString(root.resolve("logs/cycle_20260401_100137.log"), "rewritten\n");

        context.publishChange(org.scratchpadinspector.ui.common.IndexedChange.of(context, "20260401_100637_after.yaml"));
        assertThat(vm.logProperty().get().text()).doesNotContain("rewritten");

        context.publishChange(org.scratchpadinspector.ui.common.IndexedChange.of(context, "cycle_20260401_100137.log"));
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
