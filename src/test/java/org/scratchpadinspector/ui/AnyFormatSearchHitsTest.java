package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.panes.PaneModel;
import org.scratchpadinspector.ui.panes.PaneSide;
import org.scratchpadinspector.ui.panes.PanesViewModel;
import org.scratchpadinspector.ui.panes.SearchHighlight;
import org.scratchpadinspector.ui.units.SearchHitsViewModel;
import org.scratchpadinspector.ui.units.UnitListViewModel;

/**
 * The one window's search hits on another format (a copy of the committed Forge notes sample): listed after a pause,
 * stepped through, each shown at its row in the aligned panes. Ported from the thinner view's hit list.
 */
class AnyFormatSearchHitsTest {
    @TempDir
    Path tmp;
    final InlineTaskRunner runner = new InlineTaskRunner();
    final InspectorContext context = new InspectorContext(runner);
    final UnitListViewModel list = new UnitListViewModel(context);
    final SearchHitsViewModel hits = new SearchHitsViewModel(list);
    final PanesViewModel panes = new PanesViewModel(context);

    @BeforeEach
    void open() throws Exception {
        InspectorWindow.showSearchInPanes(list, hits, panes);
        Path dir = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes"), tmp.resolve("forge-notes"));
        context.open(Sources.open(dir));
    }

    private void type(String query) {
        list.search().queryProperty().set(query);
    }

    /** Selects the unit whose id reads {@code id} (the format's id, with its own sort key: call #10 after #9). */
    private void select(String id) {
        list.select(list.rows().stream().filter(r -> r.id().text().equals(id)).findFirst().orElseThrow().id());
    }

    private String selected() {
        return context.selectedUnitProperty().get().text();
    }

    private List<String> described() {
        return hits.hits().stream().map(org.scratchpadinspector.ui.units.SearchHitText::describe).toList();
    }

    /** The row the panes show the stepped-to hit at, in the pane that shows its state. */
    private int targetRow(PaneSide side) {
        SearchHighlight.Target target = panes.searchHighlight().targetProperty().get();
        PaneModel pane = panes.pane(side);
        for (int row = 0; row < pane.lines().size(); row++) {
            if (pane.fileLine(row) == target.fileLine()) {
                return row;
            }
        }
        throw new AssertionError("line " + target.fileLine() + " is in no row of " + side);
    }

    @Test
    void typingListsTheHitsAfterAPauseWithUnitStateLineAndTheCount() {
        type("runner-7");
        assertThat(hits.hits()).isEmpty();

        assertThat(runner.runDelayed()).isEqualTo(1);

        assertThat(list.search().messageProperty().get()).isEqualTo("22 hits in 6 " + list.kindProperty().get() + "s");
        assertThat(described()).startsWith(
                "flaky-ci#2 · matches outside its states", "flaky-ci#3 · after · line 2", "flaky-ci#5 · before · line 2",
                "flaky-ci#5 · after · line 2", "flaky-ci#5 · after · line 5");
        assertThat(org.scratchpadinspector.ui.units.SearchHitText.split(hits.hits().get(4).text(),
                hits.hitsTexts())).containsExactly("…timings (ms), ", "runner-7", " — last night's run:");
        assertThat(list.visibleRows()).extracting(r -> r.id().text()).containsExactlyInAnyOrder(
                "flaky-ci#2", "flaky-ci#3", "flaky-ci#5", "flaky-ci#6", "flaky-ci#7", "flaky-ci#8");
        assertThat(panes.searchHighlight().queryProperty().get()).isEqualTo("runner-7");
    }

    @Test
    void oneTypedCharacterWaitsForEnter() {
        type("r");

        assertThat(runner.runDelayed()).isZero();
        assertThat(hits.hits()).isEmpty();
    }

    @Test
    void enterStepsThroughTheHitsSelectingEachUnitAndShowingItsLineInItsPaneThenWrapsAround() {
        type("runner-7");
        runner.runDelayed();

        hits.next();
        assertThat(selected()).isEqualTo("flaky-ci#2");
        assertThat(panes.searchHighlight().targetProperty().get()).isNull(); // found by its call's text, no line
        hits.next();

        assertThat(selected()).isEqualTo("flaky-ci#3");
        assertThat(hits.positionProperty().get()).isEqualTo("2 of 22");
        SearchHighlight.Target target = panes.searchHighlight().targetProperty().get();
        assertThat(target.state()).isEqualTo("after");
        assertThat(panes.panes().stateName(1)).isEqualTo("after");
        assertThat(target.fileLine()).isEqualTo(1);
        assertThat(panes.pane(PaneSide.AFTER).lines().get(targetRow(PaneSide.AFTER))).contains("runner-7");

        hits.previous();
        hits.previous();
        assertThat(hits.currentProperty().get()).isEqualTo(21);
        assertThat(selected()).isEqualTo(hits.hits().get(21).unit().text());
        hits.next();
        assertThat(hits.currentProperty().get()).isZero();
    }

