package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.JsonUnitsFolder;
import org.scratchpadinspector.testsupport.JsonUnitsProvider;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.ChangeRow;
import org.scratchpadinspector.ui.details.DetailsViewModel;
import org.scratchpadinspector.ui.details.EventRow;
import org.scratchpadinspector.ui.panes.LineKind;
import org.scratchpadinspector.ui.panes.PaneModel;
import org.scratchpadinspector.ui.panes.PaneSide;
import org.scratchpadinspector.ui.panes.PanesViewModel;
import org.scratchpadinspector.ui.units.UnitRow;
import org.scratchpadinspector.ui.units.UnitListViewModel;

/**
 * The one window's ViewModels (list, panes, details) on a test-only format: what works for seed 000 works for a
 * format the window has never heard of. Ported from the tests of the second, thinner view the other formats had.
 */
class AnyFormatWindowViewModelsTest {
    @TempDir
    Path tmp;
    final InlineTaskRunner runner = new InlineTaskRunner();
    final InspectorContext context = new InspectorContext(runner);
    final UnitListViewModel list = new UnitListViewModel(context);
    final PanesViewModel panes = new PanesViewModel(context);
    final DetailsViewModel details = new DetailsViewModel(context);

    private Path openTestFolder() throws Exception {
        Path dir = JsonUnitsFolder.write(tmp.resolve("units"));
        context.open(JsonUnitsFolder.open(dir));
        return dir;
    }

    private void select(String id) {
        list.select(UnitId.of(id));
    }

    private List<String> shownIds() {
        return list.visibleRows().stream().map(r -> r.id().text()).sorted().toList();
    }

