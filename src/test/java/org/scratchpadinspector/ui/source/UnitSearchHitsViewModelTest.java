package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** The search's hits in the window of any format, on a copy of the committed Forge notes sample. */
class UnitSearchHitsViewModelTest {
    @TempDir
    Path tmp;
    final InlineTaskRunner runner = new InlineTaskRunner();
    final SimpleObjectProperty<MemorySource> opened = new SimpleObjectProperty<>();
    final SourceViewModel vm = new SourceViewModel(runner, opened, new SimpleObjectProperty<DirectoryChange>());
    UnitSearchHitsViewModel hits;

    @BeforeEach
    void open() throws Exception {
        Path dir = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes"), tmp.resolve("forge-notes"));
        opened.set(Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE));
        hits = vm.hits();
    }

    private void type(String query) {
        vm.list().queryProperty().set(query);
    }

    private void select(String id) {
        vm.list().select(vm.list().allUnits().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow());
    }

    private String selected() {
        return vm.list().selectedProperty().get().id().text();
    }

    @Test
    void typingListsTheHitsAfterAPauseWithUnitStateLineAndTheCount() {
        type("runner-7");
        assertThat(hits.hits()).isEmpty();

        assertThat(runner.runDelayed()).isEqualTo(1);

        assertThat(hits.summaryProperty().get()).isEqualTo("22 hits in 6 units");
        assertThat(hits.hits()).extracting(UnitHitText::describe).startsWith(
                "flaky-ci#2 · matches outside its states", "flaky-ci#3 · after · line 2", "flaky-ci#5 · before · line 2",
                "flaky-ci#5 · after · line 2", "flaky-ci#5 · after · line 5");
        assertThat(UnitHitText.split(hits.hits().get(4).text(), hits.texts()))
                .containsExactly("…timings (ms), ", "runner-7", " — last night's run:");
        assertThat(vm.list().shownUnits()).extracting(u -> u.id().text())
                .containsExactly("flaky-ci#2", "flaky-ci#3", "flaky-ci#5", "flaky-ci#6", "flaky-ci#7", "flaky-ci#8");
        assertThat(vm.detail().highlightProperty().get()).containsExactly("runner-7");
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
        assertThat(vm.detail().revealProperty().get()).isNull(); // found by its call's text, not a state's line
        hits.next();

        assertThat(selected()).isEqualTo("flaky-ci#3");
        assertThat(hits.positionProperty().get()).isEqualTo("2 of 22");
        UnitDetailViewModel.Reveal reveal = vm.detail().revealProperty().get();
        assertThat(reveal.left()).isFalse();
        assertThat(vm.detail().rightStateProperty().get()).isEqualTo("after");
        StateLine line = vm.detail().rightLines().get(reveal.row());
        assertThat(line.number()).isEqualTo(2);
        assertThat(line.text()).contains("runner-7");

        hits.previous();
        hits.previous();
        assertThat(hits.currentProperty().get()).isEqualTo(21);
        assertThat(selected()).isEqualTo(hits.hits().get(21).unit().text());
        hits.next();
        assertThat(hits.currentProperty().get()).isZero();
    }

    @Test
    void aHitDeepInAStateIsRevealedAtItsRowWithTheRowBesideItInTheOtherPane() {
        type("runner-7");
        runner.runDelayed();
        int deep = indexOf("flaky-ci#6", "after", 219);

        hits.stepTo(deep);

        UnitDetailViewModel.Reveal reveal = vm.detail().revealProperty().get();
        assertThat(vm.detail().rightLines().get(reveal.row()).text()).contains("Is runner-7 still on the old c5.large pool?");
        assertThat(reveal.otherRow()).isBetween(0, vm.detail().leftLines().size() - 1);
        assertThat(reveal.otherRow()).isGreaterThan(200);
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

        assertThat(hits.hits()).extracting(UnitHitText::describe).containsExactly("flaky-ci#3 · matches outside its states");
        assertThat(hits.summaryProperty().get()).isEqualTo("1 hit in 1 unit");
        assertThat(vm.detail().highlightProperty().get()).isEmpty();
    }

    @Test
    void whenTheSearchHidesTheShownUnitALineSaysSoAndItsActionClearsTheSearch() {
        select("flaky-ci#1");
        type("runner-7");
        runner.runDelayed();

        assertThat(hits.hiddenNoticeProperty().get()).isEqualTo("The shown unit flaky-ci#1 is hidden by the search.");
        assertThat(hits.hiddenActionProperty().get()).isEqualTo("Clear search");

        hits.showHiddenUnit();

        assertThat(vm.list().queryProperty().get()).isEmpty();
        assertThat(hits.hits()).isEmpty();
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
        assertThat(vm.detail().highlightProperty().get()).isEmpty();
    }

    @Test
    void theFailingFilterHidingTheShownUnitOffersShowAll() {
        select("flaky-ci#2");

        vm.list().failingOnlyProperty().set(true);

        assertThat(hits.hiddenNoticeProperty().get()).isEqualTo("The shown unit flaky-ci#2 is hidden by the Failing filter.");
        hits.showHiddenUnit();
        assertThat(vm.list().failingOnlyProperty().get()).isFalse();
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
    }

    @Test
    void aCappedListSaysItHoldsTheFirstTenThousand() {
        List<UnitSearch.Hit> many = new ArrayList<>();
        for (int i = 0; i < UnitSearch.MAX_HITS; i++) {
            many.add(new UnitSearch.Hit(UnitId.of("u" + (i % 40)), "after", i + 1, "x"));
        }
        List<UnitId> units = many.stream().map(UnitSearch.Hit::unit).distinct().toList();

        String summary = UnitSearchHitsViewModel.describe(new UnitSearch.Result("x", List.of("x"), units, many, 12_345));

        assertThat(summary).isEqualTo("first 10,000 of 12,345 hits in 40 units");
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
        UnitSearch.Result first = vm.list().resultProperty().get();

        vm.reread();

        assertThat(vm.list().resultProperty().get()).as("searched again").isNotSameAs(first);
        assertThat(hits.hits()).hasSize(22);
        assertThat(hits.currentProperty().get()).isEqualTo(2);
        assertThat(hits.hits().get(2)).isEqualTo(at);
        assertThat(hits.positionProperty().get()).isEqualTo("3 of 22");
    }
}
