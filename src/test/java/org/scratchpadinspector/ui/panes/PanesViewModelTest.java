package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class PanesViewModelTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final Path HEALTHY = Path.of("scratchpad-samples/healthy");
    private static final String PARSE_ERRORS = "20260401_100637";
    private static final String CRASHED = "20260401_103637";
    private static final String ORPHAN = "20260401_104137";
    private static final String RUNNING = "20260401_105637";

    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final PanesViewModel viewModel = new PanesViewModel(context);

    @Test
    void marksTheNotesAddedInTheCycleAsAddedLines() throws IOException {
        open(DEMO, PARSE_ERRORS);

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(kindOfLineStarting(after, "  [PARSE ERROR] Expecting value")).isEqualTo(LineKind.ADDED);
        assertThat(kindOfLineStarting(after, "  [PARSE ERROR] Expecting ','")).isEqualTo(LineKind.ADDED);
        assertThat(kindOfLineStarting(after, "  [TOOL] read_file({'path': 'notes/standup")).isEqualTo(LineKind.ADDED);
        assertThat(kindOfLineStarting(after, "  [COMPLETED] Stand-up read")).isEqualTo(LineKind.ADDED);
        assertThat(kindOfLineStarting(after, "  [COMPLETED] Metrics collected")).isEqualTo(LineKind.UNCHANGED);
    }

    @Test
    void marksTheChangedCurrentTaskWithIntraLineRanges() throws IOException {
        open(DEMO, PARSE_ERRORS);

        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);
        int oldLine = lineStarting(before, "current_task:");
        int newLine = lineStarting(after, "current_task:");
        assertThat(before.kind(oldLine)).isEqualTo(LineKind.CHANGED);
        assertThat(after.kind(newLine)).isEqualTo(LineKind.CHANGED);
        assertThat(after.intraLine(newLine)).isNotEmpty()
                .allSatisfy(r -> assertThat(r.start()).isGreaterThanOrEqualTo("current_task: ".length()));
        assertThat(before.intraLine(oldLine)).isNotEmpty();
        assertThat(kindOfLineStarting(before, "- Draft the report")).isEqualTo(LineKind.REMOVED);
    }

    @Test
    void decodedShowsRealUnicodeAndRawShowsTheEscapes() throws IOException {
        open(DEMO, PARSE_ERRORS);
        assertThat(viewModel.pane(PaneSide.AFTER).text()).contains("→").contains("日本語").doesNotContain("\\u2192");

        viewModel.toggleRaw();

        assertThat(viewModel.rawProperty().get()).isTrue();
        assertThat(viewModel.pane(PaneSide.AFTER).text()).contains("\\u2192").doesNotContain("→");
    }

    @Test
    void theCrashMarksTheReplacedNotesAsRemovedOrChanged() throws IOException {
        open(DEMO, CRASHED);

        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(kindOfLineStarting(before, "  [COMPLETED] Review requested")).isEqualTo(LineKind.REMOVED);
        assertThat(kindOfLineStarting(before, "  [TOOL] clock(")).isEqualTo(LineKind.REMOVED);
        assertThat(kindOfLineStarting(after, "notes: 'Cycle " + CRASHED + " failed:")).isEqualTo(LineKind.CHANGED);
        assertThat(viewModel.activeNoteProperty().get()).contains("later cycles").doesNotContain("diverges");
    }

    @Test
    void aRunningCycleHasACalmPlaceholderForItsAfter(@org.junit.jupiter.api.io.TempDir Path tmp) throws IOException {
        open(org.scratchpadinspector.testsupport.SampleCopy.live(DEMO, tmp.resolve("demo")), RUNNING);

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(after.hasLines()).isFalse();
        assertThat(after.placeholder()).isEqualTo("No _after yet: cycle " + RUNNING + " is running");
        assertThat(after.error()).isNull();
        assertThat(viewModel.pane(PaneSide.BEFORE).hasLines()).isTrue();
        assertThat(viewModel.activeNoteProperty().get()).startsWith("active.yaml = before");
    }

    @Test
    void aCycleWhoseAgentIsGoneSaysItWasInterrupted(@org.junit.jupiter.api.io.TempDir Path tmp) throws IOException {
        Path demo = org.scratchpadinspector.testsupport.SampleCopy.live(DEMO, tmp.resolve("demo"));
        org.scratchpadinspector.testsupport.SampleCopy.touchNewestBefore(demo,
                java.time.Instant.now().minus(java.time.Duration.ofDays(2)));

        open(demo, RUNNING);

        assertThat(viewModel.pane(PaneSide.AFTER).placeholder())
                .isEqualTo("No _after: cycle " + RUNNING + " was interrupted before writing it");
    }

    @Test
    void anOrphanSaysItsBeforeIsMissing() throws IOException {
        open(DEMO, ORPHAN);

        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        assertThat(before.hasLines()).isFalse();
        assertThat(before.placeholder()).contains(ORPHAN + "_before.yaml is missing");
        assertThat(viewModel.pane(PaneSide.AFTER).hasLines()).isTrue();
        assertThat(viewModel.pane(PaneSide.AFTER).kinds()).doesNotContain(LineKind.ADDED, LineKind.REMOVED,
                LineKind.CHANGED);
    }

    @Test
    void aMalformedAfterShowsFileLineAndColumnInThePane(@TempDir Path dir) throws IOException {
        Path root = copy(DEMO, dir);
        Files.writeString(afterFile(root, PARSE_ERRORS), "goals:\n- one\n  bad: [unclosed\nnotes: x\n");

        open(root, PARSE_ERRORS);

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(after.error()).startsWith(PARSE_ERRORS + "_after.yaml: ").contains("line").contains("column");
        assertThat(after.hasLines()).isFalse();
        assertThat(viewModel.pane(PaneSide.BEFORE).hasLines()).isTrue();
        assertThat(viewModel.pane(PaneSide.NOW).hasLines()).isTrue();
        assertThat(viewModel.loadErrorProperty().get()).isNull();
    }

    @Test
    void rawShowsTheTextOfAMalformedFileUnderItsError(@TempDir Path dir) throws IOException {
        Path root = copy(DEMO, dir);
        Files.writeString(afterFile(root, PARSE_ERRORS), "goals:\n- one\n  bad: [unclosed\nnotes: x\n");
        open(root, PARSE_ERRORS);

        viewModel.toggleRaw();

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(after.lines()).contains("  bad: [unclosed");
        assertThat(after.error()).contains("line");
    }

    @Test
    void aHalfWrittenFileKeepsTheLastGoodParseMarkedStale(@TempDir Path dir) throws IOException {
        Path root = copy(DEMO, dir);
        open(root, PARSE_ERRORS);
        String good = viewModel.pane(PaneSide.AFTER).text();
        Path after = afterFile(root, PARSE_ERRORS);
        String full = Files.readString(after);

        Files.writeString(after, full.substring(0, full.indexOf("notes: \"") + 20));
        context.publishChange(new DirectoryChange(Set.of(after.getFileName().toString()), false));

        PaneModel stale = viewModel.pane(PaneSide.AFTER);
        assertThat(stale.text()).isEqualTo(good);
        assertThat(stale.stale()).startsWith("stale: ");
        assertThat(stale.error()).isNull();

        Files.writeString(after, full);
        context.publishChange(new DirectoryChange(Set.of(after.getFileName().toString()), false));
        assertThat(viewModel.pane(PaneSide.AFTER).stale()).isNull();
    }

    @Test
    void aChangeToAnotherCycleDoesNotReload() throws IOException {
        open(DEMO, PARSE_ERRORS);
        List<PanesViewModel.Published> published = new ArrayList<>();
        viewModel.publishedProperty().addListener((o, was, now) -> published.add(now));

        context.publishChange(org.scratchpadinspector.ui.common.IndexedChange.of(context, "20260401_104637_after.yaml"));
        assertThat(published).isEmpty();

        context.publishChange(org.scratchpadinspector.ui.common.IndexedChange.of(context, "active.yaml"));
        assertThat(published).extracting(PanesViewModel.Published::update)
                .containsExactly(PanesViewModel.Update.REFRESH);
    }

    @Test
    void nextAndPreviousChangeWalkTheChangeList() throws IOException {
        open(DEMO, PARSE_ERRORS);
        assertThat(viewModel.changePositionProperty().get()).isEqualTo("4 changes");

        ChangeTarget first = viewModel.nextChange();
        assertThat(first.side()).isEqualTo(PaneSide.AFTER);
        assertThat(viewModel.pane(PaneSide.AFTER).lines().get(first.line())).startsWith("current_task:");
        ChangeTarget second = viewModel.nextChange();
        assertThat(second.side()).as("a deletion points at the removed line").isEqualTo(PaneSide.BEFORE);
        assertThat(viewModel.pane(PaneSide.BEFORE).lines().get(second.line())).startsWith("- Draft the report");
        ChangeTarget third = viewModel.nextChange();
        assertThat(viewModel.pane(PaneSide.AFTER).lines().get(third.line())).startsWith("- task: Read the stand-up");
        ChangeTarget fourth = viewModel.nextChange();
        assertThat(viewModel.pane(PaneSide.AFTER).lines().get(fourth.line())).startsWith("  [PARSE ERROR]");
        assertThat(viewModel.nextChange()).as("no change after the last").isNull();
        assertThat(viewModel.changePositionProperty().get()).isEqualTo("change 4 of 4");

        assertThat(viewModel.previousChange()).isEqualTo(third);
        assertThat(viewModel.previousChange()).isEqualTo(second);
        assertThat(viewModel.changeTargetProperty().get()).isEqualTo(second);
    }

    @Test
    void nextChangeGoesOnFromTheCursor() throws IOException {
        open(DEMO, PARSE_ERRORS);

        viewModel.setCursor(PaneSide.AFTER, 12);

        ChangeTarget next = viewModel.nextChange();
        assertThat(viewModel.pane(PaneSide.AFTER).lines().get(next.line())).startsWith("  [PARSE ERROR]");
    }

    @Test
    void theNewestFinishedCycleOfAHealthyAgentEqualsActiveButForLastUpdated() throws IOException {
        open(HEALTHY, "20260401_102137");

        assertThat(viewModel.activeNoteProperty().get()).isEqualTo("active.yaml = after + last_updated");
        assertThat(viewModel.activeDivergesProperty().get()).isFalse();
        PaneModel active = viewModel.pane(PaneSide.NOW);
        assertThat(active.kinds().stream().filter(k -> k != LineKind.UNCHANGED)).hasSize(1);
        assertThat(active.lines().get(active.kinds().indexOf(LineKind.CHANGED))).startsWith("last_updated:");
    }

    @Test
    void aHandEditOfActiveAfterTheNewestCycleIsADivergence(@TempDir Path dir) throws IOException {
        Path root = copy(HEALTHY, dir);
        Path active = root.resolve("scratchpad/active.yaml");
        Files.writeString(active, Files.readString(active).replace("current_task: null", "current_task: Rest"));

        open(root, "20260401_102137");

        assertThat(viewModel.activeNoteProperty().get())
                .isEqualTo("active.yaml diverges from this cycle's after: 1 field (current_task)");
        assertThat(viewModel.activeDivergesProperty().get()).isTrue();
    }

    @Test
    void anEarlierCycleSaysActiveReflectsLaterCycles() throws IOException {
        open(HEALTHY, "20260401_100637");

        assertThat(viewModel.activeNoteProperty().get()).startsWith("active.yaml reflects 3 later cycles");
        assertThat(viewModel.activeDivergesProperty().get()).isFalse();
    }

    @Test
    void longUnchangedRunsAreFoldedAndCanBeExpanded() throws IOException {
        open(DEMO, PARSE_ERRORS);
        // the demo's active.yaml is a later cycle's: only with the Active pane hidden are Before and After alike there
        viewModel.activeShownProperty().set(false);
        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(before.folds()).hasSize(1);
        assertThat(after.folds()).isEqualTo(before.folds());
        FoldRegion fold = before.folds().get(0);
        assertThat(fold.size()).isGreaterThanOrEqualTo(10);
        for (int row = fold.start(); row < fold.end(); row++) {
            assertThat(before.lines().get(row)).isEqualTo(after.lines().get(row));
        }

        assertThat(viewModel.expandFold(PaneSide.BEFORE, fold.start() + 1)).isTrue();
        assertThat(PaneSide.values()).allSatisfy(side -> assertThat(viewModel.pane(side).folds()).isEmpty());

        viewModel.collapseAll();
        assertThat(viewModel.pane(PaneSide.BEFORE).folds()).hasSize(1);
        viewModel.expandAll();
        assertThat(PaneSide.values()).allSatisfy(side -> assertThat(viewModel.pane(side).folds()).isEmpty());
    }

    @Test
    void panesNameTheSelectedCycleWhileItLoadsInsteadOfSayingNoneIsSelected() throws IOException {
        open(DEMO, PARSE_ERRORS);
        context.selectedUnitProperty().set(null);
        List<String> shown = new ArrayList<>();
        viewModel.publishedProperty().addListener((o, was, now) -> shown.add(now.panes().after().placeholder()));

        context.selectedUnitProperty().set(CycleSources.unit(PARSE_ERRORS));

        assertThat(shown.get(0)).isEqualTo("Loading " + PARSE_ERRORS + "…");
        assertThat(viewModel.pane(PaneSide.AFTER).hasLines()).isTrue();
    }

    @Test
    void noSelectionShowsEmptyPanes() throws IOException {
        open(DEMO, PARSE_ERRORS);

        context.selectedUnitProperty().set(null);

        assertThat(viewModel.pane(PaneSide.AFTER).hasLines()).isFalse();
        assertThat(viewModel.pane(PaneSide.AFTER).placeholder()).isEqualTo("No cycle selected");
    }

    @Test
    void theToolbarNeverSaysNoChangesWhereThereIsNothingToCompare(@TempDir Path tmp) throws IOException {
        Path demo = org.scratchpadinspector.testsupport.SampleCopy.live(DEMO, tmp.resolve("demo"));
        open(demo, RUNNING);
        assertThat(viewModel.changePositionProperty().get()).isEqualTo("no after yet: nothing to compare");

        context.selectedUnitProperty().set(null);
        assertThat(viewModel.changePositionProperty().get()).isEmpty();
    }

    private void open(Path root, String cycle) throws IOException {
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        context.selectedUnitProperty().set(CycleSources.unit(cycle));
    }

    private static Path afterFile(Path root, String cycle) {
        return root.resolve("scratchpad").resolve(cycle + "_after.yaml");
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private static int lineStarting(PaneModel pane, String prefix) {
        for (int i = 0; i < pane.lines().size(); i++) {
            if (pane.lines().get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in\n" + pane.text());
    }

    private static LineKind kindOfLineStarting(PaneModel pane, String prefix) {
        return pane.kind(lineStarting(pane, prefix));
    }

}