    private static List<String> linesWithKinds(PaneModel pane) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < pane.lines().size(); i++) {
            out.add(pane.lines().get(i) + " " + pane.kind(i));
        }
        return out;
    }

    private void changed(String... files) {
        context.publishChange(new DirectoryChange(Set.of(files), false));
    }

    @Test
    void everyUnitIsListedWithItsStatusAndSeverityAndTheCountNamesTheFormatsUnits() throws Exception {
        openTestFolder();

        assertThat(list.rows()).extracting(r -> r.id().text() + " " + r.status().key() + " " + r.status().severity())
                .containsExactlyInAnyOrder("alpha changed OK", "bravo failed FAILURE", "charlie warning WARNING",
                        "delta unreadable FAILURE");
        assertThat(list.summaryTextProperty().get()).isEqualTo("4 turns · 2 failing");
        assertThat(list.kindProperty().get()).isEqualTo("turn");
    }

    @Test
    void atOpenTheNewestFailingUnitIsSelectedAndAReadKeepsTheOperatorsChoice() throws Exception {
        Path dir = openTestFolder();

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("delta"));
        select("alpha");
        changed("alpha.unit.json");
        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("alpha"));
        assertThat(list.selectedRowProperty().get().id().text()).isEqualTo("alpha");
        assertThat(dir).exists();
    }

    @Test
    void theFailingFilterKeepsOnlyUnitsWhoseStatusIsAFailure() throws Exception {
        openTestFolder();

        list.failingOnlyProperty().set(true);

        assertThat(shownIds()).containsExactly("bravo", "delta");
        assertThat(list.summaryTextProperty().get()).isEqualTo("2 of 4 turns shown · 2 failing");
        list.failingOnlyProperty().set(false);
        assertThat(list.visibleRows()).hasSize(4);
    }

    @Test
    void aSelectedUnitShowsItsFirstTwoStatesSideBySideWithTheAddedLineMarked() throws Exception {
        openTestFolder();

        select("alpha");

        assertThat(panes.panes().unit()).isEqualTo(UnitId.of("alpha"));
        assertThat(panes.panes().stateName(0)).isEqualTo("before");
        assertThat(panes.panes().stateName(1)).isEqualTo("after");
        PaneModel before = panes.pane(PaneSide.BEFORE);
        PaneModel after = panes.pane(PaneSide.AFTER);
        // the added line faces a filler row: the panes stay aligned
        assertThat(before.kinds()).containsOnly(LineKind.UNCHANGED, LineKind.FILLER);
        assertThat(linesWithKinds(after)).containsExactly("goal: ship UNCHANGED", "notes: one UNCHANGED",
                "notes: two ADDED");
        assertThat(after.changeSummary()).isEqualTo("+1");
        assertThat(details.changes()).extracting(ChangeRow::text).containsExactly("after differs from before");
    }

    @Test
    void theTimelineMarksFailedEventsAndShowsTheWholeOfEach() throws Exception {
        openTestFolder();
        select("alpha");

        assertThat(details.timeline()).extracting(r -> r.event().title(), r -> r.event().severity())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("read_file ok", Severity.OK),
                        org.assertj.core.groups.Tuple.tuple("shell exit 1", Severity.FAILURE));
        EventRow failed = details.timeline().get(1);

        assertThat(failed.failed()).isTrue();
        assertThat(failed.kindLabel()).isEqualTo("call failed");
        assertThat(failed.fullText()).contains("shell exit 1", "detail of !shell exit 1");
    }

    @Test
    void anotherUnitsTimelineReplacesTheFirstOnesAndARereadKeepsIt() throws Exception {
        openTestFolder();
        select("alpha");

        context.publishChange(DirectoryChange.EVERYTHING);
        assertThat(details.timeline()).extracting(r -> r.event().title()).containsExactly("read_file ok",
                "shell exit 1");
        select("bravo");

        assertThat(details.timeline()).extracting(r -> r.event().title()).containsExactly("deploy refused");
    }

    @Test
    void searchKeepsTheUnitsWhoseStatesMatchAndClearingItShowsAllAgain() throws Exception {
        openTestFolder();

        list.search().queryProperty().set("DEPLOY");
        list.runSearch();

        assertThat(shownIds()).containsExactly("bravo");
        assertThat(list.search().messageProperty().get()).isEqualTo("2 hits in 1 turn");
        list.cancelOrClearSearch();
        assertThat(list.visibleRows()).hasSize(4);
    }

    @Test
    void anUnreadableUnitShowsItsProblemOnOneLineWithLineAndColumnAndIsNeverReadAsUnchanged() throws Exception {
        openTestFolder();

        select("delta");

        PaneModel before = panes.pane(PaneSide.BEFORE);
        String shown = before.error() != null ? before.error() : before.placeholder();
        assertThat(shown).startsWith("delta.unit.json: line ").contains("column").doesNotContain("\n");
        assertThat(before.hasLines()).isFalse();
        assertThat(panes.pane(PaneSide.AFTER).changeSummary()).isEmpty();
        assertThat(details.changes()).isEmpty();
        assertThat(details.changesPlaceholderProperty().get()).startsWith("after").contains("delta.unit.json: line ");
        select("alpha");
        assertThat(panes.pane(PaneSide.BEFORE).error()).isNull();
    }

    @Test
    void aChangeInTheDirectoryReadsTheUnitsAgainAndKeepsTheSelection() throws Exception {
        Path dir = openTestFolder();
        select("bravo");

        JsonUnitsProvider.write(dir, "echo", "ok", "", "");
        JsonUnitsProvider.write(dir, "bravo", "failed", "goal: deploy\n", "goal: deploy\nerror: refused twice\n");
        changed("echo.unit.json", "bravo.unit.json");

        assertThat(list.rows()).extracting(r -> r.id().text()).contains("echo");
        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("bravo"));
        assertThat(panes.pane(PaneSide.AFTER).lines()).contains("error: refused twice");
    }

    @Test
    void theSeed000DemoListsItsCyclesWithTheirStatesInTheSamePanes() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        context.open(new YamlCyclesSource(Scratchpad.open(root)));

        assertThat(list.rows()).hasSize(12);
        assertThat(list.rows()).extracting(r -> r.summary().kind()).containsOnly("cycle");
        assertThat(list.rows()).anyMatch(UnitRow::failing);
        assertThat(context.source().facet(org.scratchpadinspector.model.Editing.class))
                .as("seed 000 edits through the Editing facet like any format").isPresent();
        select(list.rows().get(0).id().text());
        assertThat(panes.panes().stateName(0)).isEqualTo("before");
        assertThat(panes.panes().stateName(1)).isEqualTo("after");
        assertThat(panes.pane(PaneSide.AFTER).lines()).isNotEmpty();
        assertThat(panes.noNowProperty().get()).as("active.yaml is the memory now").isEmpty();
        assertThat(panes.nowPaneShown()).isTrue();
    }

    @Test
    void aCorrectionsTraceStandsBesideTheStoreNowWhichIsComparedWithTheStoreTheCorrectionLeft() throws Exception {
        Path experiment = SampleCopy.copy(Path.of("scratchpad-samples/miniagent/32-tutor-demo"), tmp.resolve("exp"));
        context.open(org.scratchpadinspector.testsupport.Sources.open(experiment));

        select("21636369");

        assertThat(panes.pane(PaneSide.AFTER).lines()).contains("correction: 21636369");
        PaneModel now = panes.pane(PaneSide.NOW);
        assertThat(now.lines()).contains("mistake_counts:");
        assertThat(now.kinds()).as("the store now against the store this correction left: not every line differs")
                .contains(LineKind.UNCHANGED);
        assertThat(panes.activeNoteProperty().get()).startsWith("longterm.json ").doesNotContain("cannot be compared");
        assertThat(panes.panes().activeBase()).as("not lined up with the trace it was not compared with").isNull();
    }

    @Test
    void aRunWhoseUnitsAreAllThereIsHasNoNowPaneWhileSeed000WithoutActiveYamlYetKeepsIt() throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        context.open(org.scratchpadinspector.testsupport.Sources.open(runs));
        select("python-help#2");
        assertThat(panes.noNowProperty().get()).isEqualTo("No memory now: nothing outside the turns");

        Path root = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        java.nio.file.Files.delete(root.resolve("scratchpad/active.yaml"));
        context.open(org.scratchpadinspector.testsupport.Sources.open(root));
        select("20260401_105137");
        assertThat(panes.noNowProperty().get()).as("the agent writes active.yaml: its pane stays, saying it is missing")
                .isEmpty();
        assertThat(panes.nowPaneShown()).isTrue();
    }

    @Test
    void aFormatKeepingNoMemoryOutsideItsUnitsHasNoNowPaneAndSaysWhyWithoutTouchingTheOperatorsToggle() throws Exception {
        openTestFolder();

        select("alpha");

        assertThat(panes.noNowProperty().get()).isEqualTo("This format keeps no memory outside its turns");
        assertThat(panes.nowPaneShown()).isFalse();
        assertThat(panes.activeShownProperty().get()).as("the Active toggle is the operator's, left as it was").isTrue();
    }

    @Test
    void aShownSearchRunsAgainWhenTheDirectoryChangesSoANewUnitHoldingTheTextIsListed() throws Exception {
        Path dir = openTestFolder();
        list.search().queryProperty().set("DEPLOY");
        list.runSearch();
        list.search().queryProperty().set("something typed but not searched");

        JsonUnitsProvider.write(dir, "echo", "ok", "goal: deploy the fix\n", "goal: deploy the fix\n");
        changed("echo.unit.json");
        assertThat(shownIds()).as("the outcome stays until the changes pause").containsExactly("bravo");
        runner.runDelayed();

        assertThat(shownIds()).containsExactly("bravo", "echo");
        assertThat(list.search().messageProperty().get()).endsWith(" in 2 turns");
    }
}
