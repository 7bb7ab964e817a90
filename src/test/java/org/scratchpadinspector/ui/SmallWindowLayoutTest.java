package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
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

/**
 * The first layout: the window is laid out at its preferred size (1440 × 900) before it is fitted to a small
 * screen, and the cycle list must not keep the width it got then.
 */
@ExtendWith(ApplicationExtension.class)
class SmallWindowLayoutTest {
    @TempDir
    Path home;

    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(home.resolve("settings.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.live(Path.of("scratchpad-samples/demo"), home.resolve("demo")));
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void at1024By700TheListTakesAboutAThirdAndEachPaneKeepsRoomToRead(FxRobot robot) throws Exception {
        // as on a screen narrower than 1280 px, where the Active pane starts hidden
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(false));
        resize(robot, 1024, 700);

        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        WaitForAsyncUtils.waitForFxEvents();
        double list = listWidth();
        assertThat(list).isBetween(330.0, 0.4 * 1024);
        assertThat(paneWidths()).isNotEmpty().allSatisfy(width -> assertThat(width).isGreaterThanOrEqualTo(280.0));
    }

    @Test
    void at1440By900TheListShowsItsColumnsAndEachOfTheThreePanesKeepsRoomToRead(FxRobot robot) throws Exception {
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(true));
        resize(robot, 1440, 900);

        // id, status, the flags and a few fields (the row's tooltip has the rest); the panes get the room (0145)
        assertThat(listWidth()).isBetween(400.0, 440.0);
        assertThat(paneWidths()).isNotEmpty().allSatisfy(width -> assertThat(width).isGreaterThanOrEqualTo(320.0));
    }

    @Test
    void aDividerTheOperatorPlacedStaysWhereItIsWhenTheWindowShrinks(FxRobot robot) throws Exception {
        SplitPane main = window.view().mainSplit();
        robot.interact(() -> {
            main.fireEvent(new javafx.scene.input.MouseEvent(javafx.scene.input.MouseEvent.MOUSE_PRESSED, 0, 0, 0, 0,
                    javafx.scene.input.MouseButton.PRIMARY, 1, false, false, false, false, false, false, false, false,
                    false, false, null));
            main.setDividerPositions(0.2);
        });

        resize(robot, 1024, 700);

        // the list keeps the operator's width (20 % of 1440 px) instead of taking its share of the smaller window
        assertThat(listWidth()).isCloseTo(0.2 * 1440, org.assertj.core.data.Offset.offset(12.0));
    }

    private void resize(FxRobot robot, double width, double height) throws Exception {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        FxWait.until(10, () -> Math.abs(window.view().mainSplit().getWidth() - width) < 40);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private double listWidth() {
        return ((javafx.scene.layout.Region) window.view().mainSplit().getItems().get(0)).getWidth();
    }

    private List<Double> paneWidths() {
        return window.scene().getRoot().lookupAll(".snapshot-pane").stream()
                .filter(Node::isVisible).filter(n -> n.getScene() != null && n.getParent() != null)
                .filter(n -> ((javafx.scene.layout.Region) n).getWidth() > 0)
                .map(n -> ((javafx.scene.layout.Region) n).getWidth()).toList();
    }
}
