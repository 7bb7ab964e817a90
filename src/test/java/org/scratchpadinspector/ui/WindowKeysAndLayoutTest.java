package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The whole window: where the keyboard is at open, the shortcuts from the list, the failure up front, the layout kept. */
@ExtendWith(ApplicationExtension.class)
class WindowKeysAndLayoutTest {
    private static final String CRASHED = "20260401_103637";
    private static final String PARSE_ERRORS = "20260401_100637";

    @TempDir
    Path home;

    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), settings());
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.live(Path.of("scratchpad-samples/demo"), home.resolve("demo")));
    }

    private Settings settings() {
        return new Settings(home.resolve("settings.properties"));
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void atOpenACycleIsSelectedAndTheListHasTheKeyboard(FxRobot robot) throws Exception {
        FxWait.until(20, () -> window.viewModel().context().selectedUnitProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.scene().getFocusOwner()).isInstanceOf(ListView.class);
        org.scratchpadinspector.model.UnitId first = window.viewModel().context().selectedUnitProperty().get();
        robot.press(KeyCode.DOWN).release(KeyCode.DOWN);
        FxWait.until(10, () -> !first.equals(window.viewModel().context().selectedUnitProperty().get()));
    }

    @Test
    void f7FromTheListMovesEveryPaneToTheSameChangedRow(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS);
        robot.interact(() -> listView().requestFocus());

        robot.press(KeyCode.F7).release(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();

        CodeArea after = area("after");
        CodeArea before = area("before");
        FxWait.until(10, () -> window.panes().viewModel().changePositionProperty().get().startsWith("change 1 of"));
        WaitForAsyncUtils.waitForFxEvents();
        int row = after.getCurrentParagraph() == 0 && before.getCurrentParagraph() > 0
                ? before.getCurrentParagraph() : after.getCurrentParagraph();
        assertThat(row).isPositive();
        assertThat(before.firstVisibleParToAllParIndex()).isEqualTo(after.firstVisibleParToAllParIndex());
        assertThat(area("now").firstVisibleParToAllParIndex()).isEqualTo(after.firstVisibleParToAllParIndex());
    }

    @Test
    void ctrlRFromTheListShowsTheRawBytes(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS);
        robot.interact(() -> listView().requestFocus());

        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);

        FxWait.until(10, () -> window.panes().viewModel().rawProperty().get());
        FxWait.until(20, () -> area("after").getText().contains("\\u2192"));
    }

    @Test
    void aCrashedCycleSaysItsExceptionInTheHeaderAndOpensOnTheLog(FxRobot robot) throws Exception {
        select(robot, CRASHED);
        FxWait.until(20, () -> robot.lookup("#details-reason").queryAs(Label.class).isVisible());

        assertThat(robot.lookup("#details-reason").queryAs(Label.class).getText())
                .isEqualTo("ConnectionError: [Errno 111] Connection refused: smtp.kestrel.example:587");
        TabPane tabs = robot.lookup("#details-tabs").queryAs(TabPane.class);
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).startsWith("Log");

        select(robot, "20260401_100137");
        assertThat(robot.lookup("#details-reason").queryAs(Label.class).isVisible()).isFalse();
    }

    @Test
    void aDraggedDividerIsRememberedByTheNextWindow(FxRobot robot) throws Exception {
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        SplitPane main = window.view().mainSplit();
        robot.interact(() -> {
            main.setDividerPositions(0.41);
            main.fireEvent(new MouseEvent(MouseEvent.MOUSE_RELEASED, 0, 0, 0, 0, MouseButton.PRIMARY, 1,
                    false, false, false, false, false, false, false, false, false, false, null));
        });
        Path file = home.resolve("settings.properties");
        FxWait.until(10, () -> Files.exists(file) && Files.readString(file).contains("layout.split.main.2"));

        InspectorWindow[] next = new InspectorWindow[1];
        robot.interact(() -> {
            next[0] = InspectorWindow.create(new InspectorContext(runner), settings());
            stage.setScene(next[0].scene());
        });
        try {
            FxWait.until(10, () -> Math.abs(next[0].view().mainSplit().getDividerPositions()[0] - 0.41) < 0.01);
        } finally {
            robot.interact(() -> next[0].close());
        }
    }

    private void select(FxRobot robot, String id) throws Exception {
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        robot.interact(() -> window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(id)));
        FxWait.until(20, () -> !area("after").getText().isEmpty() && window.panes().isSettled()
                && window.details().viewModel().unitProperty().get() != null
                && !window.details().viewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private CodeArea area(String side) {
        return (CodeArea) window.scene().lookup("#snapshot-area-" + side);
    }

    private ListView<?> listView() {
        return (ListView<?>) window.scene().lookup(".cycle-table");
    }
}
