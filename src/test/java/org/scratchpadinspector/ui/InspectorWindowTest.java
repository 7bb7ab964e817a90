package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Collection;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.units.UnitRow;
import org.scratchpadinspector.ui.details.EventRow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The whole window on the demo sample: what the list, the panes and the details show for each status, and the keys. */
@ExtendWith(ApplicationExtension.class)
class InspectorWindowTest {
    @TempDir
    static Path settings;
    @TempDir
    Path demo;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) throws Exception {
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.live(Path.of("scratchpad-samples/demo"), demo.resolve("demo")));
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    private void select(FxRobot robot, String id) throws Exception {
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        robot.interact(() -> window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(id)));
        FxWait.until(20, () -> detailsStatus(robot).length() > 2
                && (!afterArea(robot).getText().isEmpty() || detailsStatus(robot).contains("running"))
                && window.panes().isSettled());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String detailsStatus(FxRobot robot) {
        return robot.lookup(".details-status").queryAs(Label.class).getText();
    }

    private static CodeArea afterArea(FxRobot robot) {
        return robot.lookup("#snapshot-area-after").queryAs(CodeArea.class);
    }

    private static boolean hasParagraphStyle(CodeArea area, String style) {
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            Collection<String> styles = area.getParagraph(i).getParagraphStyle();
            if (styles.contains(style)) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest
    @CsvSource({
        "20260401_100137, completed, 2",
        "20260401_101137, max iterations, 4",
        "20260401_102637, no change, 0",
        "20260401_103637, crashed, 1", // read_file, from the log's action lines (publish_report raised: a failed call)
        "20260401_104137, completed, 1",
    })
    void eachStatusShowsInTheListTheDetailsAndTheToolCalls(String id, String status, int toolCalls, FxRobot robot)
            throws Exception {
        select(robot, id);
        FxWait.until(20, () -> detailsStatus(robot).contains(status));

        assertThat(detailsStatus(robot)).contains(status);
        assertThat(robot.lookup(".cycle-table .cycle-status").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.text.Text t && t.getText().contains(status)))
                .isNotEmpty();
        robot.clickOn(robot.lookup(".tab-label").match((javafx.scene.control.Labeled l) ->
                l.getText().startsWith("Timeline")).<Node>query());
        @SuppressWarnings("unchecked")
        TableView<EventRow> calls = robot.lookup("#details-tool-call-table").queryAs(TableView.class);
        // the one count of tool calls (the header's and ls's): a call that raised is a row, marked failed, not a call made
        assertThat(calls.getItems().stream().filter(r -> r.event().kind().equals("call") && !r.failed()).count())
                .isEqualTo(toolCalls);
    }

    @Test
    void changedCycleHighlightsAddedAndChangedLinesInTheAfterPane(FxRobot robot) throws Exception {
        select(robot, "20260401_100637");

        assertThat(afterArea(robot).getText()).contains("[PARSE ERROR]").contains("日本語").contains("→");
        assertThat(hasParagraphStyle(afterArea(robot), "diff-added")).isTrue();
        assertThat(hasParagraphStyle(robot.lookup("#snapshot-area-before").queryAs(CodeArea.class), "diff-removed")
                || hasParagraphStyle(afterArea(robot), "diff-changed")).isTrue();
    }

    @Test
    void crashedCycleShowsTheTracebackInTheLog(FxRobot robot) throws Exception {
        select(robot, "20260401_103637");
        FxWait.until(20, () -> robot.lookup("#details-log").queryAs(CodeArea.class).getText().contains("Traceback"));

        assertThat(robot.lookup("#details-log").queryAs(CodeArea.class).getText())
                .contains("Traceback (most recent call last):").contains("ConnectionError");
    }

    @Test
    void runningCycleSaysItHasNoAfterYet(FxRobot robot) throws Exception {
        select(robot, "20260401_105637");
        // visible already before the cycle's panes arrive ("Loading …"): wait for what it says
        FxWait.until(20, () -> {
            Label message = robot.lookup("#snapshot-message-after").queryAs(Label.class);
            return message.isVisible() && message.getText().contains("running");
        });

        assertThat(robot.lookup("#snapshot-message-after").queryAs(Label.class).getText()).contains("running");
    }

    @Test
    void keyboardWalksTheListFocusesTheDiffAndSearches(FxRobot robot) throws Exception {
        select(robot, "20260401_100637");
        robot.clickOn(robot.lookup(".cycle-table .cycle-row-cell").match((javafx.scene.control.ListCell<UnitRow> r) ->
                r.getItem() != null && r.getItem().id().toString().equals("20260401_100637")).<Node>query());

        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.viewModel().context().selectedUnitProperty().get()).isEqualTo(CycleSources.unit("20260401_100137"));

        robot.type(KeyCode.UP).type(KeyCode.ENTER);
        FxWait.until(10, () -> robot.targetWindow(window.scene().getWindow())
                .lookup("#snapshot-area-after").queryAs(CodeArea.class).isFocused()
                || robot.lookup("#snapshot-area-before").queryAs(CodeArea.class).isFocused());
        Node focused = window.scene().getFocusOwner();
        assertThat(focused).isInstanceOf(CodeArea.class);

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.scene().getFocusOwner()).isSameAs(robot.lookup(".cycle-search-field").queryAs(TextField.class));
    }

    @Test
    void controlRSwitchesThePanesToTheRawBytes(FxRobot robot) throws Exception {
        select(robot, "20260401_100637");
        assertThat(afterArea(robot).getText()).contains("→");

        robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
        FxWait.until(10, () -> afterArea(robot).getText().contains("\\u2192") && window.panes().isSettled());

        assertThat(afterArea(robot).getText()).contains("\\u2192").doesNotContain("日本語");
    }
}