    @Test
    void aHitDeepInAStateIsShownAtItsRowWithTheOtherPaneOnTheSameRow() {
        type("runner-7");
        runner.runDelayed();
        int deep = indexOf("flaky-ci#6", "after", 219);

        hits.stepTo(deep);

        int row = targetRow(PaneSide.AFTER);
        assertThat(panes.pane(PaneSide.AFTER).lines().get(row)).contains("Is runner-7 still on the old c5.large pool?");
        // the panes are aligned: the before pane has the same row, deep in its text too
        assertThat(row).isBetween(0, panes.pane(PaneSide.BEFORE).lines().size() - 1).isGreaterThan(200);
    }

    @Test
    void enterBeforeTheSearchRanSearchesAndStepsToTheFirstHitShiftEnterToTheLast() {
        type("runner-7");

        hits.previous();

        assertThat(hits.currentProperty().get()).isEqualTo(21);
        assertThat(runner.runDelayed()).isZero(); // the pause was cancelled: no second search
    }

    @Test
    void aQueryOfTagFiltersOnlyListsEachUnitOnceAndMarksNoText() {
        type("tag:flaky");
        runner.runDelayed();

        assertThat(described()).containsExactly("flaky-ci#3 · matches outside its states");
        assertThat(list.search().messageProperty().get()).isEqualTo("1 hit in 1 " + list.kindProperty().get());
        assertThat(panes.searchHighlight().queryProperty().get()).isEmpty();
    }

    @Test
    void whenTheSearchHidesTheShownUnitALineSaysSoAndItsActionClearsTheSearch() {
        select("flaky-ci#1");
        type("runner-7");
        runner.runDelayed();

        assertThat(hits.hiddenNoticeProperty().get()).isEqualTo("The shown " + list.kindProperty().get()
                + " flaky-ci#1 is hidden by the search.");
        assertThat(hits.hiddenActionProperty().get()).isEqualTo("Clear search");

        hits.showHiddenCycle();

        assertThat(list.search().queryProperty().get()).isEmpty();
        assertThat(hits.hits()).isEmpty();
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
        assertThat(panes.searchHighlight().queryProperty().get()).isEmpty();
    }

    @Test
    void theFailingFilterHidingTheShownUnitOffersShowAll() {
        select("flaky-ci#2");

        list.failingOnlyProperty().set(true);

        assertThat(hits.hiddenNoticeProperty().get()).isEqualTo("The shown " + list.kindProperty().get()
                + " flaky-ci#2 is hidden by the filters.");
        hits.showHiddenCycle();
        assertThat(list.failingOnlyProperty().get()).isFalse();
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
    }

    private int indexOf(String unit, String state, int line) {
        for (int i = 0; i < hits.hits().size(); i++) {
            UnitSearch.Hit hit = hits.hits().get(i);
            if (hit.unit().text().equals(unit) && state.equals(hit.state()) && hit.line() == line) {
                return i;
            }
        }
        throw new AssertionError("no hit " + unit + " " + state + " " + line + " in " + hits.hits());
    }

    @Test
    void theSameSearchRunAgainAfterTheSourceIsReadAgainKeepsTheOperatorsPlace() {
        type("runner-7");
        runner.runDelayed();
        hits.next();
        hits.next();
        hits.next();
        UnitSearch.Hit at = hits.hits().get(2);
        UnitSearch.Result first = list.search().resultProperty().get();

        context.publishChange(DirectoryChange.EVERYTHING);
        runner.runDelayed();

        assertThat(list.search().resultProperty().get()).as("searched again").isNotSameAs(first);
        assertThat(hits.hits()).hasSize(22);
        assertThat(hits.currentProperty().get()).isEqualTo(2);
        assertThat(hits.hits().get(2)).isEqualTo(at);
        assertThat(hits.positionProperty().get()).isEqualTo("3 of 22");
    }
}
