package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.UnitSearch;
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

/**
 * The one window on a copy of the committed Forge notes sample: typing lists the hits, Enter and F3 step through
 * them, each hit's line marked in its aligned pane and scrolled into view. Ported from the thinner view's test.
 */
@ExtendWith(ApplicationExtension.class)
class AnyFormatSearchHitsWindowTest {
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
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    @Test
    void typingListsTheHitsAndEnterAndF3StepThroughThemShowingEachHitsLineMarkedInItsPane(FxRobot robot)
            throws Exception {
        Path dir = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes"), tmp.resolve("forge-notes"));
        robot.interact(() -> window.viewModel().open(dir));
        FxWait.until(20, () -> window.units().model().rows().size() == 21
                && window.units().model().pendingCountProperty().get() == 0);
        ListView<?> hitList = robot.lookup("#search-hit-list").queryAs(ListView.class);

        robot.clickOn(".cycle-search-field").write("runner-7");
        FxWait.until(20, () -> hitList.getItems().size() == 22);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot(() -> robot.lookup(".cycle-search-message").queryAs(Label.class).getText()))
                .isEqualTo("22 hits in 6 " + window.units().model().kindProperty().get() + "s");

        robot.type(KeyCode.ENTER).type(KeyCode.ENTER);
        UnitSearch.Hit second = (UnitSearch.Hit) hitList.getItems().get(1);
        assertThat(second.unit().text()).isEqualTo("flaky-ci#3");
        assertShown(second);
        assertThat(robot(() -> robot.lookup("#search-hit-position").queryAs(Label.class).getText()))
                .isEqualTo("2 of 22");

        for (int i = 0; i < 8; i++) {
            robot.type(KeyCode.F3);
        }
        UnitSearch.Hit tenth = (UnitSearch.Hit) hitList.getItems().get(9);
        assertThat(tenth.unit().text()).isEqualTo("flaky-ci#6");
        assertThat(tenth.line()).isEqualTo(219);
        assertShown(tenth);
        assertThat(robot(() -> window.panes().pane(PaneSide.AFTER).area().getText()))
                .contains("Is runner-7 still");

        robot.press(KeyCode.SHIFT).type(KeyCode.F3).release(KeyCode.SHIFT);
        assertShown((UnitSearch.Hit) hitList.getItems().get(8));
        assertThat(robot(() -> robot.lookup("#search-hit-position").queryAs(Label.class).getText()))
                .isEqualTo("9 of 22");
    }

    /** The hit's unit is selected, its pane shows its line on screen with the match marked as the current hit. */
    private void assertShown(UnitSearch.Hit hit) throws Exception {
        PaneSide side = "before".equals(hit.state()) ? PaneSide.BEFORE : PaneSide.AFTER;
        StatePane pane = window.panes().pane(side);
        FxWait.until(20, () -> hit.unit().equals(window.viewModel().context().selectedUnitProperty().get())
                && window.panes().isSettled() && pane.currentHit() != null
                && pane.rendering().pane() == window.panes().viewModel().pane(side)
                && hit.unit().equals(window.panes().viewModel().panes().unit())
                && pane.rendering().pane().fileLine(pane.rendering().folded().realLine(pane.currentHit()[0]))
                        == hit.line() - 1);
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea area = pane.area();
        int[] mark = robot(() -> pane.currentHit());
        int paragraph = mark[0];
        assertThat(robot(() -> area.getParagraph(paragraph).getText().substring(mark[1], mark[1] + mark[2])))
                .isEqualToIgnoringCase("runner-7");
        assertThat(robot(() -> area.getStyleOfChar(paragraph, mark[1] + 1))).contains("search-match");
        assertThat(robot(() -> area.firstVisibleParToAllParIndex())).isLessThanOrEqualTo(paragraph);
        assertThat(robot(() -> area.lastVisibleParToAllParIndex())).isGreaterThanOrEqualTo(paragraph);
    }

    private static <T> T robot(java.util.concurrent.Callable<T> onFx) throws Exception {
        return WaitForAsyncUtils.asyncFx(onFx).get(10, java.util.concurrent.TimeUnit.SECONDS);
    }
}
