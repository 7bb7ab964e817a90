package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class SearchHitsViewModelTest {
    private static final UnitId WITHOUT_OSAKA = UnitId.of("20260401_100137");

    private final InlineTaskRunner runner = new InlineTaskRunner();
    private final InspectorContext context = new InspectorContext(runner);
    private final UnitListViewModel list = new UnitListViewModel(context);
    private final SearchHitsViewModel hits = new SearchHitsViewModel(list);
    @TempDir
    Path tmp;

    private void openDemo() throws IOException {
        context.open(CycleSources.sourceOf(Scratchpad.open(DemoSample.liveCopyTo(tmp))));
    }

    private void type(String query) {
        list.search().queryProperty().set(query);
    }

    @Test
    void typedQueryIsSearchedAfterThePauseAndItsHitsListUnitStateLineAndPreview() throws IOException {
        openDemo();
        type("osaka");
        assertThat(list.search().resultProperty().get()).as("not before the pause").isNull();

        assertThat(runner.runDelayed()).isEqualTo(1);

        assertThat(hits.hits()).isNotEmpty();
        assertThat(hits.hitsQuery()).isEqualTo("osaka");
        UnitSearch.Hit first = hits.hits().get(0);
        assertThat(first.unit()).hasToString("20260401_102137");
        assertThat(first.state()).isEqualTo("before");
        assertThat(first.line()).isPositive();
        assertThat(first.text()).containsIgnoringCase("osaka");
        assertThat(SearchHitText.describe(first)).isEqualTo("20260401_102137 · before · line " + first.line());
        String[] preview = SearchHitText.split(first.text(), java.util.List.of("osaka"));
        assertThat(preview[1]).isEqualTo("Osaka");
        assertThat(String.join("", preview)).endsWith(first.text().substring(first.text().indexOf("Osaka")));
        assertThat(list.search().messageProperty().get()).matches(hits.hits().size() + " hits in \\d+ cycles");
        assertThat(hits.currentProperty().get()).isEqualTo(-1);
    }

    @Test
    void oneLetterIsNotSearchedAsTypedButEnterSearchesItAndStepsToTheFirstHit() throws IOException {
        openDemo();
        type("k");
        assertThat(runner.runDelayed()).isZero();

        hits.next();

        assertThat(hits.hits()).isNotEmpty();
        assertThat(hits.currentProperty().get()).isZero();
        assertThat(context.selectedUnitProperty().get()).isEqualTo(hits.hits().get(0).unit());
    }

    @Test
    void enterAndShiftEnterStepThroughTheHitsSelectingEachHitsCycleAndWrapAround() throws IOException {
        openDemo();
        type("Osaka");
        hits.next();
        int n = hits.hits().size();
        assertThat(n).isGreaterThan(2);
        assertThat(hits.currentProperty().get()).isZero();
        assertThat(hits.positionProperty().get()).isEqualTo("1 of " + n);
        SearchHitsViewModel.Step step = hits.stepProperty().get();
        assertThat(step.query()).isEqualTo("Osaka");
        assertThat(step.hit()).isEqualTo(hits.hits().get(0));

        hits.next();
        assertThat(hits.currentProperty().get()).isEqualTo(1);
        assertThat(context.selectedUnitProperty().get()).isEqualTo(hits.hits().get(1).unit());

        hits.previous();
        hits.previous();
        assertThat(hits.currentProperty().get()).as("wraps to the last").isEqualTo(n - 1);
        assertThat(context.selectedUnitProperty().get()).isEqualTo(hits.hits().get(n - 1).unit());
        assertThat(hits.positionProperty().get()).isEqualTo(n + " of " + n);

        hits.next();
        assertThat(hits.currentProperty().get()).as("wraps to the first").isZero();

        hits.stepTo(2);
        assertThat(hits.stepProperty().get().hit()).isEqualTo(hits.hits().get(2));
        assertThat(hits.stepProperty().get()).as("a new step each time").isNotSameAs(step);
    }

    @Test
    void shiftEnterBeforeAnyStepGoesToTheLastHit() throws IOException {
        openDemo();
        type("Osaka");
        runner.runDelayed();

        hits.previous();

        assertThat(hits.currentProperty().get()).isEqualTo(hits.hits().size() - 1);
    }

    @Test
    void aCappedSearchSaysHowManyOfHowManyHitsAreListed() throws IOException {
        Path pad = Files.createDirectories(tmp.resolve("big"));
        StringBuilder yaml = new StringBuilder("current_task: count the pins\nitems:\n");
        for (int i = 0; i < 3000; i++) {
            yaml.append("- needle ").append(i).append('\n');
        }
        for (String id : new String[] {"20260101_000000", "20260101_001000"}) {
            Files.writeString(pad.resolve(id + "_before.yaml"), yaml, StandardCharsets.UTF_8);
            Files.writeString(pad.resolve(id + "_after.yaml"), yaml, StandardCharsets.UTF_8);
        }
        context.open(CycleSources.sourceOf(Scratchpad.open(pad)));
        type("needle");

        hits.next();

        assertThat(hits.hits()).hasSize(UnitSearch.MAX_HITS);
        assertThat(list.search().messageProperty().get()).isEqualTo("first 10,000 of 12,000 hits in 2 cycles");
        assertThat(hits.positionProperty().get()).isEqualTo("1 of the first 10,000");
    }

    @Test
    void aSearchThatHidesTheShownCycleSaysSoAndClearingItShowsTheCycleAgain() throws IOException {
        openDemo();
        context.selectedUnitProperty().set(WITHOUT_OSAKA);
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();

        type("Osaka");
        runner.runDelayed();

        assertThat(list.visibleRows()).noneMatch(row -> row.id().equals(WITHOUT_OSAKA));
        assertThat(hits.hiddenNoticeProperty().get())
                .isEqualTo("The shown cycle 20260401_100137 is hidden by the search.");
        assertThat(hits.hiddenActionProperty().get()).isEqualTo("Clear search");

        hits.showHiddenCycle();

        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
        assertThat(list.search().queryProperty().get()).isEmpty();
        assertThat(hits.hits()).isEmpty();
        assertThat(list.visibleRows()).anyMatch(row -> row.id().equals(WITHOUT_OSAKA));
    }

    @Test
    void aStatusFilterThatHidesTheShownCycleSaysSoAndShowAllClearsIt() throws IOException {
        openDemo();
        context.selectedUnitProperty().set(WITHOUT_OSAKA);

        list.showFailingOnly(true);

        assertThat(hits.hiddenNoticeProperty().get())
                .isEqualTo("The shown cycle 20260401_100137 is hidden by the filters.");
        assertThat(hits.hiddenActionProperty().get()).isEqualTo("Show all");
        hits.showHiddenCycle();
        assertThat(list.statusFilter()).isEmpty();
        assertThat(hits.hiddenNoticeProperty().get()).isEmpty();
    }

    @Test
    void clearingTheQueryClearsTheHits() throws IOException {
        openDemo();
        type("Osaka");
        hits.next();

        type("");

        assertThat(hits.hits()).isEmpty();
        assertThat(hits.positionProperty().get()).isEmpty();
        assertThat(hits.stepProperty().get()).isNull();
    }

    @Test
    void theSameSearchRunAgainAfterAChangeKeepsTheOperatorsPlaceAmongTheHits(@TempDir Path dir) throws IOException {
        Path root = DemoSample.copyTo(dir);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        type("Osaka");
        runner.runDelayed();
        hits.next();
        hits.next();
        UnitSearch.Hit at = hits.hits().get(1);
        SearchHitsViewModel.Step step = hits.stepProperty().get();
        int before = hits.hits().size();

        Path scratch = root.resolve("scratchpad");
        Files.writeString(scratch.resolve("20260401_110137_before.yaml"),
                Files.readString(scratch.resolve("20260401_105637_before.yaml")));
        CycleSources.scratchpadOf(context).rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_before.yaml"), false));
        runner.runDelayed();

        assertThat(hits.hits()).hasSizeGreaterThan(before);
        assertThat(hits.currentProperty().get()).isEqualTo(1);
        assertThat(hits.hits().get(1)).isEqualTo(at);
        assertThat(hits.stepProperty().get()).isSameAs(step);
        assertThat(hits.positionProperty().get()).isEqualTo("2 of " + hits.hits().size());
    }
}
