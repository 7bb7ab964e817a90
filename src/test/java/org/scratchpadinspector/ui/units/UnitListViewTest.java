package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class UnitListViewTest {
    private final FxTaskRunner runner = new FxTaskRunner(2);
    private InspectorContext context;
    private UnitListView view;

    @Start
    void start(Stage stage) throws IOException {
        context = new InspectorContext(runner);
        view = new UnitListView(new UnitListViewModel(context));
        Scene scene = new Scene(view, 820, 480);
        scene.getStylesheets().add(InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css")
                .toExternalForm());
        stage.setScene(scene);
        stage.show();
        context.open(CycleSources.sourceOf(Scratchpad.open(DemoSample.ROOT)));
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(10, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void waitForSummaries() throws TimeoutException {
        // the rows are built in the background: no pending row before they arrive means nothing yet
        waitUntil(() -> !view.model().rows().isEmpty() && view.model().pendingCountProperty().get() == 0);
    }

    @Test
    void aRowsFieldsLineShowsTheIterationsOnlyWhereALogCountsThem(FxRobot robot, @TempDir Path tmp) throws Exception {
        waitForSummaries();
        assertThat(fieldLines(robot)).anyMatch(line -> line.contains("iterations"));

        Path root = DemoSample.copyTo(tmp);
        try (var logs = Files.list(root.resolve("logs"))) {
            for (Path log : (Iterable<Path>) logs::iterator) {
                Files.delete(log);
            }
        }
        Scratchpad withoutLogs = Scratchpad.open(root);
        robot.interact(() -> context.open(CycleSources.sourceOf(withoutLogs)));
        waitUntil(() -> !view.model().rows().isEmpty() && view.model().pendingCountProperty().get() == 0
                && !fieldLines(robot).isEmpty());
        waitForSummaries();

        assertThat(fieldLines(robot)).isNotEmpty().noneMatch(line -> line.contains("iterations"))
                .anyMatch(line -> line.contains("tool calls"));
    }

    /** The fields line of every row shown. */
    private static java.util.List<String> fieldLines(FxRobot robot) {
        return robot.lookup(".cycle-table .cycle-fields").queryAll().stream()
                .map(n -> ((javafx.scene.text.Text) n).getText()).filter(t -> !t.isEmpty()).toList();
    }

    @Test
    void showsTwelveRowsAndTheCrashedOne(FxRobot robot) throws TimeoutException {
        waitForSummaries();

        assertThat(view.table().getItems()).hasSize(12);
        var labels = robot.lookup(".cycle-table .cycle-status").queryAllAs(javafx.scene.text.Text.class).stream()
                .filter(l -> !l.getText().isEmpty()).toList();
        assertThat(labels).anySatisfy(label -> assertThat(label.getText()).endsWith("crashed"));
        // each status has its colour (a pseudo-class on the cell)
        var crashed = labels.stream().filter(l -> l.getText().endsWith("crashed")).findFirst().orElseThrow();
        var completed = labels.stream().filter(l -> l.getText().endsWith("completed")).findFirst().orElseThrow();
        assertThat(crashed.getFill()).isNotEqualTo(completed.getFill());
    }

    @Test
    void aNarrowListCutsTheFlagChipsInsteadOfScrollingSideways(FxRobot robot) throws TimeoutException {
        waitForSummaries();
        robot.interact(() -> view.getScene().getWindow().setWidth(450));
        WaitForAsyncUtils.waitForFxEvents();

        var bars = robot.lookup(".cycle-table .scroll-bar").queryAllAs(javafx.scene.control.ScrollBar.class);
        assertThat(bars).filteredOn(bar -> bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL)
                .isNotEmpty().allSatisfy(bar -> assertThat(bar.isVisible()).isFalse());
        assertThat(robot.lookup(".cycle-flags").queryAllAs(javafx.scene.layout.HBox.class))
                .as("rows with flags still show their chips")
                .anySatisfy(chips -> assertThat(chips.getChildren()).isNotEmpty());
    }

    @Test
    void clickingTheTimelineSelectsACycle(FxRobot robot) throws TimeoutException {
        waitForSummaries();
        Bounds bounds = view.timeline().localToScreen(view.timeline().getBoundsInLocal());

        // 12 marks share the width, oldest left: the middle of the 8th is the crashed cycle
        robot.clickOn(bounds.getMinX() + bounds.getWidth() * 7.5 / 12, bounds.getMinY() + bounds.getHeight() / 2);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_103637"));
        assertThat(view.table().getSelectionModel().getSelectedItem().status().key()).isEqualTo("crashed");
    }

    @Test
    void searchFieldFiltersTheRows(FxRobot robot) throws TimeoutException {
        waitForSummaries();

        robot.clickOn(".cycle-search-field").write("publish_report").type(KeyCode.ENTER);
        waitUntil(() -> !view.model().search().searchingProperty().get()
                && view.model().search().resultProperty().get() != null);

        assertThat(view.table().getItems()).extracting(r -> r.id().toString())
                .containsExactly("20260401_105637", "20260401_105137", "20260401_104637");
        robot.clickOn(".cycle-search-field").type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.table().getItems()).hasSize(12);
    }

    @Test
    void ctrlFFocusesTheSearchFieldAndDownMovesTheSelection(FxRobot robot) throws TimeoutException {
        waitForSummaries();
        robot.interact(() -> view.model().select(UnitId.of("20260401_105637")));
        robot.clickOn(view.table().lookup(".cycle-row-cell"));
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".cycle-search-field").queryAs(TextField.class).isFocused()).isTrue();

        robot.type(KeyCode.DOWN);
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_105137"));
    }

    @Test
    void aNewCycleAppearsOnTopAndTheSelectionStays(FxRobot robot, @TempDir Path dir) throws Exception {
        waitForSummaries();
        Path root = DemoSample.copyTo(dir);
        robot.interact(() -> {
            try {
                context.open(CycleSources.sourceOf(Scratchpad.open(root)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        waitForSummaries();
        robot.interact(() -> context.selectedUnitProperty().set(UnitId.of("20260401_102637")));
        Path scratch = root.resolve("scratchpad");
        Files.copy(scratch.resolve("20260401_105637_before.yaml"), scratch.resolve("20260401_110137_before.yaml"));

        robot.interact(() -> {
            try {
                CycleSources.scratchpadOf(context).rescan(Cancellation.NONE, n -> { });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            context.publishChange(new DirectoryChange(Set.of("20260401_110137_before.yaml"), false));
        });
        waitUntil(() -> view.table().getItems().size() == 13 && !view.table().getItems().get(0).isPending());

        assertThat(view.table().getItems().get(0).status().key()).isEqualTo("running");
        assertThat(view.table().getSelectionModel().getSelectedItem().id().toString()).isEqualTo("20260401_102637");
        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_102637"));
    }

    @Test
    void selectionFromElsewhereShowsInTheTable(FxRobot robot) throws TimeoutException {
        waitForSummaries();

        robot.interact(() -> context.selectedUnitProperty().set(UnitId.of("20260401_101137")));

        assertThat(view.table().getSelectionModel().getSelectedItem().id().toString()).isEqualTo("20260401_101137");
    }
}
