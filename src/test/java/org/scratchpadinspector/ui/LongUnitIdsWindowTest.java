package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At 1024 × 700, units with long ids (a recursive-context run's {@code pr-review-restored#4}, a Forge workspace's
 * {@code 20260401-101606#23}) keep their status in the list's view: the id column gives way, cutting an id in its
 * middle, and the row's tooltip has the whole id.
 */
@ExtendWith(ApplicationExtension.class)
class LongUnitIdsWindowTest {
    @TempDir
    static Path settings;
    @TempDir
    Path tmp;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    private void open(FxRobot robot, Path sample) throws Exception {
        Path copy = SampleCopy.copy(sample, tmp.resolve(sample.getFileName()));
        robot.interact(() -> {
            window.viewModel().open(copy);
            // the list's first width at 1024 px (as on a 1024-px screen)
            window.view().mainSplit().setDividerPositions(
                    org.scratchpadinspector.ui.main.MainView.firstListWidth(1024) / 1024);
        });
        FxWait.until(60, () -> window.viewModel().context().source() != null
                && !window.units().model().rows().isEmpty()
                && window.units().model().pendingCountProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The rows on screen: each cell showing a unit. */
    private List<ListCell<?>> shownCells(FxRobot robot) {
        return robot.lookup(".cycle-row-cell").queryAll().stream().<ListCell<?>>map(n -> (ListCell<?>) n)
                .filter(c -> c.getItem() != null && c.isVisible()).toList();
    }

    private static Text part(ListCell<?> cell, String styleClass) {
        return (Text) cell.lookup("." + styleClass);
    }

    private void assertEveryStatusIsInTheListsViewport(FxRobot robot) {
        Node viewport = robot.lookup(".cycle-table .clipped-container").query();
        Bounds view = viewport.localToScene(viewport.getLayoutBounds());
        List<ListCell<?>> cells = shownCells(robot);
        assertThat(cells).isNotEmpty();
        for (ListCell<?> cell : cells) {
            Text status = part(cell, "cycle-status");
            Bounds shown = status.localToScene(status.getLayoutBounds());
            assertThat(status.getText()).isNotBlank();
            assertThat(shown.getMinX()).as("status of %s starts in view", cell.getItem()).isGreaterThanOrEqualTo(view.getMinX());
            assertThat(shown.getMaxX()).as("status of %s ends in view", cell.getItem()).isLessThanOrEqualTo(view.getMaxX());
            // the flags too: whole chips, or the "+N" chip that counts those that do not fit
            for (Node chip : cell.lookupAll(".cycle-flag-chip, .cycle-flag-more")) {
                if (chip.isVisible() && chip.getParent() != null && chip.getParent().isVisible()) {
                    Bounds flag = chip.localToScene(chip.getLayoutBounds());
                    assertThat(flag.getMaxX()).as("flag of %s ends in view", cell.getItem())
                            .isLessThanOrEqualTo(view.getMaxX());
                }
            }
        }
    }

    @Test
    void aRecursiveContextRunsLongTurnIdsLeaveTheStatusInViewAndTheWholeIdInTheTooltip(FxRobot robot)
            throws Exception {
        open(robot, Path.of("scratchpad-samples/recursive-context/runs"));

        assertThat(window.view().mainSplit().getWidth()).isLessThanOrEqualTo(1024);
        assertEveryStatusIsInTheListsViewport(robot);
        ListCell<?> restored = shownCells(robot).stream()
                .filter(c -> String.valueOf(c.getItem()).startsWith("pr-review-restored#4 ")).findFirst().orElseThrow();
        String id = part(restored, "cycle-id").getText();
        assertThat(id).as("both ends of the id stay").startsWith("pr-").endsWith("#4").contains("…");
        assertThat(restored.getTooltip().getText()).startsWith("pr-review-restored#4\n");
    }

    @Test
    void aCycleScratchpadsIdsStayWholeBesideTheirStatusAndFlags(FxRobot robot) throws Exception {
        open(robot, Path.of("scratchpad-samples/demo"));

        assertEveryStatusIsInTheListsViewport(robot);
        assertThat(shownCells(robot)).allSatisfy(cell -> assertThat(part(cell, "cycle-id").getText())
                .matches("\\d{8}_\\d{6}"));
    }

    @Test
    void aForgeWorkspacesCallIdsLeaveTheStatusInView(FxRobot robot) throws Exception {
        open(robot, Path.of("scratchpad-samples/forge/workspace"));

        assertEveryStatusIsInTheListsViewport(robot);
    }
}
