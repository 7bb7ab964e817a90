package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real window on a copy of the committed Forge notes sample: the search's hits, stepping, and the panes. */
@ExtendWith(ApplicationExtension.class)
class SourceSearchHitsWindowTest {
    @TempDir
    Path tmp;
    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(tmp.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void typingListsTheHitsAndEnterAndF3StepThroughThemShowingEachHitsLineMarkedInItsPane(FxRobot robot)
            throws Exception {
        Path dir = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes"), tmp.resolve("forge-notes"));
        robot.interact(() -> window.viewModel().open(dir));
        FxWait.until(20, () -> robot.lookup("#source-units").tryQuery()
                .map(n -> ((ListView<?>) n).getItems().size()).orElse(0) == 21);

        robot.clickOn("#source-search").write("runner-7");
        FxWait.until(20, () -> hitList(robot).getItems().size() == 22);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fx(() -> ((Label) robot.lookup("#source-hit-summary").query()).getText())).isEqualTo("22 hits in 6 units");
        assertThat(fx(() -> hitRows(robot))).startsWith("flaky-ci#2 · matches outside its states",
                "flaky-ci#3 · after · line 2 ·   Nightly 2025-12-03: integration <timeout> after 30m on runner-7 & retry OK\\u2028copied from the CI web page 🐢");

        robot.type(KeyCode.ENTER).type(KeyCode.ENTER);
        FxWait.until(20, () -> "flaky-ci#3".equals(selectedUnit(robot)) && currentHitCell(robot, "#source-right-pane") != null);
        assertThat(fx(() -> currentHitCell(robot, "#source-right-pane").getText())).startsWith("   2 ").contains("runner-7");
        assertThat(fx(() -> ((Label) robot.lookup("#source-hit-position").query()).getText())).isEqualTo("2 of 22");

        for (int i = 0; i < 8; i++) {
            robot.type(KeyCode.F3);
        }
        FxWait.until(20, () -> "flaky-ci#6".equals(selectedUnit(robot)) && currentHitCell(robot, "#source-right-pane") != null
                && currentHitCell(robot, "#source-right-pane").getText().contains("Is runner-7 still")
                && isInside(currentHitCell(robot, "#source-right-pane"), robot.lookup("#source-right-pane").query()));
        assertThat(fx(() -> currentHitCell(robot, "#source-right-pane").getText())).startsWith(" 219 ");
        assertThat(fx(() -> isInside(currentHitCell(robot, "#source-right-pane"), robot.lookup("#source-right-pane").query())))
                .as("the hit's line is scrolled into the pane").isTrue();
        assertThat(fx(() -> ((Label) currentHitCell(robot, "#source-right-pane").lookup(".state-search-current")).getText()))
                .isEqualToIgnoringCase("runner-7");

        if (System.getProperty("hits.shot") != null) {
            javafx.scene.image.WritableImage image = fx(() -> window.scene().getRoot().snapshot(null, null));
            org.scratchpadinspector.ui.FxImages.writePng(image, Path.of(System.getProperty("hits.shot")));
        }
        robot.press(KeyCode.SHIFT).type(KeyCode.F3).release(KeyCode.SHIFT);
        FxWait.until(20, () -> currentHitCell(robot, "#source-right-pane") != null
                && currentHitCell(robot, "#source-right-pane").getText().startsWith("   5 "));
        assertThat(fx(() -> ((Label) robot.lookup("#source-hit-position").query()).getText())).isEqualTo("9 of 22");
        assertThat(fx(() -> robot.lookup("#source-left-pane .state-search-match").queryAll().size()))
                .as("every other occurrence is marked, in the other pane too").isPositive();
    }

    @SuppressWarnings("unchecked")
    private static ListView<Object> hitList(FxRobot robot) {
        return robot.lookup("#source-hit-list").queryAs(ListView.class);
    }

    private static List<String> hitRows(FxRobot robot) {
        return robot.lookup("#source-hit-list .search-hit-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> !c.isEmpty()).sorted(java.util.Comparator.comparingInt(ListCell::getIndex))
                .map(ListCell::getText).toList();
    }

    @SuppressWarnings("unchecked")
    private static String selectedUnit(FxRobot robot) {
        Unit unit = ((ListView<Unit>) robot.lookup("#source-units").query()).getSelectionModel().getSelectedItem();
        return unit == null ? null : unit.id().text();
    }

    /** The pane's cell holding the current hit's mark, or null. */
    private static ListCell<?> currentHitCell(FxRobot robot, String pane) {
        return robot.lookup(pane + " .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> !c.isEmpty() && c.isVisible() && c.lookup(".state-search-current") != null
                        && c.getGraphic() != null)
                .findFirst().orElse(null);
    }

    /** Whether {@code node} is wholly in the part of {@code pane}'s list that shows rows (not under a scroll bar). */
    private static boolean isInside(Node node, Node pane) {
        Node rows = pane.lookup(".clipped-container");
        Bounds b = node.localToScene(node.getBoundsInLocal());
        Bounds p = rows.localToScene(rows.getBoundsInLocal());
        return b.getMinY() >= p.getMinY() - 1 && b.getMaxY() <= p.getMaxY() + 1;
    }

    private static <T> T fx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(20, TimeUnit.SECONDS);
    }
}
