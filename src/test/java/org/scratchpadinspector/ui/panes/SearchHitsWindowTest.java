package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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

/** The whole window: typing a query lists its hits, Enter / Shift+Enter step through them in the panes. */
@ExtendWith(ApplicationExtension.class)
class SearchHitsWindowTest {
    @TempDir
    Path home;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) throws Exception {
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(home.resolve("settings.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.live(Path.of("scratchpad-samples/demo"), home.resolve("demo")));
    }

    @AfterEach
    void stop() throws Exception {
        // the search's hits are cleared with it: on the FX thread, as the window itself closes
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    @Test
    void typedQueryListsItsHitsAndEnterShiftEnterStepThroughThemInThePanes(FxRobot robot) throws Exception {
        FxWait.until(20, () -> window.viewModel().context().selectedUnitProperty().get() != null);
        ListView<?> hitList = robot.lookup("#search-hit-list").queryAs(ListView.class);

        robot.clickOn(".cycle-search-field").write("osaka");
        FxWait.until(20, () -> hitList.isVisible() && !hitList.getItems().isEmpty());
        UnitSearch.Hit first = (UnitSearch.Hit) hitList.getItems().get(0);
        UnitSearch.Hit second = (UnitSearch.Hit) hitList.getItems().get(1);
        assertThat(hitList.getSelectionModel().getSelectedIndex()).isEqualTo(-1);

        robot.type(KeyCode.ENTER);
        assertShown(first);
        assertThat(hitList.getSelectionModel().getSelectedIndex()).isZero();

        robot.type(KeyCode.ENTER);
        assertShown(second);
        assertThat(hitList.getSelectionModel().getSelectedIndex()).isEqualTo(1);

        robot.press(KeyCode.SHIFT).press(KeyCode.ENTER).release(KeyCode.ENTER).release(KeyCode.SHIFT);
        assertShown(first);
        assertThat(hitList.getSelectionModel().getSelectedIndex()).isZero();
    }

    /** The hit's unit is selected, its pane shows its line on screen with the match marked as the current hit. */
    private void assertShown(UnitSearch.Hit hit) throws Exception {
        PaneSide side = "before".equals(hit.state()) ? PaneSide.BEFORE : PaneSide.AFTER;
        StatePane pane = window.panes().pane(side);
        FxWait.until(20, () -> hit.unit().equals(window.viewModel().context().selectedUnitProperty().get())
                && window.panes().isSettled() && pane.currentHit() != null
                && pane.rendering().pane() == window.panes().viewModel().pane(side)
                && window.panes().viewModel().panes().unit().equals(hit.unit())
                && pane.rendering().pane().fileLine(pane.rendering().folded().realLine(pane.currentHit()[0]))
                        == hit.line() - 1);
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea area = pane.area();
        int[] mark = robot(() -> pane.currentHit());
        int paragraph = mark[0];
        assertThat(robot(() -> area.getParagraph(paragraph).getText().substring(mark[1], mark[1] + mark[2])))
                .isEqualToIgnoringCase("osaka");
        assertThat(robot(() -> area.getStyleOfChar(paragraph, mark[1] + 1))).contains("search-match");
        assertThat(robot(() -> area.firstVisibleParToAllParIndex())).isLessThanOrEqualTo(paragraph);
        assertThat(robot(() -> area.lastVisibleParToAllParIndex())).isGreaterThanOrEqualTo(paragraph);
        // the panes stay aligned: the hit's row and its counterparts at the same height in every pane
        FxWait.until(5, () -> window.panes().pane(PaneSide.BEFORE).firstVisibleRealLine()
                == window.panes().pane(PaneSide.AFTER).firstVisibleRealLine()
                && window.panes().pane(PaneSide.AFTER).firstVisibleRealLine()
                == window.panes().pane(PaneSide.NOW).firstVisibleRealLine());
    }

    private static <T> T robot(java.util.concurrent.Callable<T> onFx) throws Exception {
        return WaitForAsyncUtils.asyncFx(onFx).get(10, java.util.concurrent.TimeUnit.SECONDS);
    }
}
