package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class UnitListViewModelTest {
    private final InlineTaskRunner runner = new InlineTaskRunner();
    private final InspectorContext context = new InspectorContext(runner);
    private final UnitListViewModel model = new UnitListViewModel(context);
    @TempDir
    Path tmp;

    private void open(Path dir) throws IOException {
        context.open(CycleSources.sourceOf(Scratchpad.open(dir)));
    }

    private static Map<String, String> statuses(Iterable<UnitRow> rows) {
        Map<String, String> out = new TreeMap<>();
        rows.forEach(r -> out.put(r.id().toString(), r.statusLabel().replace(' ', '_')));
        return out;
    }

    private Set<String> visibleIds() {
        return model.visibleRows().stream().map(r -> r.id().toString()).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void rowsShowTheStatusesTheDemoWasScriptedToProduce() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        assertThat(model.rows()).hasSize(12);
        assertThat(statuses(model.rows())).isEqualTo(DemoSample.expectedStatuses());
        assertThat(model.pendingCountProperty().get()).isZero();
        assertThat(model.progressProperty().get()).isEqualTo(1.0);
        assertThat(model.statusCount("completed")).isEqualTo(7);
        assertThat(model.summaryTextProperty().get()).isEqualTo("12 cycles · 3 failing");
    }

    @Test
    void atOpenTheNewestFailingCycleIsSelectedElseTheNewest() throws IOException {
        open(DemoSample.liveCopyTo(tmp));
        // the newest cycle is running, not failing: the crash before it is what the operator came for
        assertThat(context.selectedUnitProperty().get()).hasToString("20260401_103637");
        assertThat(model.selectedRowProperty().get().id()).hasToString("20260401_103637");

        open(Path.of("scratchpad-samples/healthy"));
        assertThat(context.selectedUnitProperty().get()).hasToString("20260401_102137");
    }

    @Test
    void visibleRowsAreNewestFirst() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        assertThat(model.visibleRows().get(0).id().toString()).isEqualTo("20260401_105637");
        assertThat(model.visibleRows().get(11).id().toString()).isEqualTo("20260401_100137");
    }

    @Test
    void statusFilterShowsOnlyThoseStatuses() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        model.statusFilter().addAll(Set.of("crashed", "no_change"));

        assertThat(visibleIds()).containsExactly("20260401_102637", "20260401_103637");
        assertThat(model.summaryTextProperty().get()).startsWith("2 of 12 cycles shown");
    }

    @Test
    void failingOnlyShowsCrashedInterruptedAndMaxIterations() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        model.showFailingOnly(true);

        assertThat(visibleIds()).containsExactly("20260401_101137", "20260401_103137", "20260401_103637");
        model.showFailingOnly(false);
        assertThat(model.visibleRows()).hasSize(12);
    }

    @Test
    void flagFilterShowsRowsWithAnyOfTheFlags() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        model.flagFilter().add("orphan");
        assertThat(visibleIds()).containsExactly("20260401_104137");

        model.flagFilter().add("parse_errors");
        assertThat(visibleIds()).containsExactly("20260401_100637", "20260401_104137");
        assertThat(model.flagCount("parse_errors")).isEqualTo(1);
    }

    @Test
    void searchFindsAmelieOnlyInTheCyclesWhoseSnapshotsContainIt() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        model.search().queryProperty().set("Amélie");
        model.runSearch();

        assertThat(visibleIds()).isEqualTo(cyclesWhoseFilesContain("Amélie", "Am\\xE9lie"));
        assertThat(model.search().messageProperty().get()).endsWith("in 12 cycles");
    }

    @Test
    void searchIsCaseInsensitiveAndNarrowsTheList() throws IOException {
        open(DemoSample.liveCopyTo(tmp));

        model.search().queryProperty().set("REVIEW REQUESTED FROM AMÉLIE");
        model.runSearch();

        // the review was requested in …102137; every later snapshot keeps the line
        assertThat(visibleIds()).containsExactly("20260401_102137", "20260401_102637", "20260401_103137",
                "20260401_103637", "20260401_104137", "20260401_104637", "20260401_105137", "20260401_105637");
        assertThat(model.search().resultProperty().get().hits())
                .allSatisfy(hit -> assertThat(hit.text()).containsIgnoringCase("review requested from amélie"));
    }

    @Test
    void clearingTheSearchRestoresTheList() throws IOException {
        open(DemoSample.liveCopyTo(tmp));
        model.search().queryProperty().set("no such text anywhere");
        model.runSearch();
        assertThat(model.visibleRows()).isEmpty();
        assertThat(model.search().messageProperty().get()).startsWith("no match");

        model.cancelOrClearSearch();

        assertThat(model.visibleRows()).hasSize(12);
        assertThat(model.search().queryProperty().get()).isEmpty();
    }

    @Test
    void selectionIsSharedThroughTheContext() throws IOException {
        open(DemoSample.liveCopyTo(tmp));
        UnitId crashed = UnitId.of("20260401_103637");

        model.select(crashed);

        assertThat(context.selectedUnitProperty().get()).isEqualTo(crashed);
        assertThat(model.selectedRowProperty().get().status().key()).isEqualTo("crashed");
        context.selectedUnitProperty().set(UnitId.of("20260401_100137"));
        assertThat(model.selectedRowProperty().get().id().toString()).isEqualTo("20260401_100137");
    }

    @Test
    void aNewBeforeAddsARunningRowAndItsAfterCompletesIt(@TempDir Path dir) throws IOException {
        Path root = DemoSample.copyTo(dir);
        open(root);
        Scratchpad pad = CycleSources.scratchpadOf(context);
        UnitId selected = UnitId.of("20260401_103637");
        model.select(selected);
        Path scratch = root.resolve("scratchpad");
        String before = Files.readString(scratch.resolve("20260401_105637_before.yaml"));

        Files.writeString(scratch.resolve("20260401_110137_before.yaml"), before);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_before.yaml"), false));

        assertThat(model.rows()).hasSize(13);
        assertThat(model.visibleRows().get(0).id().toString()).isEqualTo("20260401_110137");
        assertThat(model.visibleRows().get(0).status().key()).isEqualTo("running");
        assertThat(model.find(UnitId.of("20260401_105637")).status().key()).isEqualTo("interrupted");

        Files.writeString(scratch.resolve("20260401_110137_after.yaml"),
                before.replace("current_task: Archive the week-14 notes", "current_task: Plan week 15"),
                StandardCharsets.UTF_8);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_after.yaml"), false));

        assertThat(model.find(UnitId.of("20260401_110137")).status().key()).isEqualTo("completed");
        assertThat(context.selectedUnitProperty().get()).isEqualTo(selected);
        assertThat(model.selectedRowProperty().get().id()).isEqualTo(selected);
    }

    @Test
    void aFullRescanKeepsRowsAndSelection(@TempDir Path dir) throws IOException {
        open(DemoSample.copyTo(dir));
        UnitId selected = UnitId.of("20260401_101137");
        model.select(selected);
        UnitRow row = model.selectedRowProperty().get();

        context.publishChange(DirectoryChange.EVERYTHING);

        assertThat(model.rows()).hasSize(12);
        assertThat(model.selectedRowProperty().get()).isSameAs(row);
        assertThat(statuses(model.rows())).isEqualTo(DemoSample.expectedStatuses());
    }

    @Test
    void openingAnotherDirectoryReplacesTheRowsAndClearsTheSearch(@TempDir Path dir) throws IOException {
        open(DemoSample.liveCopyTo(tmp));
        model.search().queryProperty().set("Osaka");
        model.runSearch();

        open(Path.of("scratchpad-samples/healthy"));

        assertThat(model.rows()).hasSize(5);
        assertThat(model.visibleRows()).hasSize(5);
        assertThat(model.search().queryProperty().get()).isEmpty();
    }

    /** The oracle: raw files, read independently of the inspector, that contain any spelling of the text. */
    private static Set<String> cyclesWhoseFilesContain(String... spellings) throws IOException {
        try (Stream<Path> files = Files.list(DemoSample.ROOT.resolve("scratchpad"))) {
            return files.filter(p -> p.getFileName().toString().matches("\\d{8}_\\d{6}_(before|after)\\.yaml"))
                    .filter(p -> {
                        try {
                            String text = Files.readString(p);
                            return Stream.of(spellings).anyMatch(text::contains);
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .map(p -> p.getFileName().toString().substring(0, 15))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** Writes cycle 20260401_110137 (the demo's last before, and an after with {@code task}) and says so. */
    private void addCycleWorkingOn(Path root, String task) throws IOException {
        Path scratch = root.resolve("scratchpad");
        String before = Files.readString(scratch.resolve("20260401_105637_before.yaml"));
        Files.writeString(scratch.resolve("20260401_110137_before.yaml"), before);
        Files.writeString(scratch.resolve("20260401_110137_after.yaml"),
                before.replace("current_task: Archive the week-14 notes", "current_task: " + task), StandardCharsets.UTF_8);
        CycleSources.scratchpadOf(context).rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(
                Set.of("20260401_110137_before.yaml", "20260401_110137_after.yaml"), false));
    }

    @Test
    void aShownSearchRunsAgainOnceTheDirectoryIsQuietSoANewCycleHoldingTheTextIsListed(@TempDir Path dir)
            throws IOException {
        Path root = DemoSample.copyTo(dir);
        open(root);
        model.search().queryProperty().set("Plan week 15");
        model.runSearch();
        assertThat(model.visibleRows()).isEmpty();

        addCycleWorkingOn(root, "Plan week 15");
        assertThat(model.visibleRows()).as("the outcome stays until the changes pause").isEmpty();

        runner.runDelayed();

        assertThat(visibleIds()).containsExactly("20260401_110137");
        assertThat(model.search().messageProperty().get()).isEqualTo("1 hit in 1 cycle");
    }

    @Test
    void withoutASearchAChangeSchedulesNoSearch(@TempDir Path dir) throws IOException {
        Path root = DemoSample.copyTo(dir);
        open(root);

        addCycleWorkingOn(root, "Plan week 15");
        runner.runDelayed();

        assertThat(model.search().resultProperty().get()).isNull();
        assertThat(model.visibleRows()).hasSize(13);
    }
}
