package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.Screenshots;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CompareViewTest {
    private FxTaskRunner runner;
    private CompareViewModel vm;
    private CompareView view;

    @Start
    void start(Stage stage) throws IOException {
        runner = new FxTaskRunner(2);
        InspectorContext context = new InspectorContext(runner);
        context.open(Scratchpad.open(Path.of("scratchpad-samples/demo")));
        vm = new CompareViewModel(context);
        view = new CompareView(vm);
        Scene scene = new Scene(view, 1000, 700);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void comparesTwoPickedSnapshots(FxRobot robot) throws TimeoutException {
        robot.clickOn("#compare-filter").write("100137");
        pick(robot, "#compare-left", "20260401_100137 before");
        pick(robot, "#compare-right", "20260401_100137 after");
        robot.clickOn("#compare-run");

        FxWait.until(10, () -> !view.diffArea().getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.diffArea().getText()).startsWith("--- 20260401_100137 before\n+++ 20260401_100137 after");
        ListView<String> fields = robot.lookup("#compare-fields").queryListView();
        assertThat(fields.getItems()).anySatisfy(line -> assertThat(line).startsWith("notes: "));
        int added = view.diffArea().getText().lines().toList().indexOf(
                view.diffArea().getText().lines().filter(l -> l.startsWith("+") && !l.startsWith("+++"))
                        .findFirst().orElseThrow());
        assertThat(view.diffArea().getParagraph(added).getParagraphStyle()).contains("diff-line-added");
    }

    @Test
    void swapExchangesThePickers(FxRobot robot) {
        pick(robot, "#compare-left", "active.yaml");
        pick(robot, "#compare-right", "20260401_105637 before");
        robot.clickOn("#compare-swap");

        ComboBox<SnapshotChoice> left = robot.lookup("#compare-left").queryComboBox();
        assertThat(left.getValue().label()).isEqualTo("20260401_105637 before");
    }

    private static void pick(FxRobot robot, String picker, String label) {
        robot.clickOn(picker);
        robot.clickOn(robot.lookup(".list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> label.equals(c.getText())).<javafx.scene.Node>query());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
