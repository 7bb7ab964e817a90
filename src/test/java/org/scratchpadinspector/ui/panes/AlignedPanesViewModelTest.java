package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The panes of a cycle share one row model: counterparts on one row, fillers opposite lines one side lacks. */
class AlignedPanesViewModelTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final String PARSE_ERRORS = "20260401_100637";
    private static final String CRASHED = "20260401_103637";

    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final PanesViewModel viewModel = new PanesViewModel(context);

    @Test
    void everyPaneWithTextHasTheSameRowsAndAChangedLineFacesItsCounterpart() throws IOException {
        open(CRASHED);
        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);
        PaneModel active = viewModel.pane(PaneSide.NOW);

        assertThat(after.lines()).hasSameSizeAs(before.lines());
        assertThat(active.lines()).hasSameSizeAs(before.lines());
        int notes = rowStarting(after, "notes: 'Cycle " + CRASHED + " failed:");
        assertThat(after.kind(notes)).isEqualTo(LineKind.CHANGED);
        assertThat(before.kind(notes)).isEqualTo(LineKind.CHANGED);
        assertThat(before.lines().get(notes)).startsWith("notes:");
    }

    @Test
    void anAddedLineFacesAFillerRowWithoutALineNumberAndTheFileKeepsItsOwnNumbers() throws IOException {
        open(PARSE_ERRORS);
        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);

        int added = rowStarting(after, "  [COMPLETED] Stand-up read");
        assertThat(after.kind(added)).isEqualTo(LineKind.ADDED);
        assertThat(before.kind(added)).isEqualTo(LineKind.FILLER);
        assertThat(before.lines().get(added)).isEmpty();
        assertThat(before.fileLine(added)).isEqualTo(-1);
        int fillers = (int) before.kinds().stream().filter(k -> k == LineKind.FILLER).count();
        assertThat(before.fileLineCount()).isEqualTo(before.lines().size() - fillers);
        assertThat(before.detail()).endsWith(before.fileLineCount() + " lines");
    }

    @Test
    void rowsOutsideEveryChangeReadTheSameInBeforeAndAfter() throws IOException {
        open(PARSE_ERRORS);
        PaneModel before = viewModel.pane(PaneSide.BEFORE);
        PaneModel after = viewModel.pane(PaneSide.AFTER);
        for (int row = 0; row < before.lines().size(); row++) {
            if (before.kind(row) == LineKind.UNCHANGED && after.kind(row) == LineKind.UNCHANGED) {
                assertThat(before.lines().get(row)).isEqualTo(after.lines().get(row));
            }
        }
    }

    @Test
    void nextChangeGoesToARowThatIsChangedInBothPanesOrFacesAFiller() throws IOException {
        open(PARSE_ERRORS);
        ChangeTarget first = viewModel.nextChange();
        ChangeTarget second = viewModel.nextChange();

        assertThat(second.line()).isGreaterThan(first.line());
        for (ChangeTarget target : new ChangeTarget[] {first, second}) {
            LineKind before = viewModel.pane(PaneSide.BEFORE).kind(target.line());
            LineKind after = viewModel.pane(PaneSide.AFTER).kind(target.line());
            assertThat(before).isNotEqualTo(LineKind.UNCHANGED);
            assertThat(after).isNotEqualTo(LineKind.UNCHANGED);
        }
        assertThat(viewModel.previousChange().line()).isEqualTo(first.line());
    }

    @Test
    void expandingAFoldInOnePaneOpensItInEveryPane() throws IOException {
        open(PARSE_ERRORS);
        viewModel.activeShownProperty().set(false);
        FoldRegion fold = viewModel.pane(PaneSide.AFTER).folds().get(0);

        assertThat(viewModel.expandFold(PaneSide.AFTER, fold.start())).isTrue();

        for (PaneSide side : PaneSide.values()) {
            assertThat(viewModel.pane(side).folds()).doesNotContain(fold);
        }
    }

    @Test
    void hidingTheActivePaneFoldsWhatBeforeAndAfterShareEvenWhereActiveDiffers() throws IOException {
        open(PARSE_ERRORS);
        int foldedWithActive = hiddenRows(viewModel.pane(PaneSide.AFTER));

        viewModel.activeShownProperty().set(false);

        assertThat(hiddenRows(viewModel.pane(PaneSide.AFTER))).isGreaterThan(foldedWithActive);
    }

    private static int hiddenRows(PaneModel pane) {
        return pane.folds().stream().mapToInt(FoldRegion::size).sum();
    }

    private void open(String cycle) throws IOException {
        context.open(CycleSources.sourceOf(Scratchpad.open(DEMO)));
        context.selectedUnitProperty().set(CycleSources.unit(cycle));
    }

    private static int rowStarting(PaneModel pane, String prefix) {
        for (int i = 0; i < pane.lines().size(); i++) {
            if (pane.lines().get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in\n" + pane.text());
    }
}
